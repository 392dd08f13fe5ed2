import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { QueryFailedError } from 'typeorm';
import type { ClosedDay, GroomerHours, ScheduleBlock, ScheduleDay, TimeOff } from '@groombook/contracts';
import { dayOffReason, formatCalendarDate, minutesToTime, timeToMinutes, workingStretches, type Stretch, type WeeklyStretch } from '@groombook/domain';
import { Clock } from '../../core/clock/clock';
import { addDays, knownTimeZone, localParts } from '../../core/clock/company-time';
import { ConflictError, NotFoundError, RuleRefusedError } from '../../core/errors/domain-errors';
import { DomainEventBus } from '../../core/events/domain-event-bus';
import { schedulesChanged } from '../../core/events/domain-events';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { ScheduleReadsRepository } from './schedule-reads.repository';
import { ScheduleWritesRepository, type BlockValues } from './schedule-writes.repository';

/** The calendar's longest span: six weeks, a month view with the days around it. */
export const SCHEDULE_MAX_DAYS = 42;

const groomerNotFound = () => new NotFoundError('Groomer not found');
const closedDayTaken = (date: string) => new ConflictError(`The salon is already closed on ${formatCalendarDate(date)}`);

/** The database's own refusal of a second closed day on one date (two writes racing past the check). */
function isDuplicateClosedDay(error: unknown): boolean {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { constraint?: unknown }) : undefined;
  return driverError?.constraint === 'salon_closed_days_company_date_key';
}

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Refuses a span whose end comes before its start, or (with `maxDays`) a longer one. */
function refuseBadSpan(from: string, to: string, maxDays?: number): void {
  if (to < from) throw new RuleRefusedError('to: The last day must not be before the first');
  if (maxDays !== undefined && addDays(from, maxDays - 1) < to) {
    throw new RuleRefusedError(`to: Ask for at most ${maxDays} days at a time`);
  }
}

const asTimes = (stretches: readonly Stretch[]) => stretches.map((s) => ({ start: minutesToTime(s.start), end: minutesToTime(s.end) }));

/**
 * When the salon and its groomers work: the salon's week and closed days, each groomer's own
 * hours and breaks, their time off and blocks of time, and the calendar's view of a span of
 * days. Admins set the hours, closed days and time off; whoever books may block time (the
 * access policy says who). Each write is one transaction and publishes `schedules.changed`,
 * delivered when it commits.
 */
@Injectable()
export class SchedulesService {
  constructor(
    private readonly db: TenantDb,
    private readonly writes: ScheduleWritesRepository,
    private readonly reads: ScheduleReadsRepository,
    private readonly events: DomainEventBus,
    private readonly clock: Clock,
  ) {}

  /** The week's opening hours and the closed days from today on (the company's today). */
  salonHours(companyId: string): Promise<{ hours: WeeklyStretch[]; closed_days: ClosedDay[] }> {
    return this.db.forCompany(companyId, (m) => this.salonHoursIn(m, companyId));
  }

  /** Replaces the whole week: a weekday left out is closed. */
  replaceSalonHours(companyId: string, hours: readonly WeeklyStretch[]): Promise<{ hours: WeeklyStretch[]; closed_days: ClosedDay[] }> {
    return this.db.forCompany(companyId, async (m) => {
      await this.writes.replaceSalonHours(m, companyId, hours);
      this.events.publish(m, schedulesChanged(companyId));
      return this.salonHoursIn(m, companyId);
    });
  }

  /** A day the salon is closed; 409 when it already is. */
  async addClosedDay(companyId: string, date: string, reason: string | null): Promise<ClosedDay> {
    try {
      return await this.db.forCompany(companyId, async (m) => {
        if (await this.writes.closedDayOn(m, companyId, date)) throw closedDayTaken(date);
        const day = await this.writes.insertClosedDay(m, companyId, date, reason);
        this.events.publish(m, schedulesChanged(companyId, [date]));
        return day;
      });
    } catch (error) {
      if (isDuplicateClosedDay(error)) throw closedDayTaken(date);
      throw error;
    }
  }

  removeClosedDay(companyId: string, id: string): Promise<void> {
    return this.db.forCompany(companyId, async (m) => {
      const removed = await this.writes.deleteClosedDay(m, companyId, id);
      if (!removed) throw new NotFoundError('Closed day not found');
      this.events.publish(m, schedulesChanged(companyId, [removed.date]));
    });
  }

  groomerHours(companyId: string): Promise<GroomerHours[]> {
    return this.db.forCompany(companyId, (m) => this.writes.groomerHours(m, companyId));
  }

  /** One groomer's week: their own hours (null: the salon's) and breaks, replaced whole. */
  replaceGroomerHours(companyId: string, groomerId: string, hours: readonly WeeklyStretch[] | null, breaks: readonly WeeklyStretch[]): Promise<GroomerHours> {
    // No rows means the salon's hours: an empty week would read back as that, not as "never works".
    if (hours && hours.length === 0) throw new RuleRefusedError("hours: Choose at least one working day, or the salon's hours");
    return this.db.forCompany(companyId, async (m) => {
      await this.assertGroomer(m, companyId, groomerId);
      await this.writes.replaceGroomerHours(m, companyId, groomerId, hours, breaks);
      this.events.publish(m, schedulesChanged(companyId));
      const [saved] = await this.writes.groomerHours(m, companyId, groomerId);
      if (!saved) throw groomerNotFound();
      return saved;
    });
  }

