/** Every queue of the system. A queue is added here and nowhere else. */
export const QUEUE_NAMES = {
  /** Platform jobs that belong to no company (probes, maintenance). */
  system: 'system',
  /** Outgoing email (password resets, invitations). */
  email: 'email',
  /** Warming each company's month of groomer conflicts. */
  conflictCache: 'conflict-cache',
  /** Outgoing SMS (one job per message: its id only), appointment reminders and the simulator's delivery reports. */
  smsSend: 'sms-send',
} as const;

export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];
export const ALL_QUEUES: QueueName[] = Object.values(QUEUE_NAMES);
