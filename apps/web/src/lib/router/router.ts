import { matchRoutes, type RouteMatch, type RouteObject } from './match';
import { createPath, parsePath, stripBasename, withBasename, type Path } from './paths';
import type { ScrollPositions } from './scroll';

export type Action = 'POP' | 'PUSH' | 'REPLACE';

/** A history entry as the app sees it: its path under the basename, its state and its key. */
export interface Location extends Path {
  state: unknown;
  key: string;
}

export interface RouterState {
  location: Location;
  /** The routes shown, outermost first; a loader that threw leaves its error on its match. */
  matches: Array<RouteMatch & { error?: unknown }>;
  action: Action;
  preventScrollReset: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll position (a filter changed in place) instead of going to the top. */
  preventScrollReset?: boolean;
}

export interface Router {
  readonly basename: string;
  readonly state: RouterState;
  /** The scroll position each history entry was left at, by key. */
  readonly positions: ScrollPositions;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** Moves to an app path (or through history by a number); resolves once the state has moved. */
  navigate(to: string | Path | number, options?: NavigateOptions): Promise<void>;
  createHref(to: Path): string;
}

/** What the router writes to history.state: the navigation's state, its key and its place. */
interface HistoryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const createKey = () => Math.random().toString(36).slice(2, 10);

function stateFor(
  routes: RouteObject[],
  location: Location,
  action: Action,
  preventScrollReset = false,
): RouterState {
  const matches: RouterState['matches'] = matchRoutes(routes, location.pathname) ?? [];
  // Loaders only start the page's queries: they run here, before the page renders, every time.
  const searchParams = new URLSearchParams(location.search);
  for (const match of matches) {
    try {
      match.route.loader?.({ params: match.params, searchParams });
    } catch (error) {
      match.error = error;
    }
  }
  return { location, matches, action, preventScrollReset };
}

/**
 * The app's router. In a browser it follows the address bar (pushState, replaceState, Back and
 * Forward); given `url` (the server's render) it shows that one page and never moves.
 */
export function createRouter(
  routes: RouteObject[],
  { basename = '', url }: { basename?: string; url?: string } = {},
): Router {
  const listeners = new Set<(state: RouterState) => void>();
  const positions: ScrollPositions = {};
  const createHref = (to: Path) => withBasename(createPath(to), basename);

  if (url !== undefined) {
    const { pathname, search, hash } = new URL(url, 'http://server.invalid');
    const location = {
      pathname: stripBasename(pathname, basename) ?? pathname,
      search,
      hash,
      state: null,
      key: 'default',
    };
    return {
      basename,
      state: stateFor(routes, location, 'POP'),
      positions,
      subscribe: () => () => undefined,
      navigate: () => Promise.resolve(),
      createHref,
    };
  }

  const readLocation = (): Location => {
    const { pathname, search, hash } = window.location;
    const entry = window.history.state as HistoryState | null;
    return {
      pathname: stripBasename(pathname, basename) ?? pathname,
      search,
      hash,
      state: entry?.usr ?? null,
      key: entry?.key ?? 'default',
    };
  };
  let index = (window.history.state as HistoryState | null)?.idx ?? 0;
  const router: Router = {
    basename,
    state: stateFor(routes, readLocation(), 'POP'),
    positions,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        window.history.go(to);
        return Promise.resolve();
      }
      const path = typeof to === 'string' ? parsePath(to) : to;
      const replace = options.replace === true;
      const key = createKey();
      index = replace ? index : index + 1;
      const entry: HistoryState = { usr: options.state, key, idx: index };
      const href = createHref(path);
      leave();
      try {
        if (replace) window.history.replaceState(entry, '', href);
        else window.history.pushState(entry, '', href);
      } catch {
        // A state the browser cannot keep, or too many entries: load the page instead.
        window.location.assign(href);
        return Promise.resolve();
      }
      const location = {
        ...path,
        pathname: path.pathname || '/',
        state: options.state ?? null,
        key,
      };
      update(
        stateFor(routes, location, replace ? 'REPLACE' : 'PUSH', !!options.preventScrollReset),
      );
      return Promise.resolve();
    },
    createHref,
  };

  /** The page being left keeps its scroll position, for Back and Forward to return to. */
  function leave() {
    positions[router.state.location.key] = window.scrollY;
  }
  function update(state: RouterState) {
    (router as { state: RouterState }).state = state;
    for (const listener of listeners) listener(state);
  }
  window.addEventListener('popstate', () => {
    leave();
    index = (window.history.state as HistoryState | null)?.idx ?? index;
    update(stateFor(routes, readLocation(), 'POP'));
  });
  return router;
}
