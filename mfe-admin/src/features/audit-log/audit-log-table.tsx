import type { AuditTrailEntry } from '@groombook/contracts';
import { Badge, Text } from '@groombook/ui';
import { Table, TableHeader } from '@groombook/ui/table';
import { UNCLIPPED_BADGE } from '../../shared/unclipped-badge';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function formatWhen(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : when.format(date);
}

/** What a request wrote to: its email or name when known, else its kind and id. */
function targetText(entry: AuditTrailEntry): string {
  if (!entry.target_type || !entry.target_id) return '';
  return entry.target_label ?? `${entry.target_type} ${entry.target_id}`;
}

/** Who, in which company (and acting in which), to what, what (the request and its answer), when. */
export function AuditLogTable({ entries }: { entries: AuditTrailEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped verticalSpacing="xs" aria-label="Audit log">
        <TableHeader columns={['When', 'Who', 'Company', 'Acting in', 'Target', 'What', 'Answer']} />
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <time dateTime={entry.created_at}>{formatWhen(entry.created_at)}</time>
              </Table.Td>
              <Table.Td>{entry.actor_email}</Table.Td>
              <Table.Td>{entry.company_name ?? 'Platform'}</Table.Td>
              <Table.Td>{entry.acting_company_name ?? ''}</Table.Td>
              <Table.Td>{targetText(entry)}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {entry.method} {entry.path}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={entry.status < 400 ? 'green' : 'red'} {...UNCLIPPED_BADGE}>
                  {entry.status}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
