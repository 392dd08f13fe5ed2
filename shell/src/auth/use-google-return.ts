import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '@groombook/api-client';
import { GOOGLE_SIGN_IN_FAILED, readGoogleReturn } from './google-return';
import { establishSession } from './sign-in-flow';

export interface GoogleReturnState {
  /** True while the tokens from Google are being turned into a session. */
  busy: boolean;
  error: string | null;
}

/**
 * On /login after Google: takes the tokens out of the address bar at once (they must not
 * stay in the history), loads the user with them, stores the session and moves on.
 */
export function useGoogleReturn(): GoogleReturnState {
  const location = useLocation();
  const navigate = useNavigate();
  const [found] = useState(() => readGoogleReturn(location.hash));
  const [state, setState] = useState<GoogleReturnState>({
    busy: found?.type === 'tokens',
    error: found?.type === 'error' ? found.message : null,
  });
  const handled = useRef(false);

  useEffect(() => {
    if (!found || handled.current) return;
    handled.current = true;
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    if (found.type !== 'tokens') return;
    establishSession(found.tokens)
      .then(() => navigate(found.redirectTo, { replace: true }))
      .catch((error: unknown) => setState({ busy: false, error: errorMessage(error, GOOGLE_SIGN_IN_FAILED) }));
  }, [found, location.pathname, location.search, navigate]);

  return state;
}
