import { useState } from 'react';
import { getMe } from '@groombook/api-client';
import { sessionStore, useSession } from '@groombook/auth';
import { Alert, Button, Group, Page, Paper, Stack, Text } from '@groombook/ui';
import { useLogout } from '../layout/use-logout';

/**
 * What a signed-in user who belongs to no salon sees on its pages (a new sign-up, a new Google
 * account): who they are signed in as, and that a salon's administrator must add them.
 */
export function NoCompanyPage() {
  const email = useSession((s) => s.session?.user.email ?? '');
  const { logout, leaving } = useLogout();
  const [checking, setChecking] = useState(false);
  const [stillNone, setStillNone] = useState(false);

  // Once an administrator has added them, the user can carry on without signing in again.
  const checkAgain = async () => {
    setChecking(true);
    const me = await getMe();
    setChecking(false);
    if (me.ok && me.data.company_id) sessionStore.getState().setIdentity(me.data.role, me.data.company_id);
    else setStillNone(true);
  };

  return (
    <Page title="You are not part of a salon yet">
      <Paper withBorder p="lg" maw={640}>
        <Stack>
          <Text>
            You are signed in as <strong>{email}</strong>, but your account is not yet part of a salon, so there are no
            customers or appointments to show.
          </Text>
          <Text>Ask your salon&apos;s administrator to add you. Then check again here, or sign in again later.</Text>
          {stillNone && (
            <Alert color="yellow" role="status">
              Your account is still not part of a salon.
            </Alert>
          )}
          <Group>
            <Button variant="default" onClick={() => void checkAgain()} loading={checking}>
              Check again
            </Button>
            <Button onClick={() => void logout()} loading={leaving}>
              Sign out
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Page>
  );
}
