import type { ComponentType, ReactNode } from 'react';

export type Params = Record<string, string | undefined>;

export interface LoaderArgs {
  params: Params;
  searchParams: URLSearchParams;
}

/**
 * A route: a path pattern relative to its parent's (static segments, `:param`, `:param?`, a
 * trailing `*`), or `index` for its parent's own path, or neither for a layout around its
 * children. A loader is called, synchronously, each time the route is part of the page shown.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType;
  errorElement?: ReactNode;
  loader?: (args: LoaderArgs) => unknown;
  children?: RouteObject[];
}

export interface RouteMatch {
  route: RouteObject;
  /** Every param matched, the parents' included. */
  params: Params;
  /** The part of the pathname this route and its parents matched (a splat's rest left out). */
  pathnameBase: string;
}

interface Branch {
  routes: RouteObject[];
  /** Pattern segments per route, in order: a route without a path adds none. */
  segments: string[][];
  score: number;
}

const PARAM = /^:[\w-]+\??$/;

/** A pattern with optional segments as every pattern it stands for, the longest first. */
export function explodeOptional(segments: string[]): string[][] {
  if (segments.length === 0) return [[]];
  const [first, ...rest] = segments as [string, ...string[]];
  const tails = explodeOptional(rest);
  const optional = first.endsWith('?');
  const required = optional ? first.slice(0, -1) : first;
  const withFirst = tails.map((tail) => [required, ...tail]);
  return optional ? [...withFirst, ...tails] : withFirst;
}

/**
 * A branch's rank: a segment more counts, a static segment beats a param, a param beats an
 * empty path, a splat costs, and an index route beats a layout on the same path.
 */
export function scoreOf(segments: string[], index: boolean): number {
  // Counted on the path as written from the root: '/men' is ['', 'men'], '/' is ['', ''].
  const written = ['', ...(segments.length ? segments : [''])];
  let score = written.length + (written.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of written) {
    if (segment === '*') continue;
    score += segment === '' ? 1 : PARAM.test(segment) ? 3 : 10;
  }
  return score;
}

const split = (path: string) => path.split('/').filter(Boolean);

function flatten(
  routes: RouteObject[],
  branches: Branch[] = [],
  parents: RouteObject[] = [],
  parentSegments: string[][] = [],
): Branch[] {
  for (const route of routes) {
    for (const own of explodeOptional(split(route.path ?? ''))) {
      const chain = [...parents, route];
      const segments = [...parentSegments, own];
      // Children first: on an equal score the deeper route wins, as an index over its layout.
      if (route.children?.length) flatten(route.children, branches, chain, segments);
      if (route.path === undefined && !route.index) continue;
      branches.push({ routes: chain, segments, score: scoreOf(segments.flat(), !!route.index) });
    }
  }
  return branches;
}

/** Every branch of a route tree, best first; on an equal score the one declared first. */
export function rankBranches(routes: RouteObject[]): Branch[] {
  // Array.prototype.sort is stable: equal scores keep their declared order.
  return flatten(routes).sort((a, b) => b.score - a.score);
}

const ranked = new WeakMap<RouteObject[], Branch[]>();

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchBranch(
  branch: Branch,
  path: string[],
  base: string[],
  inherited: Params,
): RouteMatch[] | null {
  const params: Params = { ...inherited };
  const matches: RouteMatch[] = [];
  let at = 0;
  for (const [i, route] of branch.routes.entries()) {
    for (const segment of branch.segments[i]!) {
      if (segment === '*') {
        params['*'] = path.slice(at).map(decode).join('/');
        matches.push({
          route,
          params,
          pathnameBase: `/${[...base, ...path.slice(0, at)].join('/')}`,
        });
        // A splat takes the rest: what follows in the pattern cannot match.
        return i === branch.routes.length - 1 ? matches : null;
      }
      const value = path[at];
      if (value === undefined) return null;
      if (segment.startsWith(':')) params[segment.slice(1).replace(/\?$/, '')] = decode(value);
      else if (decode(value).toLowerCase() !== segment.toLowerCase()) return null;
      at += 1;
    }
    matches.push({ route, params, pathnameBase: `/${[...base, ...path.slice(0, at)].join('/')}` });
  }
  return at === path.length ? matches : null;
}

/**
 * The routes `pathname` renders, outermost first, or null when none matches. `base` is where
 * the routes sit (a nested route table under '/admin'), `inherited` the params matched above it.
 */
export function matchRoutes(
  routes: RouteObject[],
  pathname: string,
  base = '/',
  inherited: Params = {},
): RouteMatch[] | null {
  let branches = ranked.get(routes);
  if (!branches) ranked.set(routes, (branches = rankBranches(routes)));
  const baseSegments = split(base);
  const path = split(pathname);
  for (const [i, segment] of baseSegments.entries()) {
    if (path[i]?.toLowerCase() !== segment.toLowerCase()) return null;
  }
  const rest = path.slice(baseSegments.length);
  for (const branch of branches) {
    const matches = matchBranch(branch, rest, baseSegments, inherited);
    if (matches) return matches;
  }
  return null;
}
