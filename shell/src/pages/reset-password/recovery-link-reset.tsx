import { useQuery } from '@tanstack/react-query';
import { errorMessage, resetPassword, unwrap, verifyRecoveryLink, type RecoveryTokens } from '@groombook/api-client';
import { sessionStore } from '@groombook/auth';
import { INVALID_RESET_LINK_MESSAGE } from '@groombook/contracts';
import { ROUTES } from '@groombook/routes';
import { Alert, Anchor, Center, Loader } from '@groombook/ui';
import { Link } from '@groombook/ui/router';
import { NewPasswordForm } from './new-password-form';

/** The reset page opened from the emailed link: the link is checked before the form shows. */
export function RecoveryLinkReset({ tokens }: { tokens: RecoveryTokens }) {
  const link = useQuery({
    queryKey: ['auth', 'recovery-link', tokens.access_token],
    queryFn: async ({ signal }) => {
      const verified = await unwrap(verifyRecoveryLink(tokens, signal));
      sessionStore.getState().recoveryLinkOpened();
      return verified;
    },
    // A bad link stays bad, and the answer must not be reused for a later visit.
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

  if (link.isPending) {
    return (
      <Center>
        <Loader size="sm" aria-label="Checking the reset link" />
      </Center>
    );
  }
  if (link.isError) {
    return (
      <>
        <Alert color="red" role="alert">
          {errorMessage(link.error, INVALID_RESET_LINK_MESSAGE)}
        </Alert>
        <Anchor component={Link} to={ROUTES.forgotPassword.path} size="sm" ta="center">
          Request a new password reset
        </Anchor>
      </>
    );
  }
  return (
    <NewPasswordForm
      intro="Please enter your new password below."
      failureMessage="Failed to reset password"
      save={({ password }) => unwrap(resetPassword(tokens, password))}
    />
  );
}
