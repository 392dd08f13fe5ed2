import { Injectable } from '@nestjs/common';
import type { JobHandler } from './job.types';
import type { QueueName } from './queue-names';

/**
 * The handlers of every job, found by queue and job name. The classes marked
 * `@JobHandlerFor` are registered when the application starts (see JobsModule).
 */
@Injectable()
export class JobRegistry {
  private readonly handlers = new Map<string, JobHandler>();

  register(queue: QueueName, name: string, handler: JobHandler): void {
    const key = `${queue}:${name}`;
    if (this.handlers.has(key)) throw new Error(`Job handler ${key} is registered twice`);
    this.handlers.set(key, handler);
  }

  find(queue: QueueName, name: string): JobHandler | undefined {
    return this.handlers.get(`${queue}:${name}`);
  }

  get(queue: QueueName, name: string): JobHandler {
    const handler = this.find(queue, name);
    if (!handler) throw new Error(`No handler for job ${queue}:${name}`);
    return handler;
  }
}
