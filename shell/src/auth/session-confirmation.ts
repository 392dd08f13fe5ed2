import { getMe } from '@groombook/api-client';
import { sessionStore } from '@groombook/auth';

/**
 * Confirms a session that is stored but not yet trusted (after a reload, or written by
 * another tab): GET /api/me gives the role and company, or the session is dropped.
 */
export async function confirmSession(): Promise<void> {
  const before = sessionStore.getState().session;
  if (!before) return;
  const me = await getMe();
  const state = sessionStore.getState();
  // Signed out, or someone else signed in, while the answer was on its way: not ours to apply.
  if (state.status !== 'loading' || state.session?.user.id !== before.user.id) return;
  if (me.ok) {
    state.setIdentity(me.data.role, me.data.company_id);
  } else if (me.error.status === 0 || me.error.status >= 500) {
    // The API is unreachable or failing: signed out for now, but a later reload tries the stored session again.
    state.signOutThisPage();
  } else {
    state.signOut();
  }
}

/** Confirms the session whenever the store says 'loading'; returns the function that stops watching. */
export function watchSessionConfirmation(): () => void {
  let running = false;
  const check = () => {
    const { status, session } = sessionStore.getState();
    if (running || status !== 'loading' || !session) return;
    running = true;
    void confirmSession().finally(() => {
      running = false;
      // Another tab may have signed in someone else meanwhile.
      check();
    });
  };
  const stop = sessionStore.subscribe(check);
  check();
  return stop;
}
