import { Inject, Injectable, Logger } from '@nestjs/common';
import { BOOKING_REQUEST_MESSAGES, ERROR_CODES, type BookingRequest, type BookingRequestStatus, type CreateBookingRequest, type DecideBookingRequest } from '@groombook/contracts';
import { formatCalendarDate, formatTime12h } from '@groombook/domain';
import { Clock } from '../../core/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { ApiException } from '../../core/http/api.exception';
import { loggableError } from '../../core/logging/loggable-error';
import { rateLimitSubject } from '../../core/security/rate-limit-subject';
import { RateLimiter, type RateLimitRule } from '../../core/security/rate-limiter';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { AppointmentsRepository } from '../appointments/appointments.repository';
import { toE164 } from '../customers/phone';
import { knownTimeZone, localParts } from '../../core/clock/company-time';
import { allowedCountryError } from '../sms/sms-countries';
import { SmsOutbox } from '../sms/sms-outbox.service';
import { BookingRequestsRepository } from './booking-requests.repository';

const ONE_HOUR = 3600;
const requestNotFound = () => ApiException.notFound('Booking request not found');

/** The text that confirms an accepted request: the salon, the dog, the day and the time. */
export function bookingConfirmationText(details: { companyName: string; dogName: string | null; date: string; time: string | null }): string {
  const whose = details.dogName?.trim() ? `${details.dogName.trim()}'s` : 'your';
  const at = details.time ? ` at ${formatTime12h(details.time)}` : '';
  return `${details.companyName} here: ${whose} grooming appointment is booked for ${formatCalendarDate(details.date)}${at}. Reply STOP to opt out.`;
}

/**
 * Booking requests: customers ask for a slot on the public page (limited per client address
 * and per number, a number of a country the platform texts, for an active company, a day that
 * has not passed in the company's time zone); staff list them and accept one with the appointment they booked for it, or decline
 * it. Accepting texts the customer a confirmation unless their number texted STOP.
 */
@Injectable()
export class BookingRequestsService {
  private readonly logger = new Logger('BookingRequests');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TenantDb,
    private readonly requests: BookingRequestsRepository,
    private readonly appointments: AppointmentsRepository,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly outbox: SmsOutbox,
  ) {}

  async create(request: CreateBookingRequest, ipAddress: string): Promise<void> {
    const rules = this.rules();
    // Counted before the company is looked up: probing for companies costs the same as asking.
    await this.limiter.consume(rules.perAddress, rateLimitSubject(ipAddress));
    const company = await this.db.platform((m) => this.requests.company(m, request.company_id));
    if (!company) throw ApiException.notFound(BOOKING_REQUEST_MESSAGES.companyNotFound);
    if (company.status !== 'active') throw new ApiException(403, ERROR_CODES.forbidden, BOOKING_REQUEST_MESSAGES.companyUnavailable);
    const phoneE164 = toE164(request.phone, this.config.defaultPhoneRegion);
    if (!phoneE164) throw ApiException.badRequest(`phone: ${BOOKING_REQUEST_MESSAGES.phoneInvalid}`);
    // The confirmation text goes to this number: only to the countries the platform texts.
    const foreign = allowedCountryError(phoneE164, this.config.sms.allowedCountries);
    if (foreign) throw ApiException.badRequest(`phone: ${foreign}`);
    const today = localParts(this.clock.now(), knownTimeZone(company.time_zone)).date;
    if (request.preferred_date < today) throw ApiException.badRequest(`preferred_date: ${BOOKING_REQUEST_MESSAGES.datePast}`);
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
   * Accepts (with the company's appointment booked for it) or declines a pending request, once:
   * a decided request is a 409. The confirmation text goes out after the decision is stored.
   */
  async decide(companyId: string, decision: DecideBookingRequest): Promise<{ request: BookingRequest; confirmationSent: boolean }> {
    if (decision.status === 'accepted' && !decision.appointment_id) throw ApiException.badRequest('appointment_id: An accepted request names its appointment');
    if (decision.status === 'declined' && decision.appointment_id) throw ApiException.badRequest('appointment_id: A declined request has no appointment');
    const { request, appointment } = await this.db.forCompany(companyId, async (m) => {
      const found = await this.requests.lock(m, companyId, decision.id);
      if (!found) throw requestNotFound();
      if (found.status !== 'pending') throw new ApiException(409, ERROR_CODES.conflict, `This request was already ${found.status}`);
      const booked = decision.appointment_id ? await this.appointments.find(m, companyId, decision.appointment_id) : null;
      if (booked === undefined) throw ApiException.notFound('Appointment not found');
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

  /**
   * A confirmation through the outbox, which refuses a number that texted STOP: the customer
   * gave the number for this appointment, so it is a transactional text, not marketing.
   */
  private async confirm(companyId: string, customerId: string, appointment: { id: string; dog_name: string | null; date: string; time: string | null }): Promise<boolean> {
    const company = await this.db.platform((m) => this.requests.company(m, companyId));
    const result = await this.outbox.send(companyId, {
      customerId,
      body: bookingConfirmationText({ companyName: company?.name ?? 'Your salon', dogName: appointment.dog_name, date: appointment.date, time: appointment.time }),
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
