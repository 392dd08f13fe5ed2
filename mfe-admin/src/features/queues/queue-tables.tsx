import type { FailedJob, QueueOverview } from '@groombook/contracts';
import { Badge, Button, Group, Text } from '@groombook/ui';
import { Table, TableHeader } from '@groombook/ui/table';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function formatWhen(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : when.format(date);
}

const COUNTS = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/** One row per queue: its jobs by state. */
export function QueueCountsTable({ queues }: { queues: QueueOverview[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" aria-label="Queues">
        <TableHeader columns={['Queue', 'Waiting', 'Active', 'Delayed', 'Failed', 'Completed']} />
        <Table.Tbody>
          {queues.map((queue) => (
            <Table.Tr key={queue.name}>
              <Table.Th scope="row">{queue.name}</Table.Th>
              {COUNTS.map((state) => (
                <Table.Td key={state}>
                  {state === 'failed' && queue.counts.failed > 0 ? (
                    <Badge variant="light" color="red">
                      {queue.counts.failed}
                    </Badge>
                  ) : (
                    queue.counts[state]
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export interface FailedJobsTableProps {
  failures: { queue: string; job: FailedJob }[];
  onRetry: (queue: string, job: FailedJob) => void;
  onRemove: (queue: string, job: FailedJob) => void;
}

/** The latest failed jobs: which, why, after how many runs, when; each with Retry and Remove. */
export function FailedJobsTable({ failures, onRetry, onRemove }: FailedJobsTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs" aria-label="Failed jobs">
        <TableHeader columns={['Queue', 'Job', 'Reason', 'Runs', 'Failed at']} actions />
        <Table.Tbody>
          {failures.map(({ queue, job }) => (
            <Table.Tr key={`${queue}:${job.id}`}>
              <Table.Td>{queue}</Table.Td>
              <Table.Td>
                <Text size="sm">{job.name}</Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  #{job.id}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ wordBreak: 'break-word' }}>
                  {job.failedReason ?? 'No reason given'}
                </Text>
              </Table.Td>
              <Table.Td>{job.attemptsMade}</Table.Td>
              <Table.Td>{job.finishedOn ? <time dateTime={job.finishedOn}>{formatWhen(job.finishedOn)}</time> : '—'}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => onRetry(queue, job)} aria-label={`Retry job ${job.id} of ${queue}`}>
                    Retry
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => onRemove(queue, job)}
                    aria-label={`Remove job ${job.id} of ${queue}`}
                  >
                    Remove
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
