import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '../../core/jobs/job-registry';
import type { JobHandler } from '../../core/jobs/job.types';
import { QUEUE_NAMES } from '../../core/jobs/queue-names';
import { SmsStatusService } from './sms-status.service';
import { SMS_SIMULATED_REPORT_JOB, type SmsSimulatedReportPayload } from './sms.types';

/** The simulator's delivery report, applied as Twilio's are. */
@Injectable()
export class SmsSimulatedReportJob implements JobHandler<SmsSimulatedReportPayload, { moved: number }>, OnModuleInit {
  readonly queue = QUEUE_NAMES.smsSend;
  readonly name = SMS_SIMULATED_REPORT_JOB;

  constructor(
    private readonly registry: JobRegistry,
    private readonly status: SmsStatusService,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async handle(payload: SmsSimulatedReportPayload): Promise<{ moved: number }> {
    const moved = await this.status.apply({
      providerMessageId: payload.providerMessageId,
      messageId: payload.messageId,
      outcome: 'delivered',
      failureReason: null,
    });
    return { moved };
  }
}
