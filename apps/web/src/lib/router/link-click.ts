import { stripBasename } from './paths';

/** What a click handler needs to know of a click, as a MouseEvent has it. */
export interface ClickFacts {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/**
 * Whether the router handles a click on a link, rather than the browser: a plain left click,
 * not already handled, on a link that opens in its own frame and does not download.
 */
export function isRouterClick(
  event: ClickFacts,
  target?: string | null,
  download?: unknown,
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  if (target && target !== '_self') return false;
  return download === undefined || download === null || download === false;
}

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The app path of a link's `to`: a path as it is; a full address on this origin and under the
 * basename as its path; null for an address the app does not serve (another origin, mailto:).
 */
export function appPathOf(to: string, origin: string | undefined, basename: string): string | null {
  if (!ABSOLUTE.test(to)) return to;
  if (!origin) return null;
  try {
    const url = new URL(to, origin);
    if (url.origin !== origin) return null;
    const pathname = stripBasename(url.pathname, basename);
    return pathname === null ? null : `${pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Whether a link to `to` (an app path) is the page at `current`: a prefix counts unless `end`. */
export function isActivePath(current: string, to: string, end: boolean): boolean {
  const here = current.toLowerCase();
  let there = to.toLowerCase();
  if (there.length > 1 && there.endsWith('/')) there = there.slice(0, -1);
  if (here === there || here === `${there}/`) return true;
  return !end && there !== '/' && here.startsWith(`${there}/`);
}
