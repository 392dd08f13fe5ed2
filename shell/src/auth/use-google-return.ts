import { useEffect, useRef, useState } from 'react';
import { redeemGoogleCode } from '@groombook/api-client';
import { useLocation, useNavigate } from '@groombook/ui/router';
import { GOOGLE_SIGN_IN_FAILED, readGoogleReturn } from './google-return';
import { safeRedirectTarget } from './redirect-target';
import { establishSession } from './sign-in-flow';
import { signInFailureMessage } from './sign-in-refusal';

export interface GoogleReturnState {
  /** True while the code from Google is being turned into a session. */
  busy: boolean;
  error: string | null;
}

/** Redeems the one-time code (this browser's state cookie goes with it) and holds the session. Throws the ApiError. */
async function signInWithGoogleCode(code: string): Promise<string> {
  const redeemed = await redeemGoogleCode(code);
  if (!redeemed.ok) throw redeemed.error;
  await establishSession(redeemed.data.session);
  return safeRedirectTarget(redeemed.data.redirect_to);
}

/**
 * On /login after Google: takes the code out of the address bar at once (it must not stay
 * in the history), redeems it, holds the session and moves on to where the user was going.
 */
export function useGoogleReturn(): GoogleReturnState {
  const location = useLocation();
  const navigate = useNavigate();
  const [found] = useState(() => readGoogleReturn(location.hash));
  const [state, setState] = useState<GoogleReturnState>({
    busy: found?.type === 'code',
    error: found?.type === 'error' ? found.message : null,
  });
  const handled = useRef(false);

  useEffect(() => {
    if (!found || handled.current) return;
    handled.current = true;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    if (found.type !== 'code') return;
    signInWithGoogleCode(found.code)
      .then((target) => navigate(target, { replace: true }))
      .catch((error: unknown) => setState({ busy: false, error: signInFailureMessage(error, GOOGLE_SIGN_IN_FAILED) }));
  }, [found, location.pathname, location.search, navigate]);

  return state;
}
