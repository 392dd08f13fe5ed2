import type { SmsStatus } from '@groombook/contracts';

/** A message's status as its bubble shows it. */
export const SMS_STATUS_LABELS: Record<SmsStatus, string> = {
  queued: 'Queued',
  held: 'Waiting for sending hours',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  cancelled: 'Cancelled',
  received: 'Received',
};
