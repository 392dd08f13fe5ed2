import { applyDecorators, Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { JobHandler } from './job.types';
import type { QueueName } from './queue-names';

/** The jobs a handler class takes: those named `name` on `queue`. */
export interface JobAddress {
  queue: QueueName;
  name: string;
}

/** The mark `JobHandlerFor` leaves on a class, by which JobsModule finds its handlers. */
export const JOB_ADDRESS = DiscoveryService.createDecorator<JobAddress>();

/**
 * Makes a class the handler of the jobs `name` on `queue`: an injectable provider (no
 * `@Injectable()` of its own) that JobsModule registers with the JobRegistry when the
 * application starts. A module lists it among its providers, as any other.
 */
export function JobHandlerFor(queue: QueueName, name: string): (target: abstract new (...args: never[]) => JobHandler<never>) => void {
  return applyDecorators(Injectable(), JOB_ADDRESS({ queue, name }));
}
