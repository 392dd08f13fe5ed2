import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  APPOINTMENT_DURATION,
  availableStarts,
  minutesToTime,
  type AvailabilityInput,
  type DogSize,
  type GroomerAvailability,
} from '@groombook/domain';
import { Clock } from '../../core/clock/clock';
import { knownTimeZone, localParts } from '../../core/clock/company-time';
import { RuleRefusedError } from '../../core/errors/domain-errors';
import { ScheduleReadsRepository, type BookingCompany, type ScheduleFacts } from './schedule-reads.repository';

/** The services chosen for a booking, at the dog's size: their names, price and total length. */
export interface ChosenServices {
  lines: { serviceId: string; name: string; kind: string; price: number; durationMinutes: number }[];
  /** At least 15 minutes (an appointment's shortest), rounded up to a quarter hour. */
  durationMinutes: number;
}

export interface DayQuery {
  date: string;
  durationMinutes: number;
  groomerId?: string;
  /** An appointment being edited or moved: its own time is free for it. */
  excludeAppointmentId?: string;
}

export interface DayAvailability {
  /** The engine's input for the day (the form's warnings read it again). */
  input: AvailabilityInput;
  groomers: { id: string; name: string; times: string[] }[];
}

/**
 * The free start times of a day, read from the database and worked out by the engine in
 * `@groombook/domain` (`availableStarts`). Today's times start after the company's now; a
 * past day has none. Every method runs in the caller's transaction, so a booking can read and
 * write under the same snapshot.
 */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly reads: ScheduleReadsRepository,
    private readonly clock: Clock,
  ) {}

  /** The company's settings (undefined: no such company). */
  company(m: EntityManager, companyId: string): Promise<BookingCompany | undefined> {
    return this.reads.bookingCompany(m, companyId);
  }

  /**
   * The chosen menu entries at the dog's size. Refused: an id not on the company's menu, an
   * entry no longer offered (`activeOnly`), or no service among them (add-ons alone).
   */
  async chosenServices(m: EntityManager, companyId: string, serviceIds: readonly string[], size: DogSize, activeOnly: boolean): Promise<ChosenServices> {
    const unique = [...new Set(serviceIds)];
    const entries = await this.reads.menuEntries(m, companyId, unique, size);
    if (entries.length !== unique.length || (activeOnly && entries.some((entry) => !entry.active))) {
      throw new RuleRefusedError('services: Choose services from the salon\'s menu');
    }
    if (!entries.some((entry) => entry.kind === 'service')) throw new RuleRefusedError('services: Choose at least one service, not only add-ons');
    const total = entries.reduce((sum, entry) => sum + entry.duration, 0);
    const step = APPOINTMENT_DURATION.stepMinutes;
    const durationMinutes = Math.min(APPOINTMENT_DURATION.maxMinutes, Math.max(APPOINTMENT_DURATION.minMinutes, Math.ceil(total / step) * step));
    return {
      lines: entries.map((entry) => ({ serviceId: entry.id, name: entry.name, kind: entry.kind, price: Number(entry.price), durationMinutes: entry.duration })),
      durationMinutes,
    };
  }

  /** The engine's input for one day, from facts read for a span that holds it. */
  static inputFor(facts: ScheduleFacts, company: Pick<BookingCompany, 'booking_buffer_minutes'>, query: DayQuery, notBefore: string | null): AvailabilityInput {
    return {
      date: query.date,
      salonHours: facts.salonHours,
      closedDays: facts.closedDays.map((day) => day.date),
      groomers: facts.groomers,
      busy: facts.busy.filter((busy) => busy.date === query.date && busy.id !== query.excludeAppointmentId),
      durationMinutes: query.durationMinutes,
      bufferMinutes: company.booking_buffer_minutes,
      notBefore,
    };
  }

  /** The free start times of a day for each groomer (or the one asked for). */
  async day(m: EntityManager, companyId: string, company: BookingCompany, query: DayQuery): Promise<DayAvailability> {
    const facts = await this.reads.facts(m, companyId, query.date, query.date, query.groomerId);
    const notBefore = this.notBefore(company, query.date);
    const input = AvailabilityService.inputFor(facts, company, query, notBefore === 'past' ? null : notBefore);
    const starts: GroomerAvailability[] = notBefore === 'past' ? facts.groomers.map((g) => ({ groomerId: g.id, times: [] })) : availableStarts(input);
    return {
      input,
      groomers: facts.groomers.map((g) => ({ id: g.id, name: g.name, times: starts.find((s) => s.groomerId === g.id)?.times ?? [] })),
    };
  }

  /** Every free start time of a day, any groomer, in order, once each: what the public sees. */
  static anyGroomer(day: DayAvailability): string[] {
    return [...new Set(day.groomers.flatMap((g) => g.times))].sort();
  }

  /**
   * The earliest start today in the company's time zone (the next quarter hour after now),
   * 'past' for a day gone by, null for a day to come.
   */
  notBefore(company: Pick<BookingCompany, 'time_zone'>, date: string): string | 'past' | null {
    const now = localParts(this.clock.now(), knownTimeZone(company.time_zone));
    if (date < now.date) return 'past';
    if (date > now.date) return null;
    const minutes = now.hour * 60 + now.minute + 1;
    const next = Math.ceil(minutes / 15) * 15;
    return next >= 1440 ? 'past' : minutesToTime(next);
  }
}
