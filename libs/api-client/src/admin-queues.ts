import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  queueJobActionResponseSchema,
  queuesResponseSchema,
  type QueueJobRequest,
  type QueuesResponse,
} from '@groombook/contracts';
import { apiRequest, unwrap } from './client';

export const adminQueuesQueryKey = ['admin-queues'] as const;

/** GET /api/admin/queues (super admins): each queue's counts and latest failures, and where jobs run. */
export function getAdminQueues(signal?: AbortSignal) {
  return apiRequest('/api/admin/queues', { schema: queuesResponseSchema, signal });
}

/** POST /api/admin/queues/retry: a failed job runs again. */
export function retryQueueJob(input: QueueJobRequest) {
  return apiRequest('/api/admin/queues/retry', { method: 'POST', body: input, schema: queueJobActionResponseSchema });
}

/** POST /api/admin/queues/remove: a failed job is removed. */
export function removeQueueJob(input: QueueJobRequest) {
  return apiRequest('/api/admin/queues/remove', { method: 'POST', body: input, schema: queueJobActionResponseSchema });
}

/** The overview, read again every ten seconds while shown: queues move on their own. */
export function adminQueuesQueryOptions() {
  return queryOptions({
    queryKey: adminQueuesQueryKey,
    queryFn: async ({ signal }): Promise<QueuesResponse['data']> => (await unwrap(getAdminQueues(signal))).data,
    refetchInterval: 10_000,
  });
}

/** Retrying or removing a failed job; either way the overview is read again, since the counts changed. */
export function queueJobMutationOptions(action: 'retry' | 'remove') {
  return mutationOptions({
    mutationKey: ['admin-queues', action],
    mutationFn: async (input: QueueJobRequest): Promise<string> =>
      (await unwrap(action === 'retry' ? retryQueueJob(input) : removeQueueJob(input))).message,
    onSettled: async (_message, _error, _input, _onMutateResult, { client }) => {
      await client.invalidateQueries({ queryKey: adminQueuesQueryKey });
    },
  });
}
