import { JobHandlerFor } from '../../../core/jobs/job-handler.decorator';
import type { JobHandler } from '../../../core/jobs/job.types';
import { QUEUE_NAMES } from '../../../core/jobs/queue-names';
import { SmsStatusService } from './sms-status.service';
import { SMS_SIMULATED_REPORT_JOB, type SmsSimulatedReportPayload } from '../sms.types';

/** The simulator's delivery report, applied as Twilio's are. */
@JobHandlerFor(QUEUE_NAMES.smsSend, SMS_SIMULATED_REPORT_JOB)
export class SmsSimulatedReportJob implements JobHandler<SmsSimulatedReportPayload, { moved: number }> {
  constructor(private readonly status: SmsStatusService) {}

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
