// The app's router: routes matched by rank, history moves as transitions, scroll restored, and
// the same page rendered on the server from a URL.
export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
  type LinkProps,
  type NavigateFunction,
  type NavLinkProps,
  type SetSearchParams,
} from './components';
export { ScrollRestoration } from './scroll-restoration';
export {
  matchRoutes,
  type LoaderArgs,
  type Params,
  type RouteMatch,
  type RouteObject,
} from './match';
export { createSearchParams, type Path } from './paths';
export { createRouter, type Location, type NavigateOptions, type Router } from './router';
