import { useMutation } from '@tanstack/react-query';
import { updateUserRoleMutationOptions, type AssignableRole } from '@groombook/api-client';
import type { CompanyUser } from '@groombook/contracts';
import { failureFeedback, type Feedback } from '@groombook/ui';
import { Select } from '@groombook/ui/controls';
import { isAssignable, roleOptions } from './role-choices';

export interface UserRoleSelectProps {
  user: CompanyUser;
  companyId: string;
  choices: AssignableRole[];
  onFeedback: (feedback: Feedback) => void;
}

/** A user's role; a change shows at once and is undone (and the list reloaded) if the server refuses it. */
export function UserRoleSelect({ user, companyId, choices, onFeedback }: UserRoleSelectProps) {
  const change = useMutation(updateUserRoleMutationOptions(companyId));

  function select(role: string | null) {
    if (!isAssignable(choices, role) || role === user.role) return;
    change.mutate(
      { id: user.id, role },
      { onError: (error) => onFeedback(failureFeedback('Failed to update user role', error)) },
    );
  }

  return (
    <Select
      aria-label={`Role of ${user.email}`}
      data={roleOptions(choices, user.role)}
      value={user.role}
      onChange={select}
      allowDeselect={false}
      disabled={change.isPending}
      w={150}
    />
  );
}
