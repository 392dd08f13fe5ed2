import type { JobPayload } from '../jobs/job.types';

export const EMAIL_SEND_JOB = 'email-send';
export const EMAIL_SWEEP_JOB = 'email-sweep';

/**
 * One job id per mail: queuing a mail again while its job waits or runs adds nothing, so the
 * sweep may queue every unsent mail without sending one twice.
 */
export const emailJobId = (emailId: string) => `email-${emailId}`;

/** Mail the development mailbox keeps to show. */
export const MAILBOX_KEEP = 50;

/** An email to send; companyId is the tenant it is sent for (null for platform mail such as sign-up). */
export interface OutgoingEmail {
  companyId: string | null;
  to: string;
  subject: string;
  text: string;
}

/**
 * The job names the outbox row only: a mail's text may hold a sign-in link, and job
 * payloads sit in Redis (and in failed-job lists) where no secret belongs.
 */
export interface EmailSendPayload extends JobPayload {
  emailId: string;
}
