/** Scheduling's appointment form, reached from the list. */
export const ADD_APPOINTMENT_PATH = '/add-appointment';

export function editAppointmentPath(appointmentId: string): string {
  return `/edit-appointment/${encodeURIComponent(appointmentId)}`;
}
