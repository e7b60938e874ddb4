/** Where the scroll positions of this tab's history entries are kept across reloads. */
export const SCROLL_STORAGE_KEY = 'store-scroll-positions';

export type ScrollPositions = Record<string, number>;

type Readable = Pick<Storage, 'getItem'>;
type Writable = Pick<Storage, 'setItem'>;

/** The saved positions; none when storage is missing, refused or holds something else. */
export function readPositions(storage: Readable | undefined): ScrollPositions {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(SCROLL_STORAGE_KEY) ?? 'null');
    if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return {};
    const positions: ScrollPositions = {};
    for (const [key, y] of Object.entries(saved)) if (typeof y === 'number') positions[key] = y;
    return positions;
  } catch {
    return {};
  }
}

export function writePositions(storage: Writable | undefined, positions: ScrollPositions): void {
  try {
    storage?.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused: positions are kept for this page's life only.
  }
}

/** A history entry's scroll key: its own key, so the same page twice in history has two. */
export const scrollKey = (location: { key: string }) => location.key;

export interface ScrollFacts {
  action: 'POP' | 'PUSH' | 'REPLACE';
  key: string;
  hash: string;
  preventScrollReset: boolean;
}

/**
 * Where a page shown scrolls to: back or forward (and the first page, after a reload) to where
 * its history entry was left; else to the element its #fragment names; else to the top unless
 * the navigation asked to stay. A number is a vertical position, `{ id }` an element (the top
 * when there is none), null no scroll at all.
 */
export function scrollPlan(
  facts: ScrollFacts,
  positions: ScrollPositions,
): number | { id: string } | null {
  const saved = positions[facts.key];
  if (facts.action === 'POP' && typeof saved === 'number') return saved;
  if (facts.hash.length > 1) {
    let id = facts.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape: the id as written.
    }
    return { id };
  }
  if (facts.preventScrollReset) return null;
  return 0;
}
