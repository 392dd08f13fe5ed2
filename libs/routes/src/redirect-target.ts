import { ROUTES } from './manifest';

/** Sending the user back to one of these after signing in would be a loop. */
const SIGN_IN_PAGES = [ROUTES.login.path, ROUTES.forgotPassword.path];

/** Whether `value` is the address of `page`, with or without anything after the path. */
function isAddressOf(value: string, page: string): boolean {
  return value.startsWith(page) && (value.length === page.length || '/?#'.includes(value.charAt(page.length)));
}

/**
 * Where to go after signing in. Only a path of this site is accepted: the value comes
 * from the address bar, and an outside address there would make the login page an open redirect.
 */
export function safeRedirectTarget(value: unknown): string {
  const home = ROUTES.home.path;
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return home;
  if (SIGN_IN_PAGES.some((page) => isAddressOf(value, page))) return home;
  return value;
}

/** The login address that brings the user back to `origin` afterwards. */
export function loginAddressFor(origin: string): string {
  return origin === ROUTES.home.path ? ROUTES.login.path : `${ROUTES.login.path}?redirect=${encodeURIComponent(origin)}`;
}
