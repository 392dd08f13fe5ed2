import { useLocation } from 'react-router-dom';
import type { AppointmentListItem, ConflictEntryDto } from '@groombook/contracts';
import { answer, type Handler } from '../../testing/fake-api';

/** Test data for the appointments list. */
export function appointment(id: string, overrides: Partial<AppointmentListItem> = {}): AppointmentListItem {
  return {
    id,
    date: '2026-11-20',
    time: '14:30',
    customer_id: `customer-${id}`,
    groomer_id: 'groomer-1',
    dog_name: 'Rex',
    charged_amount: 80,
    amount_given: null,
    tip: null,
    total_with_tax: 85.3,
    notes: null,
    duration_minutes: 90,
    is_recurring: false,
    recurring_sequence: null,
    recurring_total: null,
    recurring_config: null,
    recurring_group_id: null,
    customer: { name: 'Jane Doe' },
    groomer: { name: 'Bella Ruiz' },
    ...overrides,
  };
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

/** Shows the router's location, so a test can read what the page put in the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
