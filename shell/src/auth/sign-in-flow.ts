import { getMe, signInWithPassword, signOutOfApi, toSession, type ApiError } from '@groombook/api-client';
import { sessionStore } from '@groombook/auth';
import type { SignInRequest } from '@groombook/contracts';
import type { SessionTokens } from './google-return';

/**
 * Asks the API who the tokens belong to, then stores the session with its role in one
 * step, so no page ever sees a signed-in user without a role. Throws the ApiError.
 */
export async function establishSession(tokens: SessionTokens): Promise<void> {
  const me = await getMe({ accessToken: tokens.access_token });
  if (!me.ok) throw me.error;
  const { user, role, company_id } = me.data;
  const session = toSession({ ...tokens, user: { id: user.id, email: user.email, created_at: user.created_at } });
  sessionStore.getState().signIn(session, { role, companyId: company_id });
}

/** Email and password sign-in (the login form). Throws the ApiError for the form to show. */
export async function signInWithEmail(credentials: SignInRequest): Promise<void> {
  const result = await signInWithPassword(credentials);
  if (!result.ok) throw result.error;
  await establishSession(result.data.session);
}

/**
 * Logout: the API ends the session's refresh tokens, then this browser forgets it. The
 * local sign-out happens even when the API cannot be reached, so Logout always works.
 */
export async function signOutEverywhere(): Promise<ApiError | null> {
  const session = sessionStore.getState().session;
  const result = session ? await signOutOfApi(session.refreshToken) : null;
  sessionStore.getState().signOut();
  return result && !result.ok ? result.error : null;
}
