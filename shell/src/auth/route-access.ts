import { hasRoleAtLeast, type Role } from '@groombook/domain';
import type { AuthStatus } from '@groombook/auth';
import { loginAddressFor, ROUTE_LIST, ROUTES } from '@groombook/routes';
import { findRoute } from '../shared/find-route';

/** Pages anyone may open, signed in or not: the manifest's routes without a lowest role. */
export const PUBLIC_PATHS: readonly string[] = ROUTE_LIST.filter((route) => route.minRole === null).map((route) => route.path);

/**
 * 'chooseCompany': a super admin on a page of one company's data who has not chosen the
 * company to work in. 'noCompany': anyone else there who belongs to no salon yet.
 */
export type RouteDecision =
  | { type: 'allow' }
  /** A signed-in user whose role may not open the page: told so in words, in the page's place. */
  | { type: 'notAllowed'; page: string; minRole: Role }
  | { type: 'loading' }
  | { type: 'redirect'; to: string }
  | { type: 'chooseCompany' }
  | { type: 'noCompany' };

export interface RouteRequest {
  status: AuthStatus;
  role: Role | null;
  /** Whether the user has a company to work in: their own, or the one a super admin chose. */
  hasCompany: boolean;
  pathname: string;
  /** The query string, with its leading '?' (or ''). */
  search: string;
}

const allow: RouteDecision = { type: 'allow' };
const redirect = (to: string): RouteDecision => ({ type: 'redirect', to });

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.includes(path);
}

/**
 * The least role a page needs, as its manifest entry says. An unknown page needs a sign-in,
 * so only a signed-in user learns that it does not exist.
 */
export function requiredRole(pathname: string): Role {
  return findRoute(pathname)?.minRole ?? 'user';
}

/**
 * The page's name, as the header calls it: its own link's label, or the label of the link it
 * lies under (a campaign is Marketing's); 'This page' for a page under no link.
 */
export function pageLabel(pathname: string): string {
  const route = findRoute(pathname);
  if (route?.nav) return route.nav.label;
  const under = ROUTE_LIST.filter((entry) => entry.nav && entry.path !== '/' && pathname.startsWith(`${entry.path}/`)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
  return under?.nav?.label ?? 'This page';
}

/** Whether the page shows one company's data, as its manifest entry says (an unknown page does not). */
export function isTenantPage(pathname: string): boolean {
  return findRoute(pathname)?.tenant === true;
}

/**
 * What the guard does with a page: show it, wait for the session check, send the user
 * elsewhere, say that their role may not open it, or, on a page of one company's data without a company to work in, say how to
 * get one (rather than show the API's refusals as empty lists and zeros).
 */
export function decideRouteAccess({ status, role, hasCompany, pathname, search }: RouteRequest): RouteDecision {
  // An emailed recovery link opened on another page still means "reset my password".
  if (new URLSearchParams(search).get('type') === 'recovery' && pathname !== ROUTES.resetPassword.path) {
    return redirect(`${ROUTES.resetPassword.path}${search}`);
  }
  if (isPublicPath(pathname)) return allow;
  if (status === 'loading') return { type: 'loading' };
  if (status === 'signedOut') return redirect(loginAddressFor(`${pathname}${search}`));
  // A signed-in user whose role is not known counts as a regular user.
  const minRole = requiredRole(pathname);
  if (!hasRoleAtLeast(role ?? 'user', minRole)) return { type: 'notAllowed', page: pageLabel(pathname), minRole };
  if (!hasCompany && isTenantPage(pathname)) return role === 'superadmin' ? { type: 'chooseCompany' } : { type: 'noCompany' };
  return allow;
}
