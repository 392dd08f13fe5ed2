import { Logger } from '@nestjs/common';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InProcessJobDispatcher } from './in-process-job-dispatcher';
import { JobRegistry } from './job-registry';
import type { JobHandler } from './job.types';
import { QUEUE_NAMES } from './queue-names';

/** A handler of the system queue's job `name`. */
function system(registry: JobRegistry, name: string, handle: JobHandler['handle']): void {
  registry.register(QUEUE_NAMES.system, name, { handle });
}

describe('InProcessJobDispatcher', () => {
  // A failing job is logged on purpose; keep the test output quiet.
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn']));

  it('runs the registered handler after answering, and records its result', async () => {
    const registry = new JobRegistry();
    const runners: string[] = [];
    system(registry, 'double', async (payload, context) => {
      runners.push(context.runner);
      return (payload as unknown as { n: number }).n * 2;
    });
    const dispatcher = new InProcessJobDispatcher(registry);

    const id = await dispatcher.dispatch(QUEUE_NAMES.system, 'double', { companyId: null, n: 21 });
    expect((await dispatcher.status(QUEUE_NAMES.system, id))?.state).toBe('waiting');
    await dispatcher.drain();
    expect(await dispatcher.status(QUEUE_NAMES.system, id)).toEqual({ id, state: 'completed', result: 42, failedReason: null });
    expect(runners).toEqual(['api']);
  });

  it('records a failing handler as failed with its reason', async () => {
    const registry = new JobRegistry();
    system(registry, 'boom', async () => {
      throw new Error('no luck');
    });
    const dispatcher = new InProcessJobDispatcher(registry);
    const id = await dispatcher.dispatch(QUEUE_NAMES.system, 'boom', { companyId: null });
    await dispatcher.drain();
    expect(await dispatcher.status(QUEUE_NAMES.system, id)).toMatchObject({ state: 'failed', failedReason: 'no luck' });
  });

  it('refuses a job nobody handles, and reads unknown ids as null', async () => {
    const dispatcher = new InProcessJobDispatcher(new JobRegistry());
    await expect(dispatcher.dispatch(QUEUE_NAMES.system, 'nobody', { companyId: null })).rejects.toThrow(
      'No handler for job system:nobody',
    );
    expect(await dispatcher.status(QUEUE_NAMES.system, 'local-999')).toBeNull();
  });

  it('does not let a handler be registered twice', () => {
    const registry = new JobRegistry();
    system(registry, 'once', async () => null);
    expect(() => system(registry, 'once', async () => null)).toThrow('registered twice');
  });

  it('gives every queue its counts of remembered jobs and its failures, and retries or removes only a failed job', async () => {
    const registry = new JobRegistry();
    let runs = 0;
    system(registry, 'boom', async () => {
      runs += 1;
      throw new Error(`no luck ${runs}`);
    });
    system(registry, 'fine', async () => 'ok');
    const dispatcher = new InProcessJobDispatcher(registry);
    const failed = await dispatcher.dispatch(QUEUE_NAMES.system, 'boom', { companyId: 'c-1', secret: 'x' } as never);
    const done = await dispatcher.dispatch(QUEUE_NAMES.system, 'fine', { companyId: null });
    await dispatcher.dispatch(QUEUE_NAMES.system, 'fine', { companyId: null }, { delayMs: 60_000 });
    await dispatcher.drain();

    const overview = await dispatcher.overview();
    expect(overview.map((queue) => queue.name)).toEqual(Object.values(QUEUE_NAMES));
    const systemQueue = overview.find((queue) => queue.name === QUEUE_NAMES.system);
    expect(systemQueue?.counts).toEqual({ waiting: 0, active: 0, delayed: 1, failed: 1, completed: 1 });
    expect(systemQueue?.failures).toEqual([
      { id: failed, name: 'boom', failedReason: 'no luck 1', attemptsMade: 1, timestamp: expect.any(String), finishedOn: expect.any(String), companyId: 'c-1' },
    ]);
    expect(JSON.stringify(overview)).not.toContain('secret');

    expect(await dispatcher.retryFailed(QUEUE_NAMES.system, done)).toBe('not-failed');
    expect(await dispatcher.removeFailed(QUEUE_NAMES.system, 'local-999')).toBe('not-found');
    expect(await dispatcher.retryFailed(QUEUE_NAMES.system, failed)).toBe('done');
    await dispatcher.drain();
    expect(runs).toBe(2);
    expect(await dispatcher.status(QUEUE_NAMES.system, failed)).toMatchObject({ state: 'failed', failedReason: 'no luck 2' });
    expect(await dispatcher.removeFailed(QUEUE_NAMES.system, failed)).toBe('done');
    expect(await dispatcher.status(QUEUE_NAMES.system, failed)).toBeNull();
    expect((await dispatcher.overview()).find((queue) => queue.name === QUEUE_NAMES.system)?.counts.failed).toBe(0);
    await dispatcher.close();
  });

  describe('delays, job ids, cancelling and retries', () => {
    afterEach(() => vi.useRealTimers());

    it('runs a delayed job once its delay has passed', async () => {
      vi.useFakeTimers();
      const registry = new JobRegistry();
      const ran: number[] = [];
      system(registry, 'later', async () => ran.push(Date.now()));
      const dispatcher = new InProcessJobDispatcher(registry);
      const id = await dispatcher.dispatch(QUEUE_NAMES.system, 'later', { companyId: null }, { delayMs: 5000 });
      expect((await dispatcher.status(QUEUE_NAMES.system, id))?.state).toBe('delayed');
      await vi.advanceTimersByTimeAsync(4900);
      expect(ran).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(200);
      expect(ran).toHaveLength(1);
      expect((await dispatcher.status(QUEUE_NAMES.system, id))?.state).toBe('completed');
    });

    it('adds a job id only once while it is pending, and cancels a delayed job by its id', async () => {
      vi.useFakeTimers();
      const registry = new JobRegistry();
      let runs = 0;
      system(registry, 'once', async () => ++runs);
      const dispatcher = new InProcessJobDispatcher(registry);
      await dispatcher.dispatch(QUEUE_NAMES.system, 'once', { companyId: null }, { jobId: 'reminder-a', delayMs: 1000 });
      await dispatcher.dispatch(QUEUE_NAMES.system, 'once', { companyId: null }, { jobId: 'reminder-a', delayMs: 1000 });
      await dispatcher.dispatch(QUEUE_NAMES.system, 'once', { companyId: null }, { jobId: 'reminder-b', delayMs: 1000 });
      expect(await dispatcher.cancel(QUEUE_NAMES.system, 'reminder-b')).toBe(true);
      expect(await dispatcher.cancel(QUEUE_NAMES.system, 'nobody')).toBe(false);
      await vi.advanceTimersByTimeAsync(2000);
      expect(runs).toBe(1);
      // Finished: the same id may run again.
      await dispatcher.dispatch(QUEUE_NAMES.system, 'once', { companyId: null }, { jobId: 'reminder-a' });
      await vi.advanceTimersByTimeAsync(10);
      expect(runs).toBe(2);
    });

    it('retries a failing job with growing waits on a queue that names its attempts, telling the handler which run it is', async () => {
      vi.useFakeTimers();
      const registry = new JobRegistry();
      const attempts: string[] = [];
      registry.register(QUEUE_NAMES.smsSend, 'flaky', {
        handle: async (_payload, context) => {
          attempts.push(`${context.attempt}/${context.maxAttempts}`);
          if (context.attempt < 3) throw new Error('provider busy');
          return 'sent';
        },
      });
      const dispatcher = new InProcessJobDispatcher(registry);
      const id = await dispatcher.dispatch(QUEUE_NAMES.smsSend, 'flaky', { companyId: 'c' });
      await vi.advanceTimersByTimeAsync(10);
      expect(attempts).toEqual(['1/8']);
      await vi.advanceTimersByTimeAsync(2000);
      expect(attempts).toEqual(['1/8', '2/8']);
      await vi.advanceTimersByTimeAsync(3900);
      expect(attempts).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(200);
      expect(attempts).toEqual(['1/8', '2/8', '3/8']);
      expect(await dispatcher.status(QUEUE_NAMES.smsSend, id)).toMatchObject({ state: 'completed', result: 'sent' });
    });

    it('stops delayed jobs, repeats and retry waits on close', async () => {
      const registry = new JobRegistry();
      let runs = 0;
      system(registry, 'tick', async () => ++runs);
      registry.register(QUEUE_NAMES.smsSend, 'always-fails', { handle: async () => Promise.reject(new Error('down')) });
      const dispatcher = new InProcessJobDispatcher(registry);
      await dispatcher.dispatch(QUEUE_NAMES.system, 'tick', { companyId: null }, { delayMs: 60_000 });
      await dispatcher.repeat(QUEUE_NAMES.system, 'tick', { companyId: null }, 60_000);
      await dispatcher.dispatch(QUEUE_NAMES.smsSend, 'always-fails', { companyId: 'c' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      await dispatcher.close();
      expect(runs).toBe(0);
    });
  });
});
