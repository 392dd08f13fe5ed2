import { MARKETING_MESSAGES_PER_MONTH } from '@groombook/domain';
import { NO_SMS_NUMBER_MESSAGE, type SmsPurpose } from '@groombook/contracts';
import type { JobPayload } from '../../core/jobs/job.types';

/** Jobs of the `sms-send` queue, and the sweep on the system queue. */
export const SMS_SEND_JOB = 'sms-send';
export const SMS_SEND_BATCH_JOB = 'sms-send-batch';
export const SMS_REMINDER_JOB = 'sms-reminder';
export const SMS_SIMULATED_REPORT_JOB = 'sms-simulated-report';
export const SMS_SWEEP_JOB = 'sms-sweep';

/** The send job names the message only: its text stays in Postgres, out of Redis. */
export interface SmsSendPayload extends JobPayload {
  companyId: string;
  messageId: string;
  idempotencyKey: string;
}

/** A batch of one company's stored messages to send (a campaign's), by id only, as `SmsSendPayload`. */
export interface SmsSendBatchPayload extends JobPayload {
  companyId: string;
  messageIds: string[];
}

/** Messages per `sms-send-batch` job. */
export const SMS_SEND_BATCH_SIZE = 100;

/** A stored message's id (a UUID), as a job or a provider's report names it. */
export const SMS_MESSAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SmsReminderPayload extends JobPayload {
  companyId: string;
  appointmentId: string;
  /** Which of the salon's reminders (`reminderRuleKey`); a job queued before there were several has none: the day before at 10:00. */
  ruleKey?: string;
}

/** The reminder of a rule before salons chose their own: the day before at 10:00. */
export const LEGACY_REMINDER_RULE_KEY = 'day-before-1000';

/** The delayed job of one reminder of an appointment; replaced when the appointment moves. */
export const reminderJobId = (appointmentId: string, ruleKey: string) => `reminder-${appointmentId}-${ruleKey}`;

/** The simulator's delivery reports of the messages of one send (one, or a batch). */
export interface SmsSimulatedReportPayload extends JobPayload {
  companyId: string;
  reports: { messageId: string; providerMessageId: string }[];
}

/** At most this many `marketing` texts per customer in a calendar month of the company's time zone (the product's rule, in libs/domain). */
export const MONTHLY_MARKETING_CAP = MARKETING_MESSAGES_PER_MONTH;

/** A text to send. */
export interface OutgoingSms {
  /** Whom it is for; null for a number that is no customer's (a reply to an unknown sender). */
  customerId: string | null;
  /** The number (as typed or E.164); the customer's number when left out. */
  to?: string | null;
  /**
   * Instead of `to`: a number `textableE164` has accepted already (a campaign's recipient,
   * checked when the campaign chose it), taken as it is without being parsed again. One that
   * is not written as E.164 is refused as `no_mobile`.
   */
  toE164?: string | null;
  /** 1 to 1600 characters; may be empty when it carries a photo. */
  body: string;
  /** A photo of the company sent with it (MMS). */
  mediaId?: string | null;
  purpose: SmsPurpose;
  campaignId?: string | null;
  /**
   * Makes the call safe to repeat: a key already stored answers with that message instead of
   * a second one. Unique across companies (build it from ids, e.g. `campaign-<id>-<customer>`);
   * a random one when left out.
   */
  idempotencyKey?: string;
}

/** Why a text was not stored. */
export type SmsRefusal = 'opted_out' | 'no_consent' | 'monthly_cap' | 'no_mobile' | 'customer_not_found' | 'no_number' | 'sms_off';

export const SMS_REFUSAL_MESSAGES: Record<SmsRefusal, string> = {
  opted_out: 'This number has opted out of text messages (it replied STOP)',
  no_consent: 'This number has not agreed to marketing texts (it has not confirmed an opt-in with YES)',
  monthly_cap: `This customer has had ${MONTHLY_MARKETING_CAP} marketing messages this month`,
  no_mobile: 'The customer has no mobile number',
  customer_not_found: 'Customer not found',
  no_number: NO_SMS_NUMBER_MESSAGE,
  sms_off: 'SMS is off on this server (no Twilio settings)',
};
