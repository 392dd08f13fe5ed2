import { useMutation } from '@tanstack/react-query';
import { resetUserPasswordMutationOptions } from '@groombook/api-client';
import type { CompanyUser } from '@groombook/contracts';
import { Button, failureFeedback, type Feedback, successFeedback } from '@groombook/ui';

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
        onSuccess: () => onFeedback(successFeedback(`Password reset email sent to ${user.email}`)),
        onError: (error) => onFeedback(failureFeedback('Failed to send password reset email', error)),
      },
    );
  }

  return (
    <Button variant="subtle" size="xs" onClick={send} loading={reset.isPending} aria-label={`Reset password of ${user.email}`}>
      Reset Password
    </Button>
  );
}
