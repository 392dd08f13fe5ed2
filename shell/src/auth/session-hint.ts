import { sessionStore } from '@groombook/auth';

/**
 * Whether this browser was signed in when it last knew: a flag in localStorage, set while the
 * session is signed in and cleared at sign-out. It decides nothing about access (the refresh
 * cookie does); the shell only uses it to start loading a signed-in page's remote at boot, beside
 * the session's restore, for someone likely to be let in (anyone else's starts once the refresh
 * cookie gives a session). A visitor without a session downloads nothing of a signed-in page.
 */
const KEY = 'groombook.signed-in';

export function wasSignedIn(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Keeps the flag in step with the session store; returns the function that stops. */
export function rememberSignedIn(): () => void {
  const write = () => {
    const { status } = sessionStore.getState();
    try {
      if (status === 'signedIn') window.localStorage.setItem(KEY, '1');
      else if (status === 'signedOut') window.localStorage.removeItem(KEY);
    } catch {
      // Storage refused (private mode, quota): the shell then preloads nothing at boot.
    }
  };
  write();
  return sessionStore.subscribe(write);
}
