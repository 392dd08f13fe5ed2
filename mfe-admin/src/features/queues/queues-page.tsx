import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminQueuesQueryOptions, queueJobMutationOptions } from '@groombook/api-client';
import type { FailedJob, QueueOverview } from '@groombook/contracts';
import { Alert, EmptyState, type Feedback, FeedbackAlert, failureFeedback, LoadingState, Page, QueryFailureAlert, Stack, successFeedback, Title } from '@groombook/ui';
import { ConfirmDialog } from '@groombook/ui/dialogs';
import { FailedJobsTable, QueueCountsTable } from './queue-tables';
import { SmsCapsSection } from './sms-caps-section';
import { ROUTES } from '@groombook/routes';

/** A retry or removal waiting for its confirmation. */
interface Pending {
  action: 'retry' | 'remove';
  queue: string;
  job: FailedJob;
}

/** Every queue's failures, newest first, each with its queue. */
function failuresOf(queues: QueueOverview[]): { queue: string; job: FailedJob }[] {
  return queues
    .flatMap((queue) => queue.failures.map((job) => ({ queue: queue.name, job })))
    .sort((a, b) => (b.job.finishedOn ?? '').localeCompare(a.job.finishedOn ?? ''));
}

/**
 * /super-admin/queues: each background-job queue's counts, and the latest failed jobs, each
 * of which may be run again or removed after a confirmation, and the caps on the opt-in's
 * confirmation texts with what they refused. Read again every ten seconds.
 */
export function QueuesPage() {
  const overview = useQuery(adminQueuesQueryOptions());
  const retry = useMutation(queueJobMutationOptions('retry'));
  const remove = useMutation(queueJobMutationOptions('remove'));
  const [pending, setPending] = useState<Pending | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const mutation = pending?.action === 'remove' ? remove : retry;

  const confirm = () => {
    if (!pending) return;
    const { action, queue, job } = pending;
    mutation.mutate(
      { queue, jobId: job.id },
      {
        onSuccess: (message) => setFeedback(successFeedback(message)),
        onError: (error) => setFeedback(failureFeedback(action === 'retry' ? `retry job ${job.id}` : `remove job ${job.id}`, error)),
        onSettled: () => setPending(null),
      },
    );
  };

  const data = overview.data;
  const failures = data ? failuresOf(data.queues) : [];

  return (
    <Page title={ROUTES.queues.title}>
      {overview.isPending ? (
        <LoadingState label="Loading the queues..." />
      ) : overview.isError && !data ? (
        <QueryFailureAlert title="Failed to load the queues" query={overview} />
      ) : data ? (
        <Stack>
          {data.mode === 'in-process' && (
            <Alert color="blue" title="Jobs run inside the API">
              There is no Redis: background jobs run in the API process. The counts are of the jobs this process remembers (its
              last thousand), and start again from nothing when it restarts.
            </Alert>
          )}
          {feedback && <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />}
          <QueueCountsTable queues={data.queues} />
          <SmsCapsSection caps={data.sms_caps} />
          <Title order={2} size="h3">
            Failed jobs
          </Title>
          {failures.length === 0 ? (
            <EmptyState title="No failed jobs" description="A job that fails after its last attempt is listed here, to retry or remove." />
          ) : (
            <FailedJobsTable
              failures={failures}
              onRetry={(queue, job) => setPending({ action: 'retry', queue, job })}
              onRemove={(queue, job) => setPending({ action: 'remove', queue, job })}
            />
          )}
        </Stack>
      ) : null}
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.action === 'remove' ? 'Remove failed job' : 'Retry failed job'}
        message={
          pending?.action === 'remove'
            ? `Remove job ${pending.job.id} (${pending.job.name}) from the ${pending.queue} queue? It will not run again.`
            : `Run job ${pending?.job.id ?? ''} (${pending?.job.name ?? ''}) of the ${pending?.queue ?? ''} queue again, from its first attempt?`
        }
        confirmLabel={pending?.action === 'remove' ? 'Remove' : 'Retry'}
        danger={pending?.action === 'remove'}
        busy={mutation.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Page>
  );
}
