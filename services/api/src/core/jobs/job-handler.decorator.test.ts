import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { describe, expect, it } from 'vitest';
import { InProcessJobDispatcher } from './in-process-job-dispatcher';
import { JobDispatcher } from './job-dispatcher';
import { JobHandlerFor } from './job-handler.decorator';
import { JobRegistry } from './job-registry';
import type { JobContext, JobPayload } from './job.types';
import { JobsModule } from './jobs.module';
import { QUEUE_NAMES } from './queue-names';

@Injectable()
class Greeting {
  readonly text = 'hello';
}

@JobHandlerFor(QUEUE_NAMES.system, 'greet')
class GreetJob {
  constructor(private readonly greeting: Greeting) {}

  async handle(_payload: JobPayload, context: JobContext): Promise<string> {
    return `${this.greeting.text} from ${context.runner}`;
  }
}

@Module({ providers: [Greeting, GreetJob] })
class GreetModule {}

@Module({ imports: [JobsModule.forRoot(undefined, 'unit'), GreetModule] })
class AppWithAJob {}

describe('JobHandlerFor', () => {
  it('registers the marked provider of any module, its dependencies injected, once the application starts', async () => {
    const app = await NestFactory.createApplicationContext(AppWithAJob, { logger: false });
    try {
      expect(app.get(JobRegistry).get(QUEUE_NAMES.system, 'greet')).toBe(app.get(GreetJob));
      const dispatcher = app.get(JobDispatcher);
      if (!(dispatcher instanceof InProcessJobDispatcher)) throw new Error('Without Redis, jobs run in process');
      const id = await dispatcher.dispatch(QUEUE_NAMES.system, 'greet', { companyId: null });
      await dispatcher.drain();
      expect(await dispatcher.status(QUEUE_NAMES.system, id)).toMatchObject({ state: 'completed', result: 'hello from api' });
    } finally {
      await app.close();
    }
  });
});
