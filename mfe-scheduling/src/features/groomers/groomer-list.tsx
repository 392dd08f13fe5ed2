import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { groomersQueryOptions } from '@groombook/api-client';
import type { Groomer } from '@groombook/contracts';
import { createFuzzySearch } from '@groombook/domain';
import { EmptyState, LoadingState, QueryFailureAlert, RowActions, Stack, Table, TableHeader } from '@groombook/ui';

export interface GroomerListProps {
  search: string;
  onEdit: (groomer: Groomer) => void;
  onDelete: (groomer: Groomer) => void;
}

/** The company's groomers by name, narrowed by the fuzzy search on the name. */
export function GroomerList({ search, onEdit, onDelete }: GroomerListProps) {
  const groomers = useQuery(groomersQueryOptions());
  const searchGroomers = useMemo(() => createFuzzySearch(groomers.data ?? []), [groomers.data]);

  if (groomers.isPending) {
    return <LoadingState label="Loading groomers..." />;
  }

  const failure = groomers.isError && <QueryFailureAlert title="Failed to load groomers. Please try again." query={groomers} />;
  if (!groomers.data) return failure;

  const found = searchGroomers(search);
  return (
    <Stack>
      {failure}
      {groomers.data.length === 0 ? (
        <EmptyState title="No groomers added yet." />
      ) : found.length === 0 ? (
        <EmptyState title="No groomers found matching your search." />
      ) : (
        <Table verticalSpacing="sm" highlightOnHover>
          <TableHeader columns={['Name']} actions />
          <Table.Tbody>
            {found.map((groomer) => (
              <Table.Tr key={groomer.id}>
                <Table.Td>{groomer.name}</Table.Td>
                <Table.Td>
                  <RowActions label={groomer.name} onEdit={() => onEdit(groomer)} onDelete={() => onDelete(groomer)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
