import { useQuery } from '@tanstack/react-query';
import { usersQueryOptions, type AssignableRole } from '@groombook/api-client';
import { useSession } from '@groombook/auth';
import { Center, FailureAlert, type Feedback, Loader, Text } from '@groombook/ui';
import { Table, TableHeader } from '@groombook/ui/table';
import { UserRow } from './user-row';

export interface UsersTableProps {
  companyId: string;
  choices: AssignableRole[];
  onFeedback: (feedback: Feedback) => void;
}

export function UsersTable({ companyId, choices, onFeedback }: UsersTableProps) {
  const users = useQuery(usersQueryOptions(companyId));
  const selfId = useSession((state) => state.session?.user.id ?? null);

  if (users.isPending) {
    return (
      <Center py="md">
        <Loader aria-label="Loading users" />
      </Center>
    );
  }
  if (users.isError) return <FailureAlert title="Failed to fetch users" error={users.error} />;
  if (users.data.length === 0) return <Text c="dimmed">This company has no users yet.</Text>;

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs">
        <TableHeader columns={['Email', 'Name', 'Role', 'Access', 'Created']} actions />
        <Table.Tbody>
          {users.data.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              companyId={companyId}
              choices={choices}
              isSelf={user.id === selfId}
              onFeedback={onFeedback}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
