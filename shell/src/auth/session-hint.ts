import { sessionStore } from '@groombook/auth';
import { SIGN_IN_STORAGE_KEYS } from '@groombook/contracts/light';

/**
 * Whether this browser was signed in when it last knew: a flag in localStorage, set while the
 * session is signed in (and by the sign-in page) and cleared at sign-out. It decides nothing
 * about access (the refresh cookie does); the shell only uses it to start loading a signed-in
 * page's remote at boot, beside the session's restore, for someone likely to be let in (anyone
 * else's starts once the refresh cookie gives a session).
 */
const KEY = SIGN_IN_STORAGE_KEYS.signedIn;

export function wasSignedIn(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Clears the flag (Logout, which leaves the page before the session store signs out). */
export function forgetSignedIn(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}

/**
 * Keeps the flag in step with the session store, and leaves the reason a session was ended
 * (a disabled account, a suspended salon) in sessionStorage for the sign-in page, a document of
 * its own, to say. Returns the function that stops.
 */
export function rememberSignedIn(): () => void {
  const write = () => {
    const { status, signOutReason } = sessionStore.getState();
    try {
      if (status === 'signedIn') window.localStorage.setItem(KEY, '1');
      else if (status === 'signedOut') {
        window.localStorage.removeItem(KEY);
        if (signOutReason) window.sessionStorage.setItem(SIGN_IN_STORAGE_KEYS.signOutReason, signOutReason);
      }
    } catch {
      // Storage refused (private mode, quota): the shell then preloads nothing at boot.
    }
  };
  write();
  return sessionStore.subscribe(write);
}
