import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  queueJobActionResponseSchema,
  queueJobRequestSchema,
  queuesResponseSchema,
  type QueueJobActionResponse,
  type QueueJobRequest,
  type QueuesResponse,
} from '@groombook/contracts';
import { Access } from '../auth/access.decorator';
import { Responds } from '../api-docs/api-docs.decorators';
import { ApiException } from '../http/api.exception';
import { ValidBody } from '../http/valid-input';
import { TextCaps } from '../security/text-caps';
import { JobDispatcher, type FailedJobAction } from './job-dispatcher';
import { ALL_QUEUES, type QueueName } from './queue-names';

function knownQueue(name: string): QueueName {
  const queue = ALL_QUEUES.find((candidate) => candidate === name);
  if (!queue) throw ApiException.notFound(`No queue named ${name}`);
  return queue;
}

/** The answer to a retry or removal; only a failed job is touched. */
function answerOf(action: FailedJobAction, { queue, jobId }: QueueJobRequest, done: string): QueueJobActionResponse {
  if (action === 'not-found') throw ApiException.notFound(`No job ${jobId} in queue ${queue}`);
  if (action === 'not-failed') throw new ApiException(409, 'CONFLICT', `Job ${jobId} of queue ${queue} has not failed`);
  return { success: true, message: done };
}

/**
 * The queue overview of super admins: counts and latest failures of every queue, and the caps
 * on the texts anyone may cause (with their refusals); retrying or removing a failed job.
 */
@Controller('api/admin/queues')
export class QueueAdminController {
  constructor(
    private readonly jobs: JobDispatcher,
    private readonly caps: TextCaps,
  ) {}

  @Get()
  @Access('admin-queues.read')
  @Responds(queuesResponseSchema)
  async overview(): Promise<QueuesResponse> {
    const [queues, smsCaps] = await Promise.all([this.jobs.overview(), this.caps.report(new Date())]);
    return { success: true, data: { mode: this.jobs.mode, queues, sms_caps: smsCaps } };
  }

  @Post('retry')
  @HttpCode(200)
  @Access('admin-queues.retry')
  @Responds(queueJobActionResponseSchema)
  async retry(@ValidBody(queueJobRequestSchema) body: QueueJobRequest): Promise<QueueJobActionResponse> {
    const action = await this.jobs.retryFailed(knownQueue(body.queue), body.jobId);
    return answerOf(action, body, `Job ${body.jobId} of queue ${body.queue} will run again`);
  }

  @Post('remove')
  @HttpCode(200)
  @Access('admin-queues.remove')
  @Responds(queueJobActionResponseSchema)
  async remove(@ValidBody(queueJobRequestSchema) body: QueueJobRequest): Promise<QueueJobActionResponse> {
    const action = await this.jobs.removeFailed(knownQueue(body.queue), body.jobId);
    return answerOf(action, body, `Job ${body.jobId} removed from queue ${body.queue}`);
  }
}
