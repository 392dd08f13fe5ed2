import { useState } from 'react';
import { useSession } from '@groombook/auth';
import { ROUTES } from '@groombook/routes';
import { Button, LinkButton, Text } from '@groombook/ui';
import { useNavigate } from '@groombook/ui/router';
import { signOutEverywhere } from '../auth/sign-in-flow';
import { headerUserLabel } from './account-labels';

/** The end of the header (and the bottom of the drawer): who is signed in, Settings and Logout, or Login. */
export function AccountSection() {
  const status = useSession((s) => s.status);
  const role = useSession((s) => s.role);
  const email = useSession((s) => s.session?.user.email ?? '');
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  // While the session is checked the header cannot yet say signed in or out.
  if (status === 'loading') return null;
  if (status === 'signedOut') {
    return (
      <LinkButton to={ROUTES.login.path} variant="light" size="compact-sm">
        Login
      </LinkButton>
    );
  }

  const logout = async () => {
    setLeaving(true);
    // Be on /login before the session goes: signed out on a guarded page, the guard would send
    // the user to /login?redirect=… instead. flushSync commits the move now, not in a transition.
    await navigate(ROUTES.login.path, { flushSync: true });
    await signOutEverywhere();
    setLeaving(false);
  };

  return (
    <>
      {/* Narrow enough that an admin's links all fit beside it from about 1280px; the full address is in the title. */}
      <Text size="sm" c="dimmed" truncate="end" maw={150} title={headerUserLabel(role, email)} data-testid="signed-in-user">
        {headerUserLabel(role, email)}
      </Text>
      <LinkButton to={ROUTES.settings.path} variant="subtle" size="compact-sm">
        Settings
      </LinkButton>
      <Button variant="default" size="compact-sm" onClick={() => void logout()} loading={leaving}>
        Logout
      </Button>
    </>
  );
}
