import { JobHandlerFor } from '../../../core/jobs/job-handler.decorator';
import type { JobHandler } from '../../../core/jobs/job.types';
import { QUEUE_NAMES } from '../../../core/jobs/queue-names';
import { SmsStatusService } from './sms-status.service';
import { SMS_SIMULATED_REPORT_JOB, type SmsSimulatedReportPayload } from '../sms.types';

/** The simulator's delivery reports of one send (one message, or a batch), applied together as Twilio's are one by one. */
@JobHandlerFor(QUEUE_NAMES.smsSend, SMS_SIMULATED_REPORT_JOB)
export class SmsSimulatedReportJob implements JobHandler<SmsSimulatedReportPayload, { moved: number }> {
  constructor(private readonly status: SmsStatusService) {}

  async handle(payload: SmsSimulatedReportPayload): Promise<{ moved: number }> {
    const reports = Array.isArray(payload.reports) ? payload.reports : [];
    const moved = await this.status.applyMany(
      reports.map((report) => ({ providerMessageId: report.providerMessageId, messageId: report.messageId, outcome: 'delivered' as const, failureReason: null })),
    );
    return { moved };
  }
}
