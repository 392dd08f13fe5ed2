import { useMutation } from '@tanstack/react-query';
import { Button } from '@mantine/core';
import { resetUserPasswordMutationOptions } from '@groombook/api-client';
import type { CompanyUser } from '@groombook/contracts';
import type { Feedback } from './feedback';

export interface PasswordResetButtonProps {
  user: CompanyUser;
  onFeedback: (feedback: Feedback) => void;
}

export function PasswordResetButton({ user, onFeedback }: PasswordResetButtonProps) {
  const reset = useMutation(resetUserPasswordMutationOptions());

  function send() {
    reset.mutate(
      { id: user.id, email: user.email },
      {
        onSuccess: () => onFeedback({ tone: 'success', message: `Password reset email sent to ${user.email}` }),
        onError: (error) =>
          onFeedback({ tone: 'error', message: `Failed to send password reset email: ${error.message}` }),
      },
    );
  }

  return (
    <Button variant="subtle" size="xs" onClick={send} loading={reset.isPending} aria-label={`Reset password of ${user.email}`}>
      Reset Password
    </Button>
  );
}
