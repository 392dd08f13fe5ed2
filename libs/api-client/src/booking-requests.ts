import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { type BookingRequestStatus } from '@groombook/contracts';
import { bookingRequestResponseSchema, bookingRequestsResponseSchema, type BookingRequest } from '@groombook/contracts/light';
import type { DecideBookingRequestInput } from '@groombook/contracts/platform';
import { refreshAfterAppointmentChange } from './appointments';
import { apiRequest, unwrap } from './client';
import { customersQueryKey } from './query-keys';

/** Every list of booking requests lives under this key. */
export const bookingRequestsQueryKey = ['booking-requests'] as const;

export function bookingRequestsListQueryKey(status: BookingRequestStatus) {
  return ['booking-requests', status] as const;
}

/** GET /api/booking-requests?status= (staff and admins): the company's requests of one status, oldest first. */
export function getBookingRequests(status: BookingRequestStatus, signal?: AbortSignal) {
  return apiRequest('/api/booking-requests', { query: { status }, schema: bookingRequestsResponseSchema, signal });
}

/**
 * PUT /api/booking-requests: accept (booking the appointment, and adding its new customer, in the
 * same transaction) or decline.
 */
export function decideBookingRequest(input: DecideBookingRequestInput) {
  return apiRequest('/api/booking-requests', { method: 'PUT', body: input, schema: bookingRequestResponseSchema });
}

export function bookingRequestsQueryOptions(status: BookingRequestStatus) {
  return queryOptions({
    queryKey: bookingRequestsListQueryKey(status),
    queryFn: async ({ signal }): Promise<BookingRequest[]> => (await unwrap(getBookingRequests(status, signal))).data.booking_requests,
  });
}

export function decideBookingRequestMutationOptions() {
  return mutationOptions({
    mutationKey: ['booking-requests', 'decide'],
    mutationFn: async (input: DecideBookingRequestInput) => unwrap(decideBookingRequest(input)),
    onSuccess: (_answer, input, _onMutateResult, { client }) => {
      void client.invalidateQueries({ queryKey: bookingRequestsQueryKey });
      // An accept booked an appointment, and may have added its customer.
      if (input.appointment) {
        refreshAfterAppointmentChange(client);
        if (input.customer) void client.invalidateQueries({ queryKey: customersQueryKey });
      }
    },
  });
}
