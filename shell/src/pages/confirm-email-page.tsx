import { useQuery } from '@tanstack/react-query';
import { confirmEmail, errorMessage, unwrap } from '@groombook/api-client';
import { INVALID_CONFIRMATION_LINK_MESSAGE } from '@groombook/contracts';
import { ROUTES } from '@groombook/routes';
import { Alert, Anchor, Center, Loader } from '@groombook/ui';
import { Link } from '@groombook/ui/router';
import { AuthCard } from './auth-card';
import { useLinkTokens } from './link-tokens';

const LINK_PARAMS = ['token'] as const;

/** /confirm-email?token=…: the link of the sign-up email. The token is sent once, on arrival, and taken out of the address bar. */
export function ConfirmEmailPage() {
  const token = useLinkTokens(LINK_PARAMS).token ?? '';
  const confirmation = useQuery({
    queryKey: ['auth', 'confirm-email', token],
    queryFn: ({ signal }) => unwrap(confirmEmail(token, signal)),
    enabled: token !== '',
    // A token works once: no retry, no refetch, and no answer kept for a later visit.
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

  let body;
  if (!token || confirmation.isError) {
    body = (
      <Alert color="red" role="alert">
        {confirmation.isError ? errorMessage(confirmation.error, INVALID_CONFIRMATION_LINK_MESSAGE) : INVALID_CONFIRMATION_LINK_MESSAGE}
      </Alert>
    );
  } else if (confirmation.isPending) {
    body = (
      <Center>
        <Loader size="sm" aria-label="Confirming your email address" />
      </Center>
    );
  } else {
    body = (
      <>
        <Alert color="teal" role="status">
          {confirmation.data.message}
        </Alert>
        <Anchor component={Link} to={ROUTES.login.path} size="sm" ta="center">
          Sign in
        </Anchor>
      </>
    );
  }
  return <AuthCard title="Confirm email">{body}</AuthCard>;
}
