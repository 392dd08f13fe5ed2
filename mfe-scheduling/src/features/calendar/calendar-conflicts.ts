import type { AppointmentListItem, ConflictEntryDto } from '@groombook/contracts/light';
import { findConflicts, toConflictEntry } from '@groombook/domain';
import { conflictSummary } from '../../shared/appointment-text';

/**
 * Each colliding appointment's id -> its marker's title ('Conflicts with: …'), from the product's
 * conflict rule over the days shown, as they are on screen (a block dropped but not yet saved included).
 */
export function conflictTitles(appointments: readonly AppointmentListItem[]): Map<string, string> {
  const byId = new Map(appointments.map((appointment) => [appointment.id, appointment]));
  const titles = new Map<string, string>();
  for (const [id, others] of findConflicts(appointments)) {
    const entries: ConflictEntryDto[] = others.flatMap((otherId) => {
      const other = byId.get(otherId);
      if (!other) return [];
      const entry = toConflictEntry(other);
      return [{ id: otherId, time: entry.time ?? null, customerName: entry.customerName ?? null, dogName: entry.dogName ?? null, customer_name: entry.customer_name ?? null }];
    });
    titles.set(id, conflictSummary(entries));
  }
  return titles;
}
