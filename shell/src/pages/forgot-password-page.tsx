import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, forgotPasswordMutationOptions } from '@groombook/api-client';
import { FORGOT_PASSWORD_MESSAGE, forgotPasswordRequestSchema } from '@groombook/contracts';
import { ROUTES } from '@groombook/routes';
import { Alert, Anchor, Button, Stack, Text } from '@groombook/ui';
import { Link } from '@groombook/ui/router';
import { AuthCard } from './auth-card';
import { EmailField } from './auth-fields';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const sendReset = useMutation(forgotPasswordMutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordRequestSchema.shape.email.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? 'Email is required');
      return;
    }
    setEmailError(null);
    // The emailed link must come back to this site, wherever it is served from.
    sendReset.mutate({ email: parsed.data, redirectOrigin: window.location.origin });
  };

  return (
    <AuthCard title="Forgot password">
      {sendReset.isSuccess ? (
        <Alert color="teal" role="status">
          {FORGOT_PASSWORD_MESSAGE}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Enter the email you sign in with and we will send you a link to set a new password.
            </Text>
            {sendReset.isError && (
              <Alert color="red" role="alert">
                {errorMessage(sendReset.error, 'Failed to send password reset email')}
              </Alert>
            )}
            <EmailField value={email} onChange={setEmail} error={emailError} />
            <Button type="submit" loading={sendReset.isPending}>
              Send reset instructions
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={ROUTES.login.path} size="sm" ta="center">
        Back to sign in
      </Anchor>
    </AuthCard>
  );
}
