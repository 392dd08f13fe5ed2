import { getMe, signOutOfApi, toSession } from '@groombook/api-client';
import { sessionStore, tellOtherTabs } from '@groombook/auth';
import type { AuthSession } from '@groombook/contracts/light';
import { ROUTES } from '@groombook/routes';
import { forgetSignedIn } from './session-hint';

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

const loadFromServer = (address: string) => window.location.replace(address);

/**
 * Logout: the API ends the cookie's session family and clears its cookies, every other tab
 * forgets the session, and this tab loads the sign-in page (its own document). This tab's
 * session goes with the document: dropping it first would make the guard send the user to
 * /login?redirect=… instead. The page is left even when the API cannot be reached, so Logout
 * always works.
 */
export async function signOutEverywhere(leave: (address: string) => void = loadFromServer): Promise<void> {
  await signOutOfApi();
  forgetSignedIn();
  tellOtherTabs({ type: 'signedOut' });
  leave(ROUTES.login.path);
}