  timeOff(companyId: string, from: string, to: string, groomerId?: string): Promise<TimeOff[]> {
    refuseBadSpan(from, to);
    return this.db.forCompany(companyId, (m) => this.writes.timeOff(m, companyId, from, to, groomerId));
  }

  addTimeOff(companyId: string, values: { groomer_id: string; starts_on: string; ends_on: string; reason: string | null }): Promise<TimeOff> {
    return this.db.forCompany(companyId, async (m) => {
      await this.assertGroomer(m, companyId, values.groomer_id);
      const added = await this.writes.insertTimeOff(m, companyId, values);
      this.events.publish(m, schedulesChanged(companyId));
      return added;
    });
  }

  removeTimeOff(companyId: string, id: string): Promise<void> {
    return this.db.forCompany(companyId, async (m) => {
      if (!(await this.writes.deleteTimeOff(m, companyId, id))) throw new NotFoundError('Time off not found');
      this.events.publish(m, schedulesChanged(companyId));
    });
  }

  /** A block of time; it may overlap appointments (staff decide), but not pass midnight. */
  addBlock(companyId: string, values: BlockValues): Promise<ScheduleBlock> {
    refuseBlockPastMidnight(values);
    return this.db.forCompany(companyId, async (m) => {
      await this.assertGroomer(m, companyId, values.groomer_id);
      const block = await this.writes.insertBlock(m, companyId, values);
      this.events.publish(m, schedulesChanged(companyId, [block.date]));
      return block;
    });
  }

  updateBlock(companyId: string, id: string, values: BlockValues): Promise<ScheduleBlock> {
    refuseBlockPastMidnight(values);
    return this.db.forCompany(companyId, async (m) => {
      const before = await this.writes.findBlock(m, companyId, id);
      if (!before) throw blockNotFound();
      await this.assertGroomer(m, companyId, values.groomer_id);
      const block = await this.writes.updateBlock(m, companyId, id, values);
      if (!block) throw blockNotFound();
      this.events.publish(m, schedulesChanged(companyId, [before.date, block.date]));
      return block;
    });
  }

  removeBlock(companyId: string, id: string): Promise<void> {
    return this.db.forCompany(companyId, async (m) => {
      const before = await this.writes.findBlock(m, companyId, id);
      if (!before || !(await this.writes.deleteBlock(m, companyId, id))) throw blockNotFound();
      this.events.publish(m, schedulesChanged(companyId, [before.date]));
    });
  }

  /**
   * What the calendar shades for the days from `from` to `to` (at most 42): per day the salon's
   * open stretches (or why it is closed) and each groomer's working stretches (or why they are
   * away), and the blocks.
   */
  schedule(companyId: string, from: string, to: string): Promise<{ days: ScheduleDay[]; blocks: ScheduleBlock[] }> {
    refuseBadSpan(from, to, SCHEDULE_MAX_DAYS);
    return this.db.forCompany(companyId, async (m) => {
      // One after the other: a transaction's statements share its one connection.
      const facts = await this.reads.facts(m, companyId, from, to, undefined, false);
      const blocks = await this.writes.blocks(m, companyId, from, to);
      const salon = { hours: facts.salonHours, closedDays: facts.closedDays.map((day) => day.date) };
      const asSalon = { id: '', hours: null, breaks: [], timeOff: [] };
      const days = daysBetween(from, to).map((date): ScheduleDay => {
        const closed = facts.closedDays.find((day) => day.date === date);
        return {
          date,
          salon: { open: asTimes(workingStretches(date, salon, asSalon)), closed_reason: closed?.reason ?? null },
          groomers: facts.groomers.map((groomer) => {
            const away = dayOffReason(date, salon, groomer);
            return { groomer_id: groomer.id, working: asTimes(workingStretches(date, salon, groomer)), away: away && { kind: away.kind, reason: away.reason } };
          }),
        };
      });
      return { days, blocks };
    });
  }

  private async salonHoursIn(m: EntityManager, companyId: string): Promise<{ hours: WeeklyStretch[]; closed_days: ClosedDay[] }> {
    const company = await this.reads.bookingCompany(m, companyId);
    const today = localParts(this.clock.now(), knownTimeZone(company?.time_zone)).date;
    const hours = await this.writes.salonHours(m, companyId);
    const closedDays = await this.writes.closedDaysFrom(m, companyId, today);
    return { hours, closed_days: closedDays };
  }

  private async assertGroomer(m: EntityManager, companyId: string, groomerId: string): Promise<void> {
    if (!(await this.writes.groomerExists(m, companyId, groomerId))) throw groomerNotFound();
  }
}

const blockNotFound = () => new NotFoundError('Block not found');

function refuseBlockPastMidnight(values: Pick<BlockValues, 'time' | 'duration_minutes'>): void {
  const start = timeToMinutes(values.time) ?? 0;
  if (start + values.duration_minutes > 24 * 60) throw new RuleRefusedError('duration_minutes: A block must end by midnight');
}
