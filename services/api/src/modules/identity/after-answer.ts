import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { loggableError } from '../../core/logging/loggable-error';

/**
 * Work a request starts but does not wait for: what depends on whether an email has an
 * account (looking it up, writing a link, queuing a mail) runs after the answer has left, so
 * the answer takes the same time whoever asked. The work runs on the next turn of the event
 * loop; a failure is logged, and shutdown waits for what is still running.
 */
@Injectable()
export class AfterAnswer implements OnModuleDestroy {
  private readonly logger = new Logger('AfterAnswer');
  private readonly running = new Set<Promise<void>>();

  run(what: string, work: () => Promise<unknown>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => this.logger.error({ err: loggableError(error) }, `${what} failed after the answer`),
      )
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.running]);
  }
}
