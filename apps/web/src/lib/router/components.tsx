import {
  Children,
  Component,
  createContext,
  Fragment,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

import { appPathOf, isActivePath, isRouterClick } from './link-click';
import { matchRoutes, type Params, type RouteObject } from './match';
import { createPath, createSearchParams, resolveTo, type SearchInit } from './paths';
import type { Location, NavigateOptions, Router, RouterState } from './router';

const RouterContext = createContext<{ router: Router; state: RouterState } | null>(null);

/** The route being rendered: what its Outlet shows, its params and the path it matched. */
const RouteContext = createContext<{ outlet: ReactNode; params: Params; base: string }>({
  outlet: null,
  params: {},
  base: '/',
});

const RouteErrorContext = createContext<unknown>(undefined);

/** The router and its state, for the router's own parts. */
export function useRouterContext() {
  const context = useContext(RouterContext);
  if (!context) throw new Error('A router hook or link was used outside <RouterProvider>');
  return context;
}

/**
 * Renders the router's page. A move to another page is a transition, so a page whose code is
 * still loading leaves the current one on screen rather than a loading fallback.
 */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const stop = router.subscribe((next) => startTransition(() => setState(next)));
    // A move made before this subscribed (an effect of the first render) is not lost.
    setState(router.state);
    return stop;
  }, [router]);
  const value = useMemo(() => ({ router, state }), [router, state]);
  return (
    <RouterContext.Provider value={value}>
      {renderMatches(state.matches, state.location)}
    </RouterContext.Provider>
  );
}

function Throw({ error }: { error: unknown }): never {
  throw error;
}

type BoundaryProps = { location: Location; fallback: ReactNode; children: ReactNode };
type BoundaryState = { location: Location; error: unknown };

/** A route's error element in place of the route when it throws; a move elsewhere clears it. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location, error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.location === state.location
      ? null
      : { location: props.location, error: undefined };
  }
  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <RouteErrorContext.Provider value={this.state.error}>
        {this.props.fallback}
      </RouteErrorContext.Provider>
    );
  }
}

function renderMatches(
  matches: Array<{ route: RouteObject; params: Params; pathnameBase: string; error?: unknown }>,
  location: Location,
): ReactNode {
  return matches.reduceRight<ReactNode>((outlet, match) => {
    const { route, error } = match;
    const Page = route.Component;
    const page =
      error !== undefined ? (
        <Throw error={error} />
      ) : Page ? (
        <Page />
      ) : route.element === undefined ? (
        <Outlet />
      ) : (
        route.element
      );
    const value = { outlet, params: match.params, base: match.pathnameBase };
    const shown = <RouteContext.Provider value={value}>{page}</RouteContext.Provider>;
    if (route.errorElement === undefined) return shown;
    return (
      <RouteErrorBoundary location={location} fallback={route.errorElement}>
        {shown}
      </RouteErrorBoundary>
    );
  }, null);
}

/** The child route's page, inside a layout route. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

export function useLocation(): Location {
  return useRouterContext().state.location;
}

export function useParams(): Params {
  return useContext(RouteContext).params;
}

/** What a route's error element was shown for. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

export type NavigateFunction = (to: string | number, options?: NavigateOptions) => Promise<void>;

/** Moves to an app path: absolute, a query alone, or relative to the route rendering. */
export function useNavigate(): NavigateFunction {
  const { router } = useRouterContext();
  const { base } = useContext(RouteContext);
  return useCallback(
    (to, options) =>
      typeof to === 'number'
        ? router.navigate(to)
        : router.navigate(resolveTo(to, router.state.location.pathname, base), options),
    [router, base],
  );
}

export type SetSearchParams = (
  next: SearchInit | ((current: URLSearchParams) => SearchInit),
  options?: NavigateOptions,
) => Promise<void>;

/** The address's query, and a way to write another one (the fragment is dropped). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { router } = useRouterContext();
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback<SetSearchParams>(
    (next, options) => {
      const current = new URLSearchParams(router.state.location.search);
      const value = typeof next === 'function' ? next(current) : next;
      return navigate(`?${createSearchParams(value).toString()}`, options);
    },
    [router, navigate],
  );
  return [params, set];
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link to an app path, under the basename. A plain click moves inside the app (a link to the
 * page already shown replaces its entry); any other click, and a link off the app, is the
 * browser's.
 */
export function Link({ to, replace, state, preventScrollReset, onClick, ...rest }: LinkProps) {
  const { router } = useRouterContext();
  const { base } = useContext(RouteContext);
  const location = useLocation();
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  const own = appPathOf(to, origin, router.basename);
  const path = own === null ? null : resolveTo(own, location.pathname, base);
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!path || !isRouterClick(event, rest.target, rest.download)) return;
    event.preventDefault();
    const same = createPath(location) === createPath(path);
    void router.navigate(path, { replace: replace ?? same, state, preventScrollReset });
  };
  return <a {...rest} href={path ? router.createHref(path) : to} onClick={handle} />;
}

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on its own path, not on the paths under it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
};

/** A link that knows it leads to the page shown: aria-current="page" and the class "active". */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const { base } = useContext(RouteContext);
  const location = useLocation();
  const target = resolveTo(rest.to, location.pathname, base).pathname;
  const isActive = isActivePath(location.pathname, target, end);
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return (
    <Link
      {...rest}
      className={classes}
      aria-current={isActive ? (rest['aria-current'] ?? 'page') : undefined}
    />
  );
}

/** Moves to `to` once rendered (a redirect); renders nothing. */
export function Navigate({
  to,
  replace,
  state,
}: {
  to: string;
  replace?: boolean;
  state?: unknown;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

export type RouteProps = {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
};

/** A route of a <Routes> table; it renders nothing itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

function routesOf(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesOf(child.props.children));
      return;
    }
    const { path, index, element, children: nested } = child.props;
    routes.push({ path, index, element, children: nested ? routesOf(nested) : undefined });
  });
  return routes;
}

/** A route table written as <Route> elements, matched below the route that renders it. */
export function Routes({ children }: { children: ReactNode }) {
  const { state } = useRouterContext();
  const parent = useContext(RouteContext);
  const routes = useMemo(() => routesOf(children), [children]);
  const matches = matchRoutes(routes, state.location.pathname, parent.base, parent.params);
  return renderMatches(matches ?? [], state.location);
}
