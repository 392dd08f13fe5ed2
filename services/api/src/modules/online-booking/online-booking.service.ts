import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BOOKING_REQUEST_MESSAGES, type CreateOnlineBooking, type CustomerAppointment } from '@groombook/contracts';
import { Clock } from '../../core/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { ForbiddenError, NotFoundError, RuleRefusedError } from '../../core/errors/domain-errors';
import { loggableError } from '../../core/logging/loggable-error';
import { rateLimitSubject } from '../../core/security/rate-limit-subject';
import { RateLimiter, type RateLimitRule } from '../../core/security/rate-limiter';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { AppointmentLinks } from '../appointment-links/appointment-links.service';
import { CustomerStatusChanges } from '../appointment-links/customer-status-changes.service';
import { AppointmentsService } from '../appointments/appointments.service';
import { CustomersRepository } from '../customers/customers.repository';
import { CustomersService } from '../customers/customers.service';
import { toE164 } from '../customers/phone';
import { AvailabilityService } from '../schedules/availability.service';
import type { BookingCompany } from '../schedules/schedule-reads.repository';
import { allowedCountryError } from '../sms/rules/sms-countries';
import { SmsOutbox } from '../sms/outbox/sms-outbox.service';
import { BookingDayLockRepository } from './booking-day-lock.repository';
import { isSlotOverlap, slotTaken } from './booking-slot';
import { customerView, onlineBookingText } from './customer-appointment';

const ONE_HOUR = 3600;
export const TAKES_REQUESTS_MESSAGE = 'This salon takes booking requests: send a request and the salon will confirm it';

interface Booked {
  appointment: CustomerAppointment;
  appointmentId: string;
  customerId: string;
  token: string;
}

/**
 * Online booking: a customer takes a free start time of a salon in instant mode. The company,
 * phone and limits are checked first (as booking requests are); then one transaction, holding
 * the day's lock, reads the day's free times, refuses a time no groomer has free (SLOT_TAKEN
 * with the next ones), picks the first groomer (by name) free then, finds or adds the customer
 * by number, books the appointment (confirmed, booked online, its services at the dog's size)
 * and issues the customer's link. The database's exclusion constraint refuses an overlap the
 * lock did not prevent: the same SLOT_TAKEN, with nothing written. After the commit the
 * confirmation text carries the link, unless the number texted STOP.
 */
