import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@groombook/api-client';
import { PASSWORD_RESET_REDIRECT_MS } from '@groombook/domain';
import { ROUTES } from '@groombook/routes';
import { Alert, Button, Stack, Text } from '@groombook/ui';
import { useNavigate } from '@groombook/ui/router';
import { currentPasswordError, newPasswordError } from '../../auth/new-password';
import { PasswordStrengthMeter } from './password-strength-meter';
import { PasswordField } from '../auth-fields';

export interface PasswordEntry {
  password: string;
  /** '' unless the form asks for it. */
  currentPassword: string;
}

interface Props {
  intro: ReactNode;
  /** A signed-in user proves who they are with the current password; a recovery link is proof enough. */
  askCurrentPassword?: boolean;
  /** Saves the password; resolves with the server's confirmation. */
  save: (entry: PasswordEntry) => Promise<{ message: string }>;
  failureMessage: string;
}

/** New password and its confirmation; after success, /login follows after 3 seconds. */
export function NewPasswordForm({ intro, askCurrentPassword = false, save, failureMessage }: Props) {
  const navigate = useNavigate();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const saving = useMutation({ mutationFn: save });

  useEffect(() => {
    if (!saving.isSuccess) return;
    const timer = setTimeout(() => navigate(ROUTES.login.path, { replace: true }), PASSWORD_RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [saving.isSuccess, navigate]);

  if (saving.isSuccess) {
    return (
      <Alert color="teal" role="status" title={saving.data.message || 'Your password has been updated.'}>
        Redirecting to the login page...
      </Alert>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = (askCurrentPassword ? currentPasswordError(currentPassword) : null) ?? newPasswordError(password, confirmation);
    setFormError(problem);
    if (!problem) saving.mutate({ password, currentPassword });
  };

  const failure = formError ?? (saving.isError ? errorMessage(saving.error, failureMessage) : null);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{intro}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {askCurrentPassword && (
          <PasswordField label="Current password" autoComplete="current-password" value={currentPassword} onChange={setCurrentPassword} />
        )}
        <PasswordField label="New password" autoComplete="new-password" value={password} onChange={setPassword} />
        <PasswordStrengthMeter password={password} />
        <PasswordField label="Confirm new password" autoComplete="new-password" value={confirmation} onChange={setConfirmation} />
        <Button type="submit" loading={saving.isPending}>
          Update password
        </Button>
      </Stack>
    </form>
  );
}
