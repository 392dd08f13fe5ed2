import type { AppointmentListItem, ConflictEntryDto } from '@groombook/contracts/light';
import { buildAppointment } from '@groombook/ui-testing';
import { answer, type Handler } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AppointmentsPage } from './appointments-page';

/** An appointment of November 2026 (the month the list tests open): Jane Doe's, with Bella Ruiz at 2:30 PM. */
export function appointment(id: string, overrides: Partial<AppointmentListItem> = {}): AppointmentListItem {
  return buildAppointment({ id, date: '2026-11-20', time: '14:30', ...overrides });
}

export function conflictWith(id: string, overrides: Partial<ConflictEntryDto> = {}): ConflictEntryDto {
  return { id, time: '15:00', customerName: 'Sam Lee', dogName: 'Fido', customer_name: 'Sam Lee', ...overrides };
}

/** The answer of GET /api/appointments: `appointments` as the month's page, with `total` in the month. */
export function monthPage(appointments: AppointmentListItem[], total = appointments.length): Response {
  return answer(200, { success: true, appointments, total });
}

/** GET /api/appointments always answering this page. */
export const monthOf =
  (appointments: AppointmentListItem[], total = appointments.length): Handler =>
  () =>
    monthPage(appointments, total);

/** The answer of GET /api/conflict-cache-simple with this conflict map. */
export function conflictMap(conflicts: Record<string, ConflictEntryDto[]> = {}): Response {
  const appointmentsWithConflicts = Object.keys(conflicts).length;
  return answer(200, {
    success: true,
    conflicts,
    summary: { hasConflicts: appointmentsWithConflicts > 0, appointmentsWithConflicts },
    cached: true,
    error: null,
  });
}

/** GET /api/conflict-cache-simple always answering this conflict map. */
export const conflictMapOf =
  (conflicts: Record<string, ConflictEntryDto[]> = {}): Handler =>
  () =>
    conflictMap(conflicts);

/** November 2026's appointments list. */
export const NOVEMBER = '/appointments?year=2026&month=11';

/**
 * The appointments page opened at `route` (the page alone, not the remote's route tree: a link it
 * follows shows in `location.href`, not as another page).
 */
export const openList = (route = '/appointments', { liveUpdates = false } = {}) => renderWithProviders(<AppointmentsPage />, { route, liveUpdates });
