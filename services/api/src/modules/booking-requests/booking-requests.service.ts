import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  BOOKING_REQUEST_MESSAGES,
  type AppointmentListItem,
  type BookingRequest,
  type BookingRequestStatus,
  type CreateBookingRequest,
} from '@groombook/contracts';
import type { DecideBookingRequest } from '@groombook/contracts/platform';
import { formatCalendarDate, formatTime12h } from '@groombook/domain';
import { Clock } from '../../core/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { ConflictError, ForbiddenError, NotFoundError, RuleRefusedError } from '../../core/errors/domain-errors';
import { loggableError } from '../../core/logging/loggable-error';
import { rateLimitSubject } from '../../core/security/rate-limit-subject';
import { RateLimiter, type RateLimitRule } from '../../core/security/rate-limiter';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { AppointmentsRepository } from '../appointments/appointments.repository';
import { AppointmentsService, type AppointmentInput } from '../appointments/appointments.service';
import { CustomersService, NO_CUSTOMER_DETAILS, type CustomerFields } from '../customers/customers.service';
import { toE164 } from '../customers/phone';
import { knownTimeZone, localParts } from '../../core/clock/company-time';
import { allowedCountryError } from '../sms/rules/sms-countries';
import { SmsOutbox } from '../sms/outbox/sms-outbox.service';
import { AppointmentLinks } from '../appointment-links/appointment-links.service';
import { BookingRequestsRepository } from './booking-requests.repository';

const ONE_HOUR = 3600;
const requestNotFound = () => new NotFoundError('Booking request not found');

/**
 * The fields a decision may carry together. An accept books `appointment` for its customer_id
 * or for the new `customer` (one of the two), or names an `appointment_id` booked before; a
 * decline carries none of them.
 */
function refuseInconsistent(decision: DecideBookingRequest): void {
  const refuse = (message: string) => {
    throw new RuleRefusedError(message);
  };
  if (decision.status === 'declined') {
    if (decision.appointment) refuse('appointment: A declined request books no appointment');
    if (decision.customer) refuse('customer: A declined request adds no customer');
    if (decision.appointment_id) refuse('appointment_id: A declined request has no appointment');
    return;
  }
  if (decision.appointment && decision.appointment_id) refuse('appointment_id: Give the appointment to book, or the one booked before, not both');
  if (!decision.appointment && !decision.appointment_id) refuse('appointment: An accepted request books its appointment');
  if (decision.customer && !decision.appointment) refuse('customer: A new customer comes with the appointment to book');
  if (decision.customer && ![decision.customer.name, decision.customer.phone_number, decision.customer.notes].some((text) => text?.trim())) {
    refuse(`customer: ${NO_CUSTOMER_DETAILS}`);
  }
  if (decision.appointment && decision.customer && decision.appointment.customer_id) {
    refuse('customer: The appointment names its customer already: give no new customer');
  }
  if (decision.appointment && !decision.customer && !decision.appointment.customer_id) {
    refuse("appointment.customer_id: Choose the request's customer, or give the new customer to add");
  }
}

/** The text that confirms an accepted request: the salon, the dog, the day and the time, and the customer's link to manage it. */
export function bookingConfirmationText(details: { companyName: string; dogName: string | null; date: string; time: string | null; link?: string | null }): string {
  const whose = details.dogName?.trim() ? `${details.dogName.trim()}'s` : 'your';
  const at = details.time ? ` at ${formatTime12h(details.time)}` : '';
  const manage = details.link ? ` Manage it: ${details.link}` : '';
  return `${details.companyName} here: ${whose} grooming appointment is booked for ${formatCalendarDate(details.date)}${at}.${manage} Reply STOP to opt out.`;
}

/**
 * Booking requests: customers ask for a slot on the public page (limited per client address
 * and per number, a number of a country the platform texts, for an active company, a day that
 * has not passed in the company's time zone); staff list them and accept one, booking its
 * appointment (for its customer, or one added with it) in the same transaction, or decline it.
 * Accepting texts the customer a confirmation unless their number texted STOP.
 */
