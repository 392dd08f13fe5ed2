import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  bookingRequestResponseSchema,
  bookingRequestsResponseSchema,
  type BookingRequest,
  type BookingRequestStatus,
  type DecideBookingRequest,
} from '@groombook/contracts';
import { apiRequest, unwrap } from './client';

/** Every list of booking requests lives under this key. */
export const bookingRequestsQueryKey = ['booking-requests'] as const;

export function bookingRequestsListQueryKey(status: BookingRequestStatus) {
  return ['booking-requests', status] as const;
}

/** GET /api/booking-requests?status= (staff and admins): the company's requests of one status, oldest first. */
export function getBookingRequests(status: BookingRequestStatus, signal?: AbortSignal) {
  return apiRequest('/api/booking-requests', { query: { status }, schema: bookingRequestsResponseSchema, signal });
}

/** PUT /api/booking-requests: accept with the appointment booked for it, or decline. */
export function decideBookingRequest(input: DecideBookingRequest) {
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
    mutationFn: async (input: DecideBookingRequest) => unwrap(decideBookingRequest(input)),
    onSuccess: (_answer, _input, _onMutateResult, { client }) => void client.invalidateQueries({ queryKey: bookingRequestsQueryKey }),
  });
}
