import { CATALOG_TEXT_MAX_CHARS } from '@store/domain';

/** What every console list keeps in the address: the search and the page. */
export type ListState = { q: string; page: number };

/** A page number from the address: anything but a whole number from 1 up is page 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A list searched and paged only (`?q=…&page=…`), read leniently. */
export function readSearchAndPage(params: URLSearchParams): ListState {
  return { q: (params.get('q') ?? '').slice(0, CATALOG_TEXT_MAX_CHARS), page: readPage(params) };
}

/** The address's query for a search and page, leaving out what is at its default. */
export function writeSearchAndPage({ q, page }: ListState): Record<string, string> {
  const text = q.trim();
  return { ...(text ? { q: text } : {}), ...(page > 1 ? { page: String(page) } : {}) };
}

/** A changed search or filter starts again at page 1; a page change keeps the rest. */
export function changeList<S extends ListState>(
  current: S,
  change: Partial<Omit<S, 'page'>> | { page: number },
): S {
  return 'page' in change ? { ...current, page: change.page } : { ...current, ...change, page: 1 };
}
