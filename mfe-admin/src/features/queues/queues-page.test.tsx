// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FailedJob, QueueOverview, QueuesResponse, SmsCaps } from '@groombook/contracts';
import AdminApp from '../../app';
import { answer, cleanUpAfterEach, fakeApi, requestsTo, type FakeRequest } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';

const counts = (overrides: Partial<QueueOverview['counts']> = {}) => ({ waiting: 0, active: 0, delayed: 0, failed: 0, completed: 0, ...overrides });

function failure(overrides: Partial<FailedJob> = {}): FailedJob {
  return {
    id: '41',
    name: 'send',
    failedReason: 'SMTP refused the message',
    attemptsMade: 3,
    timestamp: '2026-03-01T11:59:00.000Z',
    finishedOn: '2026-03-01T12:00:00.000Z',
    companyId: null,
    ...overrides,
  };
}

const smsCaps = (refused = { company: 0, platform: 0 }): SmsCaps => ({ company_daily_limit: 50, platform_hourly_limit: 500, refused_last_24h: refused });

/** The email queue with two failures (the warm-up one newer), the conflict cache busy, the others idle. */
function overview(mode: 'bullmq' | 'in-process' = 'bullmq', emailFailures = [failure()]): QueuesResponse['data'] {
  return {
    mode,
    queues: [
      { name: 'system', counts: counts({ completed: 12 }), failures: [] },
      { name: 'email', counts: counts({ failed: emailFailures.length, completed: 5 }), failures: emailFailures },
      {
        name: 'conflict-cache',
        counts: counts({ waiting: 2, active: 1, delayed: 4, failed: 1 }),
        failures: [failure({ id: 'w-7', name: 'warm-month', failedReason: 'database timeout', attemptsMade: 1, finishedOn: '2026-03-02T08:00:00.000Z' })],
      },
    ],
    sms_caps: smsCaps(),
  };
}

function openQueues(handlers: Partial<Record<'GET' | 'retry' | 'remove', (request: FakeRequest) => Response>> = {}) {
  const fetchMock = fakeApi({
    'GET /api/admin/queues': handlers.GET ?? (() => answer(200, { success: true, data: overview() })),
    'POST /api/admin/queues/retry': handlers.retry ?? ((request) => answer(200, { success: true, message: `Job ${(request.body as { jobId: string }).jobId} will run again` })),
    'POST /api/admin/queues/remove': handlers.remove ?? (() => answer(200, { success: true, message: 'Job removed' })),
  });
  renderWithProviders(<AdminApp />, { route: '/super-admin/queues' });
  return fetchMock;
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name) !== null) as HTMLElement;

describe('the queues page', () => {
  cleanUpAfterEach();

  it('shows each queue with its counts, and the failed jobs newest first with their reason and runs', async () => {
    openQueues();
    expect(screen.getByRole('heading', { level: 1, name: 'Queues' })).toBeTruthy();
    const queues = await screen.findByRole('table', { name: 'Queues' });
    expect(within(queues).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['0', '0', '0', '0', '12'],
      ['0', '0', '0', '1', '5'],
      ['2', '1', '4', '1', '0'],
    ]);
    expect(within(queues).getByRole('rowheader', { name: 'conflict-cache' })).toBeTruthy();

    const failed = screen.getByRole('table', { name: 'Failed jobs' });
    const rows = within(failed).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['conflict-cache', 'email']);
    const email = rowOf(failed, 'SMTP refused the message');
    expect(within(email).getByText('#41')).toBeTruthy();
    expect(within(email).getAllByRole('cell')[3]?.textContent).toBe('3');
    expect(email.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-01T12:00:00.000Z');
    expect(screen.queryByText('Jobs run inside the API')).toBeNull();
  });

  it('retries a failed job only after the confirmation, and shows the answer and the counts read again', async () => {
    let reads = 0;
    const fetchMock = openQueues({
      GET: () => answer(200, { success: true, data: ++reads === 1 ? overview() : overview('bullmq', []) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry job 41 of email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry failed job' });
    expect(dialog.textContent).toContain('Run job 41 (send) of the email queue again');
    expect(requestsTo(fetchMock, 'POST /api/admin/queues/retry')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('status')).textContent).toContain('Job 41 will run again');
    expect(requestsTo(fetchMock, 'POST /api/admin/queues/retry').map((request) => request.body)).toEqual([{ queue: 'email', jobId: '41' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry job 41 of email' })).toBeNull());
    expect(requestsTo(fetchMock, 'GET /api/admin/queues').length).toBeGreaterThanOrEqual(2);
  });

  it('removes a failed job after a red confirmation, and cancelling sends nothing', async () => {
    const fetchMock = openQueues();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove job w-7 of conflict-cache' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove failed job' });
    expect(dialog.textContent).toContain('Remove job w-7 (warm-month) from the conflict-cache queue? It will not run again.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetchMock, 'POST /api/admin/queues/remove')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove job w-7 of conflict-cache' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove failed job' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('status')).textContent).toContain('Job removed');
    expect(requestsTo(fetchMock, 'POST /api/admin/queues/remove').map((request) => request.body)).toEqual([{ queue: 'conflict-cache', jobId: 'w-7' }]);
  });

  it("says why a retry was refused", async () => {
    openQueues({ retry: () => answer(404, { success: false, message: 'No job 41 in queue email', code: 'NOT_FOUND' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry job 41 of email' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Retry failed job' })).getByRole('button', { name: 'Retry' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No job 41 in queue email');
  });

  it('says when jobs run inside the API without Redis, and when nothing has failed', async () => {
    openQueues({
      GET: () =>
        answer(200, {
          success: true,
          data: { mode: 'in-process', queues: [{ name: 'system', counts: counts({ completed: 3 }), failures: [] }], sms_caps: smsCaps() },
        }),
    });
    expect(await screen.findByText('Jobs run inside the API')).toBeTruthy();
    expect(screen.getByText('No failed jobs')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Failed jobs' })).toBeNull();
  });

  it("shows the caps on the opt-in's confirmation texts and what they refused in the last 24 hours", async () => {
    openQueues({ GET: () => answer(200, { success: true, data: { ...overview(), sms_caps: smsCaps({ company: 7, platform: 2 }) } }) });
    const caps = await screen.findByRole('region', { name: 'SMS caps' });
    expect(within(caps).getByText('Opt-in confirmation texts: at most 50 per company per day, 500 per hour for the platform')).toBeTruthy();
    expect(within(caps).getByText("Refused in the last 24 hours: 7 by a company's daily cap, 2 by the platform's hourly cap")).toBeTruthy();
  });

  it("says 'Failed to load the queues' with the server's reason", async () => {
    openQueues({ GET: () => answer(403, { success: false, message: 'You do not have permission to do this', code: 'FORBIDDEN' }) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load the queues');
    expect(alert.textContent).toContain('You do not have permission to do this');
  });
});
