import type { AssignableRole } from '@groombook/api-client';
import type { CompanyUser } from '@groombook/contracts';
import { formatDate } from '../../shared/format-date';
import type { Feedback } from '@groombook/ui';
import { Table } from '@groombook/ui';
import { PasswordResetButton } from './password-reset-button';
import { UserRoleSelect } from './user-role-select';

export interface UserRowProps {
  user: CompanyUser;
  companyId: string;
  choices: AssignableRole[];
  onFeedback: (feedback: Feedback) => void;
}

export function UserRow({ user, companyId, choices, onFeedback }: UserRowProps) {
  return (
    <Table.Tr>
      <Table.Td>{user.email}</Table.Td>
      <Table.Td>{user.name || '—'}</Table.Td>
      <Table.Td>
        <UserRoleSelect user={user} companyId={companyId} choices={choices} onFeedback={onFeedback} />
      </Table.Td>
      <Table.Td>{formatDate(user.created_at)}</Table.Td>
      <Table.Td>
        <PasswordResetButton user={user} onFeedback={onFeedback} />
      </Table.Td>
    </Table.Tr>
  );
}