@Injectable()
export class BookingRequestsService {
  private readonly logger = new Logger('BookingRequests');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TenantDb,
    private readonly requests: BookingRequestsRepository,
    private readonly appointments: AppointmentsRepository,
    private readonly appointmentsService: AppointmentsService,
    private readonly customers: CustomersService,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly outbox: SmsOutbox,
    private readonly links: AppointmentLinks,
  ) {}

  async create(request: CreateBookingRequest, ipAddress: string): Promise<void> {
    const rules = this.rules();
    // Counted before the company is looked up: probing for companies costs the same as asking.
    await this.limiter.consume(rules.perAddress, rateLimitSubject(ipAddress));
    const company = await this.db.platform((m) => this.requests.company(m, request.company_id));
    if (!company) throw new NotFoundError(BOOKING_REQUEST_MESSAGES.companyNotFound);
    if (company.status !== 'active') throw new ForbiddenError(BOOKING_REQUEST_MESSAGES.companyUnavailable);
    const phoneE164 = toE164(request.phone, this.config.defaultPhoneRegion);
    if (!phoneE164) throw new RuleRefusedError(`phone: ${BOOKING_REQUEST_MESSAGES.phoneInvalid}`);
    // The confirmation text goes to this number: only to the countries the platform texts.
    const foreign = allowedCountryError(phoneE164, this.config.sms.allowedCountries);
    if (foreign) throw new RuleRefusedError(`phone: ${foreign}`);
    const today = localParts(this.clock.now(), knownTimeZone(company.time_zone)).date;
    if (request.preferred_date < today) throw new RuleRefusedError(`preferred_date: ${BOOKING_REQUEST_MESSAGES.datePast}`);
    await this.limiter.consume(rules.perNumber, phoneE164);

    await this.db.forCompany(request.company_id, (m) =>
      this.requests.insert(m, request.company_id, {
        name: request.name,
        phone: request.phone,
        phoneE164,
        dogName: request.dog_name,
        preferredDate: request.preferred_date,
        preferredTime: request.preferred_time,
        notes: request.notes?.trim() || null,
      }),
    );
  }

  list(companyId: string, status: BookingRequestStatus | undefined): Promise<BookingRequest[]> {
    return this.db.forCompany(companyId, (m) => this.requests.list(m, companyId, status));
  }

  /**
   * Accepts or declines a pending request, once: a decided request is a conflict. Accepting
   * books its appointment (and adds its new customer) with the decision, in one transaction: a
   * refusal or failure of any step leaves nothing written. The appointment's event (the
   * conflict cache, its reminder) and the confirmation text follow the commit.
   */
  async decide(companyId: string, decision: DecideBookingRequest): Promise<{ request: BookingRequest; confirmationSent: boolean }> {
    refuseInconsistent(decision);
    // The appointment's `appointments.changed` (the conflict cache, its reminder) is delivered when this commits.
    const { request, appointment } = await this.db.forCompany(companyId, async (m) => {
      const found = await this.requests.lock(m, companyId, decision.id);
      if (!found) throw requestNotFound();
      if (found.status !== 'pending') throw new ConflictError(`This request was already ${found.status}`);
      const created = decision.appointment ? await this.book(m, companyId, decision.appointment, decision.customer) : null;
      // An appointment booked before the decision (remotes built against earlier contracts).
      const booked = created ?? (decision.appointment_id ? await this.appointments.find(m, companyId, decision.appointment_id) : null);
      if (booked === undefined) throw new NotFoundError('Appointment not found');
      await this.requests.decide(m, companyId, found.id, decision.status, booked?.id ?? null, this.clock.now());
      const decided = await this.requests.lock(m, companyId, found.id);
      if (!decided) throw requestNotFound();
      return { request: decided, appointment: booked };
    });
    if (!appointment?.customer_id) return { request, confirmationSent: false };
    try {
      return { request, confirmationSent: await this.confirm(companyId, appointment.customer_id, appointment) };
    } catch (error) {
      // The decision is stored; a text that could not be queued must not turn it into a failure.
      this.logger.warn({ err: loggableError(error), bookingRequestId: request.id }, 'The booking confirmation text could not be sent');
      return { request, confirmationSent: false };
    }
  }

  /** The accepted request's appointment, inside its transaction: with the new customer first, when it books for one. */
  private async book(m: EntityManager, companyId: string, appointment: AppointmentInput, customer: CustomerFields | undefined): Promise<AppointmentListItem> {
    const customerId = customer ? (await this.customers.createIn(m, companyId, customer)).id : appointment.customer_id;
    return this.appointmentsService.createIn(m, companyId, { ...appointment, customer_id: customerId });
  }

  /**
   * A confirmation through the outbox, which refuses a number that texted STOP: the customer
   * gave the number for this appointment, so it is a transactional text, not marketing.
   */
  private async confirm(companyId: string, customerId: string, appointment: { id: string; dog_name: string | null; date: string; time: string | null }): Promise<boolean> {
    const company = await this.db.platform((m) => this.requests.company(m, companyId));
    const token = await this.db.forCompany(companyId, (m) => this.links.issue(m, companyId, appointment.id));
    const result = await this.outbox.send(companyId, {
      customerId,
      body: bookingConfirmationText({
        companyName: company?.name ?? 'Your salon',
        dogName: appointment.dog_name,
        date: appointment.date,
        time: appointment.time,
        link: this.links.url(token),
      }),
      // An appointment's own text, like its reminder: neither marketing's cap nor its window applies.
      purpose: 'reminder',
      idempotencyKey: `booking-confirmation-${appointment.id}`,
    });
    return result.ok;
  }

  private rules(): { perAddress: RateLimitRule; perNumber: RateLimitRule } {
    const { perAddress, perNumber } = this.config.bookingRequestRateLimits;
    return {
      perAddress: { name: 'booking-request', limit: perAddress, windowSeconds: ONE_HOUR },
      perNumber: { name: 'booking-request-phone', limit: perNumber, windowSeconds: ONE_HOUR },
    };
  }
}
