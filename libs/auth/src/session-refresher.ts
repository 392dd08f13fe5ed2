/**
 * Renews the session after a 401 and resolves true when fresh tokens are stored;
 * `accessChanged`: the API said the user's access changed, so their role and company are read
 * again too. The shell's API client registers it at start. It is kept here, in the one module
 * every remote shares, because each remote bundles its own copy of the API client, and a copy
 * that never loaded the refresh code (a remote's) must still renew the session, or end it, on a 401.
 */
export type SessionRefresher = (accessChanged: boolean) => Promise<boolean>;

let refresher: SessionRefresher | null = null;

export function setSessionRefresher(next: SessionRefresher | null): void {
  refresher = next;
}

export function getSessionRefresher(): SessionRefresher | null {
  return refresher;
}
