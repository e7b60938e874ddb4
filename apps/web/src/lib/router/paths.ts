/** A place in the app: the path without the basename, its query and its fragment. */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** '/a?b=1#c' as its three parts; a part the string does not have is ''. */
export function parsePath(to: string): Path {
  let rest = to;
  let hash = '';
  let search = '';
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  return { pathname: rest, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

/** The string of a path: a bare '?' or '#' is left out. */
export function createPath({ pathname, search, hash }: Path): string {
  let out = pathname || '/';
  if (search && search !== '?') out += search.startsWith('?') ? search : `?${search}`;
  if (hash && hash !== '#') out += hash.startsWith('#') ? hash : `#${hash}`;
  return out;
}

/**
 * `pathname` without the basename ('/ar/men' under '/ar' is '/men'), compared without regard to
 * case; null when the path is not under the basename at all ('/arabic' is not under '/ar').
 */
export function stripBasename(pathname: string, basename: string): string | null {
  if (!basename || basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const next = pathname.charAt(basename.length);
  if (next && next !== '/') return null;
  return pathname.slice(basename.length) || '/';
}

/** The address of an app path under the basename: home under '/ar' is '/ar', not '/ar/'. */
export function withBasename(pathname: string, basename: string): string {
  if (!basename || basename === '/') return pathname;
  return pathname === '/' ? basename : `${basename}${pathname}`.replace(/\/\/+/g, '/');
}

/**
 * Where `to` leads from `current` (the location's pathname) inside a route at `base`: an
 * absolute path as it is, a query or fragment alone on the current pathname, a relative path
 * from the route's base ('..' goes up a segment).
 */
export function resolveTo(to: string, current: string, base: string): Path {
  const path = parsePath(to);
  if (!path.pathname) return { ...path, pathname: current };
  if (path.pathname.startsWith('/')) return path;
  const segments = base.split('/').filter(Boolean);
  for (const segment of path.pathname.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment && segment !== '.') segments.push(segment);
  }
  return { ...path, pathname: `/${segments.join('/')}` };
}

/** What a query may be written from: a string, URLSearchParams, a record (a list repeats a key). */
export type SearchInit = string | URLSearchParams | Record<string, string | string[]>;

export function createSearchParams(init: SearchInit = ''): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams) return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(init)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  }
  return params;
}
