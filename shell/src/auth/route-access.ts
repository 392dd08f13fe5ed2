import { hasRoleAtLeast, type Role } from '@groombook/domain';
import type { AuthStatus } from '@groombook/auth';
import { findRemoteArea } from '../remotes/remote-routes';
import { loginAddressFor } from './redirect-target';

/** Pages anyone may open, signed in or not. */
export const PUBLIC_PATHS = ['/login', '/forgot-password', '/reset-password', '/confirm-email', '/sms-opt-in', '/sms-privacy-policy'] as const;

export type RouteDecision = { type: 'allow' } | { type: 'loading' } | { type: 'redirect'; to: string };

export interface RouteRequest {
  status: AuthStatus;
  role: Role | null;
  pathname: string;
  /** The query string, with its leading '?' (or ''). */
  search: string;
}

const allow: RouteDecision = { type: 'allow' };
const redirect = (to: string): RouteDecision => ({ type: 'redirect', to });

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_PATHS as readonly string[]).includes(path);
}

/** The least role a page needs: the remote routes say theirs, the shell's own pages need a sign-in. */
export function requiredRole(pathname: string): Role {
  return findRemoteArea(pathname)?.minRole ?? 'user';
}

/** What the guard does with a page: show it, wait for the session check, or send the user elsewhere. */
export function decideRouteAccess({ status, role, pathname, search }: RouteRequest): RouteDecision {
  // An emailed recovery link opened on another page still means "reset my password".
  if (new URLSearchParams(search).get('type') === 'recovery' && pathname !== '/reset-password') {
    return redirect(`/reset-password${search}`);
  }
  if (isPublicPath(pathname)) return allow;
  if (status === 'loading') return { type: 'loading' };
  if (status === 'signedOut') return redirect(loginAddressFor(`${pathname}${search}`));
  // A signed-in user whose role is not known counts as a regular user.
  return hasRoleAtLeast(role ?? 'user', requiredRole(pathname)) ? allow : redirect('/');
}
