import type { Campaign, CampaignRecipient } from '../campaigns';
import type { AppointmentFields } from '../appointments';
import type { Company, CompanyUser } from '../companies';
import type { Customer, Groomer } from '../customers';
import type { CustomerGroup } from '../groups';
import type { AppointmentListItem, SessionUserDto } from '@groombook/contracts/light';
import type { SmsConsent } from '../sms-opt-in';

let lastId = 0;

/**
 * A new id on every call, in the UUID form the API's schemas accept, so two built records
 * never share one by accident and a form that checks ids takes them.
 */
export function uniqueId(): string {
  lastId += 1;
  return `00000000-0000-4000-8000-${lastId.toString(16).padStart(12, '0')}`;
}

const CREATED_AT = '2026-01-02T10:00:00Z';

/** A customer; only what a test cares about needs saying, e.g. `buildCustomer({ name: 'Ann Smith' })`. */
export function buildCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: uniqueId(),
    name: 'Ann Smith',
    phone_number: null,
    phone_e164: null,
    notes: null,
    created_at: CREATED_AT,
    ...overrides,
  };
}

export function buildGroomer(overrides: Partial<Groomer> = {}): Groomer {
  return { id: uniqueId(), name: 'Bella Ruiz', ...overrides };
}

/** A customer group as GET /api/customer-groups lists it, e.g. `buildCustomerGroup({ name: 'VIP', member_count: 3 })`. */
export function buildCustomerGroup(overrides: Partial<CustomerGroup> = {}): CustomerGroup {
  return { id: uniqueId(), name: 'Regulars', member_count: 0, ...overrides };
}

/**
 * An appointment as the lists and GET /api/appointments give it: a one-off booking of 90
 * minutes, priced and not paid yet. `customer` and `groomer` link it to built records
 * (their ids and names); `overrides` set any field, e.g. `buildAppointment({ date: '2026-03-01' })`.
 */
export function buildAppointment(
  overrides: Partial<AppointmentListItem> = {},
  { customer = buildCustomer({ name: 'Jane Doe' }), groomer = buildGroomer() }: { customer?: Customer | null; groomer?: Groomer | null } = {},
): AppointmentListItem {
  return {
    id: uniqueId(),
    date: '2026-03-02',
    time: '10:30',
    customer_id: customer?.id ?? null,
    groomer_id: groomer?.id ?? null,
    dog_name: 'Rex',
    charged_amount: 80,
    amount_given: null,
    tip: null,
    total_with_tax: 85.3,
    notes: null,
    duration_minutes: 90,
    is_recurring: false,
    recurring_sequence: null,
    recurring_total: null,
    recurring_config: null,
    recurring_group_id: null,
    customer: customer ? { name: customer.name } : null,
    groomer: groomer ? { name: groomer.name } : null,
    status: 'booked',
    status_changed_at: null,
    cancel_reason: null,
    cancelled_late: null,
    lines: [],
    price_overridden: false,
    payment_method: null,
    discount_amount: null,
    discount_reason: null,
    tips: [],
    ...overrides,
  };
}

/**
 * What the appointment form sends for `appointment` (POST, and PUT with its id): its own
 * fields, no names or series, and no services when they were not touched.
 */
export function appointmentRequestOf(
  appointment: AppointmentListItem,
): Required<Omit<AppointmentFields, 'services' | 'dog_size' | 'price_overridden' | 'duration_overridden'>> {
  const { date, time, customer_id, groomer_id, dog_name, charged_amount, amount_given, tip, total_with_tax, notes, duration_minutes } =
    appointment;
  return { date, time, customer_id, groomer_id, dog_name: dog_name ?? '', charged_amount, amount_given, tip, total_with_tax, notes, duration_minutes };
}

export function buildCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: uniqueId(),
    name: 'Paws & Suds',
    status: 'active',
    user_count: 0,
    createdAt: CREATED_AT,
    time_zone: 'America/New_York',
    sms_contact_line: null,
    sms_number: '+12015550100',
    sms_messaging_service_sid: null,
    ...overrides,
  };
}

/** A user of a company as GET /api/users lists them: staff by default. */
export function buildCompanyUser(overrides: Partial<CompanyUser> = {}): CompanyUser {
  const id = overrides.id ?? uniqueId();
  return {
    id,
    email: `user-${id.slice(-4)}@groombook.test`,
    name: null,
    role: 'staff',
    disabled: false,
    company_id: uniqueId(),
    created_at: CREATED_AT,
    ...overrides,
  };
}

/** The user of a session as sign-in, refresh and Google sign-in answer it. */
export function buildSessionUser(overrides: Partial<SessionUserDto> = {}): SessionUserDto {
  const id = overrides.id ?? uniqueId();
  return { id, email: `user-${id.slice(-4)}@groombook.test`, created_at: CREATED_AT, ...overrides };
}

/** A campaign as GET /api/campaigns lists it: sent to 3 customers, all delivered. */
export function buildCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: uniqueId(),
    title: 'Spring special',
    message: '20% off baths this week',
    status: 'sent',
    sent_at: '2026-03-01T15:00:00Z',
    created_at: '2026-03-01T14:59:00Z',
    recipient_count: 3,
    scheduled_at: null,
    audience: { mode: 'all', group_ids: [], include_group_ids: [], exclude_group_ids: [], filter_id: null, filter: null },
    waiting: null,
    time_zone: 'America/New_York',
    progress: { pending: 0, sent: 0, delivered: 3, failed: 0 },
    ...overrides,
  };
}

/** A campaign recipient whose message was delivered. */
export function buildCampaignRecipient(overrides: Partial<CampaignRecipient> = {}): CampaignRecipient {
  return {
    id: uniqueId(),
    customer_id: uniqueId(),
    customer_name: 'Ann Smith',
    phone_number: '+12015550123',
    delivery_status: 'delivered',
    failure_reason: null,
    sent_at: '2026-03-01T15:00:00Z',
    delivered_at: '2026-03-01T15:00:02Z',
    ...overrides,
  };
}

/** An entry of the consent ledger: an opt-in from the web page, with everything it records. */
export function buildSmsConsent(overrides: Partial<SmsConsent> = {}): SmsConsent {
  return {
    id: uniqueId(),
    phone_e164: '+12015550123',
    name: 'Bella Owner',
    customer_id: uniqueId(),
    action: 'opt_in',
    source: 'opt-in page',
    disclosure_version: '2026-11-22',
    ip_address: '203.0.113.7',
    user_agent: 'Mozilla/5.0',
    created_at: '2026-11-22T15:00:00.000Z',
    ...overrides,
  };
}
