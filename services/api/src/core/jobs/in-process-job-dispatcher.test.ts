import { Logger } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessJobDispatcher } from './in-process-job-dispatcher';
import { JobRegistry } from './job-registry';
import type { JobHandler } from './job.types';
import { QUEUE_NAMES } from './queue-names';

function handler(name: string, handle: JobHandler['handle']): JobHandler {
  return { queue: QUEUE_NAMES.system, name, handle };
}

describe('InProcessJobDispatcher', () => {
  // A failing job is logged on purpose; keep the test output quiet.
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn']));

  it('runs the registered handler after answering, and records its result', async () => {
    const registry = new JobRegistry();
    const runners: string[] = [];
    registry.register(
      handler('double', async (payload, context) => {
        runners.push(context.runner);
        return (payload as unknown as { n: number }).n * 2;
      }),
    );
    const dispatcher = new InProcessJobDispatcher(registry);

    const id = await dispatcher.dispatch(QUEUE_NAMES.system, 'double', { companyId: null, n: 21 });
    expect((await dispatcher.status(QUEUE_NAMES.system, id))?.state).toBe('waiting');
    await dispatcher.drain();
    expect(await dispatcher.status(QUEUE_NAMES.system, id)).toEqual({ id, state: 'completed', result: 42, failedReason: null });
    expect(runners).toEqual(['api']);
  });

  it('records a failing handler as failed with its reason', async () => {
    const registry = new JobRegistry();
    registry.register(
      handler('boom', async () => {
        throw new Error('no luck');
      }),
    );
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
    registry.register(handler('once', async () => null));
    expect(() => registry.register(handler('once', async () => null))).toThrow('registered twice');
  });
});
