import type { AssignableRole } from '@groombook/api-client';
import type { CompanyUser } from '@groombook/contracts';
import { formatDate } from '../../shared/format-date';
import { UNCLIPPED_BADGE } from '../../shared/unclipped-badge';
import type { Feedback } from '@groombook/ui';
import { Badge, Group } from '@groombook/ui';
import { Table } from '@groombook/ui/table';
import { PasswordResetButton } from './password-reset-button';
import { UserAccessButton } from './user-access-button';
import { UserRoleSelect } from './user-role-select';

export interface UserRowProps {
  user: CompanyUser;
  companyId: string;
  choices: AssignableRole[];
  /** The signed-in user's row: no Disable button, since nobody may lock themself out. */
  isSelf: boolean;
  onFeedback: (feedback: Feedback) => void;
}

export function UserRow({ user, companyId, choices, isSelf, onFeedback }: UserRowProps) {
  return (
    <Table.Tr>
      <Table.Td>{user.email}</Table.Td>
      <Table.Td>{user.name || '—'}</Table.Td>
      <Table.Td>
        <UserRoleSelect user={user} companyId={companyId} choices={choices} onFeedback={onFeedback} />
      </Table.Td>
      <Table.Td>
        {user.disabled ? (
          <Badge color="red" variant="light" {...UNCLIPPED_BADGE}>
            Disabled
          </Badge>
        ) : (
          <Badge color="green" variant="light" {...UNCLIPPED_BADGE}>
            Active
          </Badge>
        )}
      </Table.Td>
      <Table.Td>{formatDate(user.created_at)}</Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <PasswordResetButton user={user} onFeedback={onFeedback} />
          {!isSelf && <UserAccessButton user={user} companyId={companyId} onFeedback={onFeedback} />}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
