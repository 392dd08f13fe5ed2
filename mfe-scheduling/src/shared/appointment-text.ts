import type { AppointmentListItem, ConflictEntryDto } from '@groombook/contracts/light';
import { formatTime12h, NAME_MISSING } from '@groombook/domain';

export function customerNameOf(appointment: Pick<AppointmentListItem, 'customer'>): string {
  return appointment.customer?.name?.trim() || NAME_MISSING;
}

/** '2 of 6' for an appointment of a series; empty otherwise. */
export function seriesPosition(
  appointment: Pick<AppointmentListItem, 'is_recurring' | 'recurring_sequence' | 'recurring_total'>,
): string {
  const { is_recurring, recurring_sequence, recurring_total } = appointment;
  if (!is_recurring || recurring_sequence === null || recurring_total === null) return '';
  return `${recurring_sequence} of ${recurring_total}`;
}

/** One colliding appointment: '10:30 AM Jane Doe (Rex)', with 'Unknown Customer' and 'Unknown Dog' for missing names. */
export function describeConflict(conflict: ConflictEntryDto): string {
  const customer = conflict.customerName || conflict.customer_name || 'Unknown Customer';
  const dog = conflict.dogName || 'Unknown Dog';
  const time = formatTime12h(conflict.time);
  return `${time ? `${time} ` : ''}${customer} (${dog})`;
}

/** The conflict marker's title: every appointment this one collides with. */
export function conflictSummary(conflicts: readonly ConflictEntryDto[]): string {
  return `Conflicts with: ${conflicts.map(describeConflict).join('; ')}`;
}
