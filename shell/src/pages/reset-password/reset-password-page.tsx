import { unwrap, updatePassword } from '@groombook/api-client';
import { useSession } from '@groombook/auth';
import { Alert, Center, Loader } from '@groombook/ui';
import { AuthCard } from '../auth-card';
import { useLinkTokens } from '../link-tokens';
import { NewPasswordForm } from './new-password-form';
import { RecoveryLinkReset } from './recovery-link-reset';

const LINK_PARAMS = ['access_token', 'refresh_token', 'type'] as const;

/**
 * /reset-password: from the emailed link of a reset or an invitation (access_token,
 * refresh_token, type=recovery; taken out of the address bar once read), or for a signed-in
 * user changing their password (who must give the current one).
 */
export function ResetPasswordPage() {
  const { access_token: accessToken, refresh_token: refreshToken, type } = useLinkTokens(LINK_PARAMS);
  const status = useSession((s) => s.status);
  const fromLink = type === 'recovery' && accessToken && refreshToken;

  let body;
  if (fromLink) {
    body = <RecoveryLinkReset tokens={{ access_token: accessToken, refresh_token: refreshToken }} />;
  } else if (status === 'loading') {
    body = (
      <Center>
        <Loader size="sm" aria-label="Verifying authentication..." />
      </Center>
    );
  } else if (status === 'signedIn') {
    body = (
      <NewPasswordForm
        intro="Please enter your new password below."
        askCurrentPassword
        failureMessage="Failed to update password"
        save={({ password, currentPassword }) => unwrap(updatePassword({ current_password: currentPassword, password }))}
      />
    );
  } else {
    body = (
      <Alert color="red" role="alert">
        You must access this page from the reset password email link.
      </Alert>
    );
  }
  return <AuthCard title="Reset password">{body}</AuthCard>;
}
