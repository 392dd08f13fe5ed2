/**
 * `@groombook/ui/router`: the router the apps use, one shared singleton for the shell and the
 * remotes (they must share the router's context). Re-exported name by name, like Mantine in
 * './mantine', so the shared module holds what the product uses rather than all of
 * react-router-dom (which a shared package would ship whole).
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
