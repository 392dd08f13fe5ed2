import { useQuery } from '@tanstack/react-query';
import { customerGroupsQueryOptions } from '@groombook/api-client';
import type { CustomerGroup } from '@groombook/contracts';
import { EmptyState, LoadingState, QueryFailureAlert, RowActions } from '@groombook/ui';
import { Table, TableHeader } from '@groombook/ui/table';

export interface GroupListProps {
  onEdit: (group: CustomerGroup) => void;
  onDelete: (group: CustomerGroup) => void;
}

/** The company's groups by name, with their member counts. */
export function GroupList({ onEdit, onDelete }: GroupListProps) {
  const groups = useQuery(customerGroupsQueryOptions());

  if (groups.isPending) return <LoadingState label="Loading groups..." />;

  const failure = groups.isError && <QueryFailureAlert title="Failed to load customer groups" query={groups} />;
  // A failed reload keeps the list it had, under the alert.
  if (!groups.data) return failure;
  if (groups.data.length === 0) {
    return (
      <>
        {failure}
        <EmptyState title="No customer groups created yet" />
      </>
    );
  }

  return (
    <>
      {failure}
      <Table verticalSpacing="sm" highlightOnHover>
        <TableHeader columns={['Name', 'Members']} actions />
        <Table.Tbody>
          {groups.data.map((group) => (
            <Table.Tr key={group.id}>
              <Table.Td>{group.name}</Table.Td>
              <Table.Td>{group.member_count}</Table.Td>
              <Table.Td>
                <RowActions label={group.name} onEdit={() => onEdit(group)} onDelete={() => onDelete(group)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
