import { useState } from 'react';
import { ROUTES } from '@groombook/routes';
import { useNavigate } from '@groombook/ui/router';
import { signOutEverywhere } from '../auth/sign-in-flow';

/** Logout from the header, the drawer or the page of an account without a salon; `leaving` while it runs. */
export function useLogout(): { logout: () => Promise<void>; leaving: boolean } {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    // Be on /login before the session goes: signed out on a guarded page, the guard would send
    // the user to /login?redirect=… instead. flushSync commits the move now, not in a transition.
    await navigate(ROUTES.login.path, { flushSync: true });
    await signOutEverywhere();
    setLeaving(false);
  };
  return { logout, leaving };
}
