import { ROUTE_LIST, type KeyedRoute } from '@groombook/routes';
import { matchPath } from '@groombook/ui/router';

/**
 * The manifest's route for `pathname` (the whole of it, as the router matches), or null for an
 * unknown page. Shared by the guard (auth/) and the remote outlet (remotes/).
 */
export function findRoute(pathname: string): KeyedRoute | null {
  return ROUTE_LIST.find((route) => matchPath({ path: route.path, end: true }, pathname)) ?? null;
}
