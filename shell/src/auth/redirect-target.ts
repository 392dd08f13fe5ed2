/**
 * Where to go after signing in. Only a path of this site is accepted: the value comes
 * from the address bar, and an outside address there would make the login page an open redirect.
 */
export function safeRedirectTarget(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Sending the user back to a sign-in page after signing in would be a loop.
  if (/^\/(login|forgot-password)(?:[/?#]|$)/.test(value)) return '/';
  return value;
}

/** The login address that brings the user back to `origin` afterwards. */
export function loginAddressFor(origin: string): string {
  return origin === '/' ? '/login' : `/login?redirect=${encodeURIComponent(origin)}`;
}
