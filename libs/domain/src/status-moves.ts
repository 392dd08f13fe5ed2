import type { Role } from './constants';
import { hasRoleAtLeast } from './roles';
import { APPOINTMENT_STATUS_LABELS } from './appointment-status-labels';
import type { AppointmentStatus } from './salon-day';

/** The statuses of an appointment still under way, in the order a day takes them. */
export const OPEN_STATUSES = ['booked', 'confirmed', 'checked_in', 'ready'] as const satisfies readonly AppointmentStatus[];

const openIndex = (status: AppointmentStatus): number => (OPEN_STATUSES as readonly AppointmentStatus[]).indexOf(status);
export const isOpenStatus = (status: AppointmentStatus): boolean => openIndex(status) >= 0;

/**
 * What kind of move `from` → `to` is:
 * - `same`: nothing would change (refused);
 * - `checkout`: to completed, which only checkout makes (refused here);
 * - `forward`: later in the day's order (skipping steps is allowed), or a cancellation of an
 *   open appointment: any signed-in member of the company;
 * - `staff`: a no-show, any move back (ready → checked in, reopening a completed, cancelled or
 *   no-show appointment): staff and admins only.
 */
export type StatusMove = 'same' | 'checkout' | 'forward' | 'staff';

export function statusMoveOf(from: AppointmentStatus, to: AppointmentStatus): StatusMove {
  if (from === to) return 'same';
  if (to === 'completed') return 'checkout';
  if (to === 'cancelled' && isOpenStatus(from)) return 'forward';
  if (isOpenStatus(from) && openIndex(to) > openIndex(from)) return 'forward';
  return 'staff';
}

/** Whether a role may make the moves only staff make (no-show, moving back). */
export const mayMoveBack = (role: Role): boolean => hasRoleAtLeast(role, 'staff');

export type StatusMoveCheck = { ok: true } | { ok: false; refusal: 'same' | 'checkout' | 'staff_only'; message: string };

/** The rule of a status change by someone of `role`, with the words of a refusal. */
export function checkStatusMove(from: AppointmentStatus, to: AppointmentStatus, role: Role): StatusMoveCheck {
  switch (statusMoveOf(from, to)) {
    case 'same':
      return { ok: false, refusal: 'same', message: `The appointment is already ${APPOINTMENT_STATUS_LABELS[to].toLowerCase()}` };
    case 'checkout':
      return { ok: false, refusal: 'checkout', message: 'Complete an appointment through checkout' };
    case 'staff':
      return mayMoveBack(role) ? { ok: true } : { ok: false, refusal: 'staff_only', message: 'Only staff and admins can mark a no-show or move an appointment back' };
    case 'forward':
      return { ok: true };
  }
}

/** Checkout completes an appointment that is still open; a cancelled or no-show one (or a completed one) cannot be checked out. */
export const mayCheckOut = (status: AppointmentStatus): boolean => isOpenStatus(status);

/**
 * The moves the edit page offers from `from`, in the order it shows them: the open statuses
 * after it, a cancellation, a no-show (staff), and for staff a closed appointment's reopening
 * (back to booked). Completion is checkout's, never a plain move.
 */
export function nextStatuses(from: AppointmentStatus, role: Role): AppointmentStatus[] {
  const candidates: AppointmentStatus[] = isOpenStatus(from) ? [...OPEN_STATUSES, 'cancelled', 'no_show'] : ['booked'];
  return candidates.filter((to) => {
    if (to === from || statusMoveOf(from, to) === 'checkout') return false;
    // Open appointments are not moved back from these buttons: that is a correction, rarely needed.
    if (isOpenStatus(from) && isOpenStatus(to) && openIndex(to) < openIndex(from)) return false;
    return checkStatusMove(from, to, role).ok;
  });
}
