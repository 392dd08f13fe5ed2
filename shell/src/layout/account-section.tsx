import { useSession } from '@groombook/auth';
import { ROUTES } from '@groombook/routes';
import { Button, Center, Divider, HeaderDisclosure, LinkButton, Stack, Text, UnstyledButton, VisuallyHidden } from '@groombook/ui';
import { Link } from '@groombook/ui/router';
import { headerUserLabel } from './account-labels';
import { accountLinksFor } from './navigation';
import { useLogout } from './use-logout';

function LoginLink() {
  return (
    <LinkButton to={ROUTES.login.path} variant="light" size="compact-sm">
      Login
    </LinkButton>
  );
}

/** Who is signed in, as the header and the drawer name them, and how they log out. */
function useAccount() {
  const status = useSession((s) => s.status);
  const role = useSession((s) => s.role);
  const email = useSession((s) => s.session?.user.email ?? '');
  const { logout, leaving } = useLogout();
  return { status, role, email, label: headerUserLabel(role, email), logout, leaving };
}

/**
 * The end of the header: the account menu (who is signed in; Settings; Logout), or Login when
 * signed out.
 */
export function AccountSection() {
  const { status, role, email, label, logout, leaving } = useAccount();
  // While the session is checked the header cannot yet say signed in or out.
  if (status === 'loading') return null;
  if (status === 'signedOut') return <LoginLink />;

  return (
    <HeaderDisclosure
      testId="account-menu"
      trigger={
        <>
          <VisuallyHidden>
            Account: <span data-testid="signed-in-user">{label}</span>
          </VisuallyHidden>
          {/* Seen: the label from 1200px, where every link fits beside it; the initial under. */}
          <Text span size="sm" truncate="end" maw={180} aria-hidden visibleFrom="lg">
            {label}
          </Text>
          <Center inline component="span" aria-hidden w={26} h={26} bg="gray.2" fw={700} hiddenFrom="lg" style={{ borderRadius: '50%' }}>
            {email.charAt(0).toUpperCase()}
          </Center>
        </>
      }
      >
        {(close) => (
          <Stack gap={2}>
            <Text size="sm" fw={600} px={8} py={4} style={{ wordBreak: 'break-all' }}>
              {label}
            </Text>
            <Divider my={2} />
            {accountLinksFor(role).map((link) => (
              <UnstyledButton key={link.to} component={Link} to={link.to} className="gb-header-panel-item" onClick={close}>
                {link.label}
              </UnstyledButton>
            ))}
            <Divider my={2} />
            <UnstyledButton className="gb-header-panel-item" onClick={() => void logout()} disabled={leaving}>
              Logout
            </UnstyledButton>
          </Stack>
        )}
    </HeaderDisclosure>
  );
}

/** The bottom of the drawer (narrow screens): the same, laid out flat. */
export function DrawerAccountSection() {
  const { status, role, label, logout, leaving } = useAccount();
  if (status === 'loading') return null;
  if (status === 'signedOut') return <LoginLink />;

  return (
    <Stack gap="xs">
      <Divider />
      <Text size="sm" style={{ wordBreak: 'break-all' }} data-testid="signed-in-user">
        {label}
      </Text>
      {accountLinksFor(role).map((link) => (
        <UnstyledButton key={link.to} component={Link} to={link.to} className="gb-nav-link">
          {link.label}
        </UnstyledButton>
      ))}
      <Button variant="default" size="compact-sm" onClick={() => void logout()} loading={leaving}>
        Logout
      </Button>
    </Stack>
  );
}
