import { mutationOptions } from '@tanstack/react-query';
import type { ChangeAppointmentStatusRequest, CheckoutRequest } from '@groombook/contracts';
import { appointmentStatusResponseSchema, type AppointmentListItem } from '@groombook/contracts/light';
import { apiRequest, unwrap } from './client';
import { appointmentQueryKey, refreshAfterAppointmentChange } from './appointments';

/** POST /api/appointments/status: the appointment as it now stands. */
export function changeAppointmentStatus(input: ChangeAppointmentStatusRequest) {
  return apiRequest('/api/appointments/status', { method: 'POST', body: input, schema: appointmentStatusResponseSchema });
}

/** POST /api/appointments/checkout: payment, discount and tip, and the appointment completed. */
export function checkoutAppointment(input: CheckoutRequest) {
  return apiRequest('/api/appointments/checkout', { method: 'POST', body: input, schema: appointmentStatusResponseSchema });
}

function afterStatusWrite(client: Parameters<typeof refreshAfterAppointmentChange>[0], appointment: AppointmentListItem): void {
  client.setQueryData(appointmentQueryKey(appointment.id), appointment);
  refreshAfterAppointmentChange(client);
}

export function changeAppointmentStatusMutationOptions() {
  return mutationOptions({
    mutationKey: ['appointments', 'status'],
    mutationFn: async (input: ChangeAppointmentStatusRequest) => (await unwrap(changeAppointmentStatus(input))).appointment,
    onSuccess: (appointment, _input, _onMutateResult, { client }) => afterStatusWrite(client, appointment),
  });
}

export function checkoutAppointmentMutationOptions() {
  return mutationOptions({
    mutationKey: ['appointments', 'checkout'],
    mutationFn: async (input: CheckoutRequest) => (await unwrap(checkoutAppointment(input))).appointment,
    onSuccess: (appointment, _input, _onMutateResult, { client }) => afterStatusWrite(client, appointment),
  });
}

