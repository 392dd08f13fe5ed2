import type { Role } from '@groombook/domain';

/** Anyone, signed in or not. */
export const PUBLIC = 'public' as const;
/** Any signed-in user, whatever the role. */
export const SIGNED_IN = 'signed-in' as const;

/**
 * Development helpers (the mailbox) and the metrics: a request made on this machine, or a
 * signed-in super admin. Whoever can reach a server from elsewhere must not read its mail
 * or its figures.
 */
export const THIS_MACHINE_OR_SUPERADMIN = 'this-machine-or-superadmin' as const;

export type AccessRule = typeof PUBLIC | typeof SIGNED_IN | typeof THIS_MACHINE_OR_SUPERADMIN | readonly Role[];

const ADMINS = ['admin', 'superadmin'] as const;
/** The salon's people: staff and admins (a super admin acting in a company), not an account without a role. */
const STAFF_AND_ADMINS = ['staff', 'admin', 'superadmin'] as const;
const SUPERADMIN = ['superadmin'] as const;

/**
 * Who may call each endpoint: the one table, enforced by AccessGuard. Every route names
 * its entry with @Access(key); the API refuses to start if a route names none.
 */
export const ACCESS_POLICY = {
  'runtime-config.read': PUBLIC,
  /** Liveness and readiness: what load balancers and supervisors call, without an account. */
  'health.read': PUBLIC,
  'health.ready': PUBLIC,
  'health.queue-probe': SUPERADMIN,
  /** GET /api/openapi.json and the reference page GET /api/docs: the API's routes, roles and inputs, nothing of anyone's data. */
  'api-docs.read': PUBLIC,
  /** The queue overview: counts and failed jobs of every queue, retrying or removing a failed job. */
  'admin-queues.read': SUPERADMIN,
  'admin-queues.retry': SUPERADMIN,
  'admin-queues.remove': SUPERADMIN,
  'auth.sign-in': PUBLIC,
  'auth.sign-up': PUBLIC,
  'auth.confirm-email': PUBLIC,
  /** Both read the refresh cookie, not a bearer token. */
  'auth.refresh': PUBLIC,
  'auth.sign-out': PUBLIC,
  'auth.forgot-password': PUBLIC,
  'auth.recovery-verify': PUBLIC,
  'auth.reset-password': PUBLIC,
  'auth.update-password': SIGNED_IN,
  'auth.google': PUBLIC,
  'auth.google-redeem': PUBLIC,
  'dev.mailbox': THIS_MACHINE_OR_SUPERADMIN,
  /** GET /api/metrics: Prometheus's scrape of request durations and queue depths. */
  'metrics.read': THIS_MACHINE_OR_SUPERADMIN,
  'me.read': SIGNED_IN,
  /** GET /api/companies: public with ?id= (the opt-in page's company name); the list needs a super admin (checked in the handler). */
  'companies.read': PUBLIC,
  'companies.create': SUPERADMIN,
  'companies.update': SUPERADMIN,
  'users.list': ADMINS,
  'users.create': ADMINS,
  /** PUT /api/users: a role and disabling; an admin within their company, a super admin anyone (never themselves). */
  'users.update': ADMINS,
  'users.reset-password': ADMINS,
  'demo-data.create': SUPERADMIN,
  /** GET /api/audit-log: the requests super admins made while acting in a company. */
  'audit-log.read': SUPERADMIN,
  'customers.list': SIGNED_IN,
  'customers.create': SIGNED_IN,
  'customers.update': SIGNED_IN,
  'customers.delete': SIGNED_IN,
  /** A customer's pets: whoever may edit the customer. */
  'pets.list': SIGNED_IN,
  'pets.create': SIGNED_IN,
  'pets.update': SIGNED_IN,
  'pets.delete': SIGNED_IN,
  'groomers.list': SIGNED_IN,
  'groomers.create': ADMINS,
  'groomers.update': ADMINS,
  'groomers.delete': ADMINS,
  /**
   * Schedules: everyone who sees the calendar reads the hours, closed days, time off, blocks
   * and free times; admins set the hours, closed days and time off; whoever books may block time.
   */
  'schedules.read': SIGNED_IN,
  'schedules.update': ADMINS,
  'schedule-blocks.write': SIGNED_IN,
  'availability.read': SIGNED_IN,
  /** The booking page's menu and free start times (start times only), without an account. */
  'public-booking.read': PUBLIC,
  /** A customer books a free slot (companies in instant mode); limited per address and per phone number. */
  'online-bookings.create': PUBLIC,
  /** The customer's own appointment, opened by the unguessable token of their link only. */
  'my-appointment.read': PUBLIC,
  'my-appointment.change': PUBLIC,
  'appointments.read': SIGNED_IN,
  'appointments.create': SIGNED_IN,
  'appointments.update': SIGNED_IN,
  'appointments.delete': SIGNED_IN,
  'appointments.create-series': SIGNED_IN,
  /**
   * The day's moves (confirm, check in, ready, cancel) and checkout: whoever may edit an
   * appointment. Marking a no-show or moving an appointment back needs staff or an admin
   * (checked in the service, which knows the move).
   */
  'appointments.status': SIGNED_IN,
  'appointments.checkout': SIGNED_IN,
  /** The service menu: everyone reads it (the form, /services); admins edit it. */
  'services.list': SIGNED_IN,
  'services.create': ADMINS,
  'services.update': ADMINS,
  'services.delete': ADMINS,
  /** The company's own settings (its tax rate): everyone reads them, its admins set them. */
  'company-settings.read': SIGNED_IN,
  'company-settings.update': ADMINS,
  /** The salon's reminders: which go out before an appointment and their words; previewing a template (a POST that writes nothing). */
  'reminder-settings.read': ADMINS,
  'reminder-settings.update': ADMINS,
  'conflicts.read': SIGNED_IN,
  'conflicts.warm': SIGNED_IN,
  /** Fast Appointment Entry reads a sentence against the company's customers and groomers. */
  'fast-entry.read': STAFF_AND_ADMINS,
  /** The revenue reports and the dashboard's Monthly Revenue card, which only admins see. */
  'reports.revenue': ADMINS,
  'reports.monthly-totals': ADMINS,
  'reports.summary': ADMINS,
  /**
   * GET /api/events: the live updates of the calendar, the appointments and Home (staff's
   * screens) and of the Marketing screens. Events carry ids and months only, nothing private.
   */
  'realtime.events': STAFF_AND_ADMINS,
  /** Customer groups: the Marketing screens' recipient lists, for admins as those screens are. */
  'groups.read': ADMINS,
  'groups.create': ADMINS,
  'groups.update': ADMINS,
  'groups.delete': ADMINS,
  /** Bulk SMS: the list, a campaign's details, the recipient count and sending. */
  'campaigns.read': ADMINS,
  'campaigns.create': ADMINS,
  /** Drafts and scheduled campaigns: edited, deleted, or a draft sent now. */
  'campaigns.update': ADMINS,
  'campaigns.delete': ADMINS,
  'campaigns.send': ADMINS,
  /** Saved audience filters for campaigns. */
  'audience-filters.read': ADMINS,
  'audience-filters.write': ADMINS,
  /** Twilio's webhooks: public as Twilio calls them; each request must carry Twilio's signature (checked in the handler). */
  'sms.webhooks': PUBLIC,
  /** SMS conversations: the Messages page, where staff and admins read and answer customers' texts. */
  'sms.conversations.read': STAFF_AND_ADMINS,
  'sms.conversations.mark-read': STAFF_AND_ADMINS,
  'sms.conversations.send': STAFF_AND_ADMINS,
  /** GET /api/sms-unread: the header's Messages badge, conversations with unread messages. */
  'sms.unread.read': STAFF_AND_ADMINS,
  /** The dashboard's SMS figures (its Marketing card), for admins. */
  'sms.summary': ADMINS,
  /** The customers' opt-in page sends it without an account; limited per address and per number, capped per company and for the platform. */
  'sms.opt-in': PUBLIC,
  /** The opt-in page asks whether the phone confirmed its own request (by the request's unguessable id; nothing about any other). */
  'sms.opt-in.status': PUBLIC,
  /** The company's texting number (read-only: super admins set it), for every screen that texts. */
  'sms.number.read': STAFF_AND_ADMINS,
  /** The customers' booking page sends it without an account; limited per address and per phone number. */
  'booking-requests.create': PUBLIC,
  /** The Booking requests page: the company's requests, accepted with the appointment booked for each, or declined. */
  'booking-requests.read': STAFF_AND_ADMINS,
  'booking-requests.decide': STAFF_AND_ADMINS,
  /** The consent ledger (the customer dialog's SMS consent), for admins. */
  'sms.consents.read': ADMINS,
  /** The SMS simulator's page and its pretend customer replies (development only), guarded like the mailbox. */
  'dev.sms': THIS_MACHINE_OR_SUPERADMIN,
  /** The development clock (`DEV_CLOCK=true`, never in production), guarded like the mailbox. */
  'dev.clock': THIS_MACHINE_OR_SUPERADMIN,
} as const satisfies Record<string, AccessRule>;

export type AccessKey = keyof typeof ACCESS_POLICY;

/** Whether a caller with `role` (null: anonymous) may pass `rule`; `fromThisMachine` matters to the development helpers only. */
export function isAllowed(rule: AccessRule, role: Role | null, fromThisMachine = false): boolean {
  if (rule === PUBLIC) return true;
  if (rule === THIS_MACHINE_OR_SUPERADMIN) return fromThisMachine || role === 'superadmin';
  if (role === null) return false;
  if (rule === SIGNED_IN) return true;
  return rule.includes(role);
}
