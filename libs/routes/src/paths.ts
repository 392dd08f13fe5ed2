import { ROUTES } from './manifest';

/** The `:name` segments of a pattern, as a union of names. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a pattern needs, one string per `:name` segment. */
export type PathParams<Pattern extends string> = { [Name in ParamNames<Pattern>]: string };

/**
 * The address of `pattern` with each `:name` segment replaced by its value, encoded: an id
 * with a slash or a question mark must stay one segment and not change the page.
 */
export function buildPath<Pattern extends string>(pattern: Pattern, params: PathParams<Pattern>): string {
  const values = params as Record<string, string | undefined>;
  return pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') throw new Error(`${pattern} matches many pages: link to one of them`);
      if (!segment.startsWith(':')) return segment;
      const value = values[segment.slice(1)];
      if (value === undefined) throw new Error(`${pattern} needs ${segment}`);
      return encodeURIComponent(value);
    })
    .join('/');
}

export const customerPath = (customerId: string) => buildPath(ROUTES.customer.path, { customerId });

export const editAppointmentPath = (appointmentId: string) => buildPath(ROUTES.editAppointment.path, { appointmentId });

/** The query parameter of the edit-appointment page that opens its checkout dialog (`?checkout=1`). */
export const CHECKOUT_PARAM = 'checkout';

/** The edit-appointment page with its checkout dialog open: where any screen sends someone to check an appointment out. */
export const checkoutAppointmentPath = (appointmentId: string) => `${editAppointmentPath(appointmentId)}?${CHECKOUT_PARAM}=1`;

export const companyUsersPath = (companyId: string) => buildPath(ROUTES.companyUsers.path, { companyId });

/** The query parameter of the audit log that keeps one company's entries. */
export const AUDIT_LOG_COMPANY_PARAM = 'company_id';
/** The query parameter of the audit log that keeps the entries about one target (a user's email, a company's name, an id). */
export const AUDIT_LOG_TARGET_PARAM = 'target';

/** The audit log, of one company or (without an id) of all. */
export function auditLogPath(companyId?: string): string {
  return companyId ? `${ROUTES.auditLog.path}?${AUDIT_LOG_COMPANY_PARAM}=${encodeURIComponent(companyId)}` : ROUTES.auditLog.path;
}

/** The query parameter of the add-appointment page that preselects a customer. */
export const PRESELECTED_CUSTOMER_PARAM = 'customerId';

/** The appointment form with `customerId` already chosen (the customer dialog's "add" button). */
export function addAppointmentForCustomerPath(customerId: string): string {
  return `${ROUTES.addAppointment.path}?${PRESELECTED_CUSTOMER_PARAM}=${encodeURIComponent(customerId)}`;
}

/** The query parameters of the add-appointment page that prefill the slot (a calendar's empty slot). */
export const PRESELECTED_DATE_PARAM = 'date';
export const PRESELECTED_TIME_PARAM = 'time';
export const PRESELECTED_GROOMER_PARAM = 'groomerId';

export interface AppointmentSlot {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM'; absent to leave the time open. */
  time?: string;
  groomerId?: string | null;
}

/** The appointment form with its date, and when given its time and groomer, already chosen. */
export function addAppointmentAtSlotPath({ date, time, groomerId }: AppointmentSlot): string {
  const query = new URLSearchParams({ [PRESELECTED_DATE_PARAM]: date });
  if (time) query.set(PRESELECTED_TIME_PARAM, time);
  if (groomerId) query.set(PRESELECTED_GROOMER_PARAM, groomerId);
  return `${ROUTES.addAppointment.path}?${query.toString()}`;
}

/** The query parameters of the add-appointment page that prefill the dog and the services, and say it was booked from the customer's texts. */
export const PRESELECTED_DOG_PARAM = 'dog';
export const PRESELECTED_SERVICES_PARAM = 'serviceIds';
export const FROM_TEXT_PARAM = 'fromText';

/** A suggested appointment read from a customer's texts, as the form takes it. */
export interface TextBookingFill {
  customerId: string;
  dogName?: string | null;
  date?: string | null;
  time?: string | null;
  groomerId?: string | null;
  serviceIds?: readonly string[];
}

/** The appointment form filled from a customer's texts (the conversation's "Open in appointment form"). */
export function addAppointmentFromTextPath(fill: TextBookingFill): string {
  const query = new URLSearchParams({ [PRESELECTED_CUSTOMER_PARAM]: fill.customerId, [FROM_TEXT_PARAM]: '1' });
  if (fill.dogName) query.set(PRESELECTED_DOG_PARAM, fill.dogName);
  if (fill.date) query.set(PRESELECTED_DATE_PARAM, fill.date);
  if (fill.time) query.set(PRESELECTED_TIME_PARAM, fill.time);
  if (fill.groomerId) query.set(PRESELECTED_GROOMER_PARAM, fill.groomerId);
  if (fill.serviceIds?.length) query.set(PRESELECTED_SERVICES_PARAM, fill.serviceIds.join(','));
  return `${ROUTES.addAppointment.path}?${query.toString()}`;
}

/** The query parameters of /calendar. */
export const CALENDAR_DATE_PARAM = 'date';
export const CALENDAR_VIEW_PARAM = 'view';
export type CalendarView = 'day' | 'week';

/** The calendar on `date` ('YYYY-MM-DD'), as a day or a week. */
export function calendarPath(date: string, view: CalendarView = 'day'): string {
  const query = new URLSearchParams({ [CALENDAR_DATE_PARAM]: date });
  if (view !== 'day') query.set(CALENDAR_VIEW_PARAM, view);
  return `${ROUTES.calendar.path}?${query.toString()}`;
}

export const campaignPath = (campaignId: string) => buildPath(ROUTES.campaign.path, { campaignId });

export const customerConversationPath = (customerId: string) => buildPath(ROUTES.customerConversation.path, { customerId });

/** The query parameter of /marketing that names the open tab. */
export const MARKETING_TAB_PARAM = 'tab';
export type MarketingTab = 'bulk' | 'groups';
/** The tab the conversations had before they became the Messages page: `?tab=conversations` leads there. */
export const FORMER_CONVERSATIONS_TAB = 'conversations';

/** /marketing with one of its tabs open (the campaign page's and the conversation page's way back). */
export const marketingTabPath = (tab: MarketingTab) => `${ROUTES.marketing.path}?${MARKETING_TAB_PARAM}=${tab}`;
