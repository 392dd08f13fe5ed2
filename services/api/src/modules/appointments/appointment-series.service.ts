import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppointmentListItem } from '@groombook/contracts';
import { addDays, conflictsWith, dayNumber, formatCalendarDate, formatTime12h, parseIsoDate } from '@groombook/domain';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { DomainEventBus } from '../../core/events/domain-event-bus';
import { appointmentsChanged } from '../../core/events/domain-events';
import { AppointmentLinesRepository } from './appointment-lines.repository';
import { AppointmentSeriesRepository, type Occurrence } from './appointment-series.repository';
import { AppointmentsRepository, type AppointmentValues } from './appointments.repository';
import { appointmentNotFound, AppointmentsService, valuesOf, type AppointmentInput } from './appointments.service';
import { ConflictError } from '../../core/errors/domain-errors';

/** Days from `from` to `to` (both valid YYYY-MM-DD, checked by the contract). */
const daysBetween = (from: string, to: string) => dayNumber(parseIsoDate(to)!) - dayNumber(parseIsoDate(from)!);

/**
 * "This and following": an edit or delete of one occurrence that reaches every later one of
 * its series, all in one transaction. An appointment outside a series has nothing after it,
 * so the edit reaches it alone.
 */
@Injectable()
export class AppointmentSeriesService {
  constructor(
    private readonly db: TenantDb,
    private readonly appointments: AppointmentsRepository,
    private readonly series: AppointmentSeriesRepository,
    private readonly single: AppointmentsService,
    private readonly events: DomainEventBus,
    private readonly lines: AppointmentLinesRepository,
  ) {}

  /**
   * The occurrence takes every field of the input. Each later one takes its time, groomer,
   * duration, price and notes, and moves by as many days as this one moved; it keeps its own
   * customer, dog and payment (its tip recomputed from that payment and the new price). When
   * the input names its services, every one of them gets those lines. A
   * scheduling conflict on any of them refuses the whole edit, naming the dates.
   */
  async updateFollowing(companyId: string, id: string, input: AppointmentInput): Promise<{ appointment: AppointmentListItem; changed: number }> {
    const months: string[] = [input.date];
    const ids: string[] = [];
    const appointment = await this.db.forCompany(companyId, async (m) => {
      await this.single.assertReferences(m, companyId, input);
      const [anchor, ...later] = await this.series.lockFollowing(m, companyId, id);
      if (!anchor) throw appointmentNotFound();
      const shift = daysBetween(anchor.date, input.date);
      const priced = await this.single.priced(m, companyId, input);
      const changes = [
        { occurrence: anchor, values: priced.values },
        ...later.map((occurrence) => ({
          occurrence,
          values: valuesOf(this.followingInput(occurrence, priced.input, addDays(occurrence.date, shift)), priced.taxRatePercent),
        })),
      ];
      await this.refuseConflicts(m, companyId, changes.map((change) => ({ id: change.occurrence.id, ...change.values })));
      for (const { occurrence, values } of changes) {
        await this.appointments.update(m, companyId, occurrence.id, values);
        if (priced.lines) await this.lines.replace(m, companyId, occurrence.id, priced.lines);
        months.push(occurrence.date, values.date);
        ids.push(occurrence.id);
      }
      const updated = await this.appointments.find(m, companyId, id);
      if (!updated) throw appointmentNotFound();
      this.events.publish(m, appointmentsChanged(companyId, { dates: months, appointmentIds: ids }));
      return updated;
    });
    return { appointment, changed: ids.length };
  }

  /** Deletes the occurrence and every later one; the series that remains ends before it. How many were deleted. */
  async removeFollowing(companyId: string, id: string): Promise<number> {
    const ids: string[] = [];
    await this.db.forCompany(companyId, async (m) => {
      const occurrences = await this.series.lockFollowing(m, companyId, id);
      const [anchor] = occurrences;
      if (!anchor) throw appointmentNotFound();
      ids.push(...occurrences.map((occurrence) => occurrence.id));
      const deleted = await this.series.deleteMany(m, companyId, ids);
      if (anchor.recurring_group_id !== null && anchor.recurring_sequence !== null) {
        await this.series.endSeriesAt(m, companyId, anchor.recurring_group_id, anchor.recurring_sequence - 1);
      }
      this.events.publish(m, appointmentsChanged(companyId, { dates: deleted, appointmentIds: ids }));
    });
    return ids.length;
  }

  private followingInput(occurrence: Occurrence, input: AppointmentInput, date: string): AppointmentInput {
    return { ...input, date, customer_id: occurrence.customer_id, dog_name: occurrence.dog_name, amount_given: occurrence.amount_given };
  }

  /**
   * Each changed occurrence against the groomer's other appointments of its new day; the
   * occurrences being changed are left out, since they all move together.
   */
  private async refuseConflicts(m: EntityManager, companyId: string, changed: (AppointmentValues & { id: string })[]): Promise<void> {
    const timed = changed.filter((change) => change.groomer_id !== null && change.time !== null);
    const [first] = timed;
    if (!first?.groomer_id) return;
    const moving = new Set(changed.map((change) => change.id));
    const others = (await this.series.groomerDays(m, companyId, first.groomer_id, timed.map((change) => change.date))).filter(
      (row) => !moving.has(row.id),
    );
    const clashing = timed
      .filter((change) => conflictsWith(change, others.filter((row) => row.date === change.date)).length > 0)
      .map((change) => `${formatCalendarDate(change.date)} at ${formatTime12h(change.time)}`);
    if (clashing.length > 0) {
      throw new ConflictError(`Scheduling conflict on ${clashing.join('; ')}: nothing was changed`);
    }
  }
}
