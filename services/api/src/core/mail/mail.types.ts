import type { JobPayload } from '../jobs/job.types';

export const EMAIL_SEND_JOB = 'email-send';

/** An email to send; companyId is the tenant it is sent for (null for platform mail such as sign-up). */
export interface EmailSendPayload extends JobPayload {
  to: string;
  subject: string;
  text: string;
}
