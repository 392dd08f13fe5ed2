import { useState } from 'react';
import { signOutEverywhere } from '../auth/sign-in-flow';

/** Logout from the header, the drawer or the page of an account without a salon; `leaving` while it runs (until the sign-in page loads). */
export function useLogout(): { logout: () => Promise<void>; leaving: boolean } {
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    await signOutEverywhere();
  };
  return { logout, leaving };
}
