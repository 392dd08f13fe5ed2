import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { groomerHoursQueryOptions, groomersQueryOptions, timeOffQueryOptions } from '@groombook/api-client';
import type { Groomer } from '@groombook/contracts';
import { createFuzzySearch } from '@groombook/domain';
import { Badge, Button, EmptyState, Group, LoadingState, QueryFailureAlert, RowActions, Stack, Text } from '@groombook/ui';
import { Table, TableHeader } from '@groombook/ui/table';
import { scheduleSummary } from './groomer-schedule-summary';
import { upcomingTimeOffRange } from './upcoming-time-off';

export interface GroomerListProps {
  search: string;
  onEdit: (groomer: Groomer) => void;
  onDelete: (groomer: Groomer) => void;
  /** Opens the groomer's hours, breaks and time off; `opener` is the button, for the focus to return to. */
  onHours: (groomer: Groomer, opener: HTMLElement) => void;
}

/**
 * The company's groomers by name, narrowed by the fuzzy search on the name, each with their
 * hours in a word and their next time off (two reads for the whole list, none per row).
 */
export function GroomerList({ search, onEdit, onDelete, onHours }: GroomerListProps) {
  const groomers = useQuery(groomersQueryOptions());
  const range = upcomingTimeOffRange();
  const weeks = useQuery(groomerHoursQueryOptions());
  const timeOff = useQuery(timeOffQueryOptions(range.from, range.to));
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
          <TableHeader columns={['Name', 'Schedule']} actions />
          <Table.Tbody>
            {found.map((groomer) => {
              const summary = weeks.data && scheduleSummary(groomer.id, weeks.data.find((week) => week.groomer_id === groomer.id), timeOff.data ?? [], range.from);
              return (
                <Table.Tr key={groomer.id}>
                  <Table.Td>{groomer.name}</Table.Td>
                  <Table.Td>
                    {summary && (
                      <Group gap="xs" wrap="wrap">
                        <Text size="sm">{summary.hours}</Text>
                        {summary.off && (
                          <Badge variant="light" color="orange" style={{ textTransform: 'none' }}>
                            {summary.off}
                          </Badge>
                        )}
                      </Group>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="wrap">
                      <Button variant="light" size="xs" onClick={(event) => onHours(groomer, event.currentTarget)} aria-label={`Hours for ${groomer.name}`}>
                        Hours
                      </Button>
                      <RowActions label={groomer.name} onEdit={() => onEdit(groomer)} onDelete={() => onDelete(groomer)} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
