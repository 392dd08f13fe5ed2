import { describe, expect, it } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import type { QueuesResponse } from '@groombook/contracts';
import { adminQueuesQueryKey, adminQueuesQueryOptions, queueJobMutationOptions } from './admin-queues';
import { answer, stubFetchAndQueries } from './testing/stub-fetch';

const counts = { waiting: 0, active: 0, delayed: 0, failed: 1, completed: 4 };
const overview: QueuesResponse['data'] = {
  mode: 'bullmq',
  queues: [
    {
      name: 'email',
      counts,
      failures: [
        {
          id: '7',
          name: 'send',
          failedReason: 'SMTP refused',
          attemptsMade: 3,
          timestamp: '2026-03-01T12:00:00.000Z',
          finishedOn: '2026-03-01T12:00:05.000Z',
          companyId: null,
        },
      ],
    },
  ],
  sms_caps: { company_daily_limit: 50, platform_hourly_limit: 500, refused_last_24h: { company: 3, platform: 0 } },
};

describe('the queue overview', () => {
  const { fetchMock, client, lastCall } = stubFetchAndQueries();

  it('reads each queue and the opt-in caps from GET /api/admin/queues', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: overview }));
    expect(await client.fetchQuery(adminQueuesQueryOptions())).toEqual(overview);
    expect(lastCall()).toMatchObject({ url: '/api/admin/queues', method: 'GET' });
  });

  it.each([
    ['retry', '/api/admin/queues/retry'],
    ['remove', '/api/admin/queues/remove'],
  ] as const)('%s sends { queue, jobId } and marks the overview stale', async (action, url) => {
    fetchMock.mockImplementation(async (requested) =>
      String(requested).endsWith(action) ? answer(200, { success: true, message: 'Done' }) : answer(200, { success: true, data: overview }),
    );
    await client.fetchQuery(adminQueuesQueryOptions());
    const mutation = new MutationObserver(client, queueJobMutationOptions(action));
    expect(await mutation.mutate({ queue: 'email', jobId: '7' })).toBe('Done');
    expect(fetchMock.mock.calls.map(([requested, init]) => [String(requested), init?.method ?? 'GET'])).toEqual([
      ['/api/admin/queues', 'GET'],
      [url, 'POST'],
    ]);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ queue: 'email', jobId: '7' });
    expect(client.getQueryState(adminQueuesQueryKey)?.isInvalidated).toBe(true);
  });

  it("gives the server's reason when it refuses", async () => {
    fetchMock.mockResolvedValue(answer(404, { success: false, message: 'No job 7 in queue email', code: 'NOT_FOUND' }));
    const mutation = new MutationObserver(client, queueJobMutationOptions('retry'));
    await expect(mutation.mutate({ queue: 'email', jobId: '7' })).rejects.toMatchObject({ status: 404, message: 'No job 7 in queue email' });
  });
});
