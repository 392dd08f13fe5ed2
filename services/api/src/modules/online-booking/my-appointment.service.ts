import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CustomerAppointment } from '@groombook/contracts';
import { Clock } from '../../core/clock/clock';
import { knownTimeZone } from '../../core/clock/company-time';
import { ConflictError, NotFoundError } from '../../core/errors/domain-errors';
import { rateLimitSubject } from '../../core/security/rate-limit-subject';
import { RateLimiter, type RateLimitRule } from '../../core/security/rate-limiter';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { customerMayChange } from '../appointment-links/appointment-link-rules';
import type { LinkedAppointment } from '../appointment-links/appointment-links.repository';
import { AppointmentLinks, invalidLink, type LinkTarget } from '../appointment-links/appointment-links.service';
import { CustomerStatusChanges } from '../appointment-links/customer-status-changes.service';
import { AppointmentsRepository } from '../appointments/appointments.repository';
import { AppointmentsService } from '../appointments/appointments.service';
import { AvailabilityService } from '../schedules/availability.service';
import { BookingDayLockRepository } from './booking-day-lock.repository';
import { isSlotOverlap, slotTaken } from './booking-slot';
import { customerView, tooLateMessage } from './customer-appointment';

/** Calls of the customer's page an hour per client address: guessing tokens costs as much as using one. */
const PER_ADDRESS: RateLimitRule = { name: 'my-appointment', limit: 300, windowSeconds: 3600 };

/**
 * The customer's own appointment, opened by their link's token alone: see it, confirm it,
 * cancel it or move it to another free time (both up to the salon's cut-off before it starts),
 * and the free times to move it to. Each change is one transaction on the locked appointment,
 * whose `appointments.changed` follows the commit (live calendars, the reminder re-planned).
 */
@Injectable()
export class MyAppointmentService {
  constructor(
    private readonly db: TenantDb,
    private readonly links: AppointmentLinks,
    private readonly statuses: CustomerStatusChanges,
    private readonly availability: AvailabilityService,
    private readonly appointments: AppointmentsService,
    private readonly appointmentRows: AppointmentsRepository,
    private readonly limiter: RateLimiter,
    private readonly dayLock: BookingDayLockRepository,
    private readonly clock: Clock,
  ) {}

  async view(token: string, ipAddress: string): Promise<CustomerAppointment> {
    const target = await this.target(token, ipAddress);
    return this.db.forCompany(target.companyId, async (m) => this.viewOf(target, await this.links.openIn(m, target, false)));
  }

  /** Booked becomes confirmed; one already confirmed (or under way) is answered as it is. */
  async confirm(token: string, ipAddress: string): Promise<CustomerAppointment> {
    const target = await this.target(token, ipAddress);
    return this.db.forCompany(target.companyId, async (m) => {
      await this.links.openIn(m, target, true);
      await this.statuses.confirm(m, target.companyId, target.appointmentId);
      return this.viewOf(target, await this.links.openIn(m, target, false));
    });
  }

  async cancel(token: string, ipAddress: string): Promise<CustomerAppointment> {
    const target = await this.target(token, ipAddress);
    return this.db.forCompany(target.companyId, async (m) => {
      this.refuseLate(await this.links.openIn(m, target, true));
      await this.statuses.cancel(m, target.companyId, target.appointmentId);
      const cancelled = await this.links.current(m, target);
      if (!cancelled) throw invalidLink();
      return this.viewOf(target, cancelled);
    });
  }

  /**
   * To a time free for some groomer that day (the appointment's own time left out), with its
   * services, length and price; its groomer when they are free then, else the first free one.
   */
  async move(token: string, to: { date: string; time: string }, ipAddress: string): Promise<CustomerAppointment> {
    const target = await this.target(token, ipAddress);
    try {
      return await this.db.forCompany(target.companyId, (m) => this.moveIn(m, target, to));
    } catch (error) {
      if (!isSlotOverlap(error)) throw error;
      const times = await this.db.forCompany(target.companyId, async (m) => this.freeTimes(m, target, await this.links.openIn(m, target, false), to.date));
      throw slotTaken(times, to.time);
    }
  }

  /** The free start times of a day for this appointment's length, its own time counted free. */
  async freeTimesOn(token: string, date: string, ipAddress: string): Promise<string[]> {
    const target = await this.target(token, ipAddress);
    return this.db.forCompany(target.companyId, async (m) => this.freeTimes(m, target, await this.links.openIn(m, target, false), date));
  }

  private async moveIn(m: EntityManager, target: LinkTarget, to: { date: string; time: string }): Promise<CustomerAppointment> {
    const linked = await this.links.openIn(m, target, true);
    this.refuseLate(linked);
    const company = await this.availability.company(m, target.companyId);
    if (!company) throw invalidLink();
    await this.dayLock.lock(m, target.companyId, to.date);
    const day = await this.availability.day(m, target.companyId, company, { date: to.date, durationMinutes: linked.duration_minutes, excludeAppointmentId: linked.id });
    const free = day.groomers.filter((g) => g.times.includes(to.time));
    const groomer = free.find((g) => g.id === linked.groomer_id) ?? free[0];
    if (!groomer) throw slotTaken(AvailabilityService.anyGroomer(day), to.time);
    const stored = await this.appointmentRows.find(m, target.companyId, target.appointmentId);
    if (!stored) throw new NotFoundError('Appointment not found');
    await this.appointments.updateIn(m, target.companyId, stored.id, {
      date: to.date,
      time: to.time,
      customer_id: stored.customer_id,
      groomer_id: groomer.id,
      dog_name: stored.dog_name,
      charged_amount: stored.charged_amount,
      amount_given: stored.amount_given,
      notes: stored.notes,
      duration_minutes: stored.duration_minutes,
      price_overridden: stored.price_overridden,
    });
    return this.viewOf(target, await this.links.openIn(m, target, false));
  }

  private async freeTimes(m: EntityManager, target: LinkTarget, linked: LinkedAppointment, date: string): Promise<string[]> {
    const company = await this.availability.company(m, target.companyId);
    if (!company) throw invalidLink();
    const day = await this.availability.day(m, target.companyId, company, { date, durationMinutes: linked.duration_minutes, excludeAppointmentId: linked.id });
    return AvailabilityService.anyGroomer(day);
  }

  private refuseLate(linked: LinkedAppointment): void {
    if (!customerMayChange(linked, knownTimeZone(linked.time_zone), linked.cancel_cutoff_hours, this.clock.now())) {
      throw new ConflictError(tooLateMessage(linked));
    }
  }

  private async target(token: string, ipAddress: string): Promise<LinkTarget> {
    await this.limiter.consume(PER_ADDRESS, rateLimitSubject(ipAddress));
    const target = await this.links.target(token);
    if (!target) throw invalidLink();
    return target;
  }

  private viewOf(target: LinkTarget, linked: LinkedAppointment): CustomerAppointment {
    return customerView(target.companyId, linked, this.clock.now());
  }
}
