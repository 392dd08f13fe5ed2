import { getMe, signInWithPassword, signOutOfApi, toSession, type ApiError } from '@groombook/api-client';
import { sessionStore } from '@groombook/auth';
import type { AuthSession, SignInRequest } from '@groombook/contracts';

/**
 * Asks the API for the user's role and company with the new access token, then holds the
 * session with them in one step, so no page ever sees a signed-in user without a role.
 * `stillWanted` is asked once the answer is in: false drops it (the caller's state moved on),
 * and the result is false. Throws the ApiError.
 */
export async function establishSession(session: AuthSession, stillWanted: () => boolean = () => true): Promise<boolean> {
  const me = await getMe({ accessToken: session.access_token });
  if (!stillWanted()) return false;
  if (!me.ok) throw me.error;
  sessionStore.getState().signIn(toSession(session), { role: me.data.role, companyId: me.data.company_id });
  return true;
}

/** Email and password sign-in (the login form). Throws the ApiError for the form to show. */
export async function signInWithEmail(credentials: SignInRequest): Promise<void> {
  const result = await signInWithPassword(credentials);
  if (!result.ok) throw result.error;
  await establishSession(result.data.session);
}

/**
 * Logout: the API ends the cookie's session family and clears the cookie, then this tab and
 * every other tab forget the session. The local sign-out happens even when the API cannot be
 * reached, so Logout always works.
 */
export async function signOutEverywhere(): Promise<ApiError | null> {
  const result = await signOutOfApi();
  sessionStore.getState().signOut({ otherTabs: true });
  return result.ok ? null : result.error;
}
