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

export const companyUsersPath = (companyId: string) => buildPath(ROUTES.companyUsers.path, { companyId });

/** The query parameter of the audit log that keeps one company's entries. */
export const AUDIT_LOG_COMPANY_PARAM = 'company_id';

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

export const campaignPath = (campaignId: string) => buildPath(ROUTES.campaign.path, { campaignId });

export const customerConversationPath = (customerId: string) => buildPath(ROUTES.customerConversation.path, { customerId });

/** The query parameter of /marketing that names the open tab. */
export const MARKETING_TAB_PARAM = 'tab';
export type MarketingTab = 'bulk' | 'groups' | 'conversations';

/** /marketing with one of its tabs open (the campaign page's and the conversation page's way back). */
export const marketingTabPath = (tab: MarketingTab) => `${ROUTES.marketing.path}?${MARKETING_TAB_PARAM}=${tab}`;
