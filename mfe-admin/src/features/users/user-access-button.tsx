import { useMutation } from '@tanstack/react-query';
import { setUserDisabledMutationOptions } from '@groombook/api-client';
import type { CompanyUser } from '@groombook/contracts';
import { failureFeedback, type Feedback, successFeedback } from '@groombook/ui';
import { ConfirmButton } from '@groombook/ui/dialogs';

export interface UserAccessButtonProps {
  user: CompanyUser;
  companyId: string;
  onFeedback: (feedback: Feedback) => void;
}

/**
 * Disable or Enable, each asked for with a confirmation first: disabling ends the user's
 * sessions at once, so a slip of the mouse must not sign a groomer out mid-appointment.
 */
export function UserAccessButton({ user, companyId, onFeedback }: UserAccessButtonProps) {
  const change = useMutation(setUserDisabledMutationOptions(companyId));
  const disabling = !user.disabled;

  function confirm(close: () => void) {
    change.mutate(
      { id: user.id, disabled: disabling },
      {
        onSuccess: () => onFeedback(successFeedback(disabling ? `Disabled ${user.email}` : `Enabled ${user.email}`)),
        onError: (error) => onFeedback(failureFeedback(disabling ? 'Failed to disable user' : 'Failed to enable user', error)),
        onSettled: close,
      },
    );
  }

  return (
    <ConfirmButton
      variant="light"
      color={disabling ? 'red' : undefined}
      size="xs"
      aria-label={`${disabling ? 'Disable' : 'Enable'} ${user.email}`}
      title={disabling ? 'Disable user' : 'Enable user'}
      message={
        disabling
          ? `Disable ${user.email}? They are signed out at once and cannot sign in until they are enabled again.`
          : `Enable ${user.email}? They can sign in again.`
      }
      confirmLabel={disabling ? 'Disable' : 'Enable'}
      danger={disabling}
      busy={change.isPending}
      onConfirm={confirm}
    >
      {disabling ? 'Disable' : 'Enable'}
    </ConfirmButton>
  );
}
