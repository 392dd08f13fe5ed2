import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BOOKING_REQUEST_MESSAGES, type AvailabilityResponse, type PublicServicesResponse } from '@groombook/contracts';
import type { DogSize } from '@groombook/domain';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { ForbiddenError, NotFoundError } from '../../core/errors/domain-errors';
import { rateLimitSubject } from '../../core/security/rate-limit-subject';
import { RateLimiter, type RateLimitRule } from '../../core/security/rate-limiter';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { ServicesRepository } from '../services/services.repository';
import { AvailabilityService } from './availability.service';
import { ScheduleReadsRepository, type BookingCompany } from './schedule-reads.repository';

const ONE_MINUTE = 60;

export interface AvailabilityRequest {
  date: string;
  services: readonly string[];
  dogSize: DogSize;
  groomerId?: string;
  excludeAppointmentId?: string;
}

/**
 * The free start times as staff and the public booking page ask for them, and the menu that
 * page lists. The public answers name no groomer, customer or appointment: start times only,
 * of an active company's active menu, limited per client address.
 */
@Injectable()
export class AvailabilityReadsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TenantDb,
    private readonly availability: AvailabilityService,
    private readonly reads: ScheduleReadsRepository,
    private readonly limiter: RateLimiter,
    private readonly menu: ServicesRepository,
  ) {}

  /** Staff's view: each groomer's free start times (or the one asked for: 404 when not the company's). */
  staff(companyId: string, request: AvailabilityRequest): Promise<Omit<AvailabilityResponse, 'success'>> {
    return this.db.forCompany(companyId, async (m) => {
      const company = await this.reads.bookingCompany(m, companyId);
      if (!company) throw new NotFoundError('Company not found');
      // Staff may book an entry no longer offered (an old customer's usual): the menu's whole list counts.
      const chosen = await this.availability.chosenServices(m, companyId, request.services, request.dogSize, false);
      const day = await this.availability.day(m, companyId, company, {
        date: request.date,
        durationMinutes: chosen.durationMinutes,
        groomerId: request.groomerId,
        excludeAppointmentId: request.excludeAppointmentId,
      });
      if (request.groomerId && day.groomers.length === 0) throw new NotFoundError('Groomer not found');
      return {
        date: request.date,
        duration_minutes: chosen.durationMinutes,
        groomers: day.groomers.map((g) => ({ groomer_id: g.id, name: g.name, times: g.times })),
      };
    });
  }

  /**
   * The booking page's view: the day's free start times, any groomer, of the active menu. Asked
   * for on every day the page shows, it reads in three statements of one round trip each (the
   * company, the chosen entries, the day's facts) rather than a transaction of six: on the
   * machines measured, sending a statement cost more than running it (docs/performance.md).
   */
  async public(companyId: string, request: AvailabilityRequest, ipAddress: string): Promise<{ date: string; times: string[] }> {
    await this.limiter.consume(this.rule(), rateLimitSubject(ipAddress));
    const company = await this.db.readForCompany(companyId, (m) => this.bookingCompany(m, companyId));
    const chosen = await this.db.readForCompany(companyId, (m) => this.availability.chosenServices(m, companyId, request.services, request.dogSize, true));
    const day = await this.db.readForCompany(companyId, (m) =>
      this.availability.day(m, companyId, company, { date: request.date, durationMinutes: chosen.durationMinutes }),
    );
    return { date: request.date, times: AvailabilityService.anyGroomer(day) };
  }

  /** The booking page's menu: the company's name and booking mode, and the entries still offered. */
  async publicServices(companyId: string, ipAddress: string): Promise<Omit<PublicServicesResponse, 'success'>> {
    await this.limiter.consume(this.rule(), rateLimitSubject(ipAddress));
    return this.db.forCompany(companyId, async (m) => {
      const company = await this.bookingCompany(m, companyId);
      const entries = await this.menu.list(m, companyId, true);
      return {
        company: { name: company.name, booking_mode: company.booking_mode },
        // What the page shows of each entry: not whether it is active, nor its place.
        services: entries.map(({ id, name, kind, prices, durations }) => ({ id, name, kind, prices, durations })),
      };
    });
  }

  /** The company as the booking page may see it: unknown is a 404, suspended a 403, in its words. */
  private async bookingCompany(m: EntityManager, companyId: string): Promise<BookingCompany> {
    const company = await this.reads.bookingCompany(m, companyId);
    if (!company) throw new NotFoundError(BOOKING_REQUEST_MESSAGES.companyNotFound);
    if (company.status !== 'active') throw new ForbiddenError(BOOKING_REQUEST_MESSAGES.companyUnavailable);
    return company;
  }

  /** Counted before the company is looked up: probing for companies costs the same as asking. */
  private rule(): RateLimitRule {
    return { name: 'public-booking-read', limit: this.config.publicBookingReadRateLimit, windowSeconds: ONE_MINUTE };
  }
}