@Injectable()
export class OnlineBookingService {
  private readonly logger = new Logger('OnlineBooking');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TenantDb,
    private readonly availability: AvailabilityService,
    private readonly appointments: AppointmentsService,
    private readonly customers: CustomersService,
    private readonly customerRows: CustomersRepository,
    private readonly links: AppointmentLinks,
    private readonly statuses: CustomerStatusChanges,
    private readonly limiter: RateLimiter,
    private readonly dayLock: BookingDayLockRepository,
    private readonly clock: Clock,
    private readonly outbox: SmsOutbox,
  ) {}

  async book(request: CreateOnlineBooking, ipAddress: string): Promise<{ appointment: CustomerAppointment; confirmationSent: boolean }> {
    const rules = this.rules();
    // Counted before the company is looked up: probing for companies costs the same as booking.
    await this.limiter.consume(rules.perAddress, rateLimitSubject(ipAddress));
    const company = await this.db.platform((m) => this.availability.company(m, request.company_id));
    if (!company) throw new NotFoundError(BOOKING_REQUEST_MESSAGES.companyNotFound);
    if (company.status !== 'active') throw new ForbiddenError(BOOKING_REQUEST_MESSAGES.companyUnavailable);
    if (company.booking_mode !== 'instant') throw new ForbiddenError(TAKES_REQUESTS_MESSAGE);
    const phoneE164 = toE164(request.phone, this.config.defaultPhoneRegion);
    if (!phoneE164) throw new RuleRefusedError(`phone: ${BOOKING_REQUEST_MESSAGES.phoneInvalid}`);
    // The confirmation text goes to this number: only to the countries the platform texts.
    const foreign = allowedCountryError(phoneE164, this.config.sms.allowedCountries);
    if (foreign) throw new RuleRefusedError(`phone: ${foreign}`);
    await this.limiter.consume(rules.perNumber, phoneE164);

    let booked: Booked;
    try {
      booked = await this.db.forCompany(request.company_id, (m) => this.bookIn(m, company, request, phoneE164));
    } catch (error) {
      if (!isSlotOverlap(error)) throw error;
      throw slotTaken(await this.freeTimes(request, company), request.time);
    }
    return { appointment: booked.appointment, confirmationSent: await this.confirm(request.company_id, booked) };
  }

  private async bookIn(m: EntityManager, company: BookingCompany, request: CreateOnlineBooking, phoneE164: string): Promise<Booked> {
    const companyId = request.company_id;
    const chosen = await this.availability.chosenServices(m, companyId, request.services, request.dog_size, true);
    await this.dayLock.lock(m, companyId, request.date);
    const day = await this.availability.day(m, companyId, company, { date: request.date, durationMinutes: chosen.durationMinutes });
    const groomer = day.groomers.find((g) => g.times.includes(request.time));
    if (!groomer) throw slotTaken(AvailabilityService.anyGroomer(day), request.time);
    const customerId =
      (await this.customerRows.firstWithPhone(m, companyId, phoneE164, null))?.id ??
      (await this.customers.createIn(m, companyId, { name: request.name, phone_number: phoneE164, confirm_duplicate_phone: true })).id;
    const created = await this.appointments.createIn(m, companyId, {
      date: request.date,
      time: request.time,
      customer_id: customerId,
      groomer_id: groomer.id,
      dog_name: request.dog_name,
      notes: request.notes ?? null,
      // The length the free times were worked out for (the services' sum, in quarter hours).
      duration_minutes: chosen.durationMinutes,
      duration_overridden: true,
      services: chosen.lines.map((line) => ({ service_id: line.serviceId })),
      dog_size: request.dog_size,
      booked_online: true,
    });
    await this.statuses.confirm(m, companyId, created.id);
    const token = await this.links.issue(m, companyId, created.id);
    const linked = await this.links.openIn(m, { companyId, appointmentId: created.id }, false);
    return { appointment: customerView(companyId, linked, this.clock.now()), appointmentId: created.id, customerId, token };
  }

  /** The day's free times as they now are, for the refusal of a slot the database kept for another. */
  private freeTimes(request: CreateOnlineBooking, company: BookingCompany): Promise<string[]> {
    return this.db.forCompany(request.company_id, async (m) => {
      const chosen = await this.availability.chosenServices(m, request.company_id, request.services, request.dog_size, true);
      const day = await this.availability.day(m, request.company_id, company, { date: request.date, durationMinutes: chosen.durationMinutes });
      return AvailabilityService.anyGroomer(day);
    });
  }

  /**
   * The confirmation through the outbox, which refuses a number that texted STOP: the customer
   * gave the number to book this appointment, so it is the appointment's own text, not marketing.
   */
  private async confirm(companyId: string, booked: Booked): Promise<boolean> {
    try {
      const { appointment } = booked;
      const result = await this.outbox.send(companyId, {
        customerId: booked.customerId,
        body: onlineBookingText({ salon: appointment.salon, dogName: appointment.dog_name, date: appointment.date, time: appointment.time, link: this.links.url(booked.token) }),
        purpose: 'reminder',
        idempotencyKey: `online-booking-${booked.appointmentId}`,
      });
      return result.ok;
    } catch (error) {
      // The appointment is booked; a text that could not be queued must not turn it into a failure.
      this.logger.warn({ err: loggableError(error), appointmentId: booked.appointmentId }, 'The online booking confirmation text could not be sent');
      return false;
    }
  }

  private rules(): { perAddress: RateLimitRule; perNumber: RateLimitRule } {
    const { perAddress, perNumber } = this.config.bookingRequestRateLimits;
    return {
      perAddress: { name: 'online-booking', limit: perAddress, windowSeconds: ONE_HOUR },
      perNumber: { name: 'online-booking-phone', limit: perNumber, windowSeconds: ONE_HOUR },
    };
  }
}
