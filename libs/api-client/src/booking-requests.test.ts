import { describe, expect, it } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import { buildBookingRequest } from '@groombook/contracts/testing';
import { bookingRequestsListQueryKey, bookingRequestsQueryOptions, decideBookingRequestMutationOptions } from './booking-requests';
import { answer, stubFetchAndQueries } from './testing/stub-fetch';

describe('booking request calls', () => {
  const { fetchMock, client, lastCall } = stubFetchAndQueries();

  it('reads one status of requests from GET /api/booking-requests?status=', async () => {
    const pending = buildBookingRequest();
    fetchMock.mockResolvedValue(answer(200, { success: true, data: { booking_requests: [pending] } }));
    await expect(client.fetchQuery(bookingRequestsQueryOptions('pending'))).resolves.toEqual([pending]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/booking-requests?status=pending');
  });

  it('accepts with PUT and the appointment, then reads every list again', async () => {
    const pending = buildBookingRequest();
    client.setQueryData(bookingRequestsListQueryKey('pending'), [pending]);
    const accepted = { ...pending, status: 'accepted' as const, appointment_id: 'appointment-1' };
    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'Booking request accepted', booking_request: accepted, confirmation_sent: true }));
    const input = { id: pending.id, status: 'accepted' as const, appointment_id: '00000000-0000-4000-8000-000000000001' };
    await expect(new MutationObserver(client, decideBookingRequestMutationOptions()).mutate(input)).resolves.toMatchObject({ confirmation_sent: true });
    expect(lastCall()).toEqual({ url: '/api/booking-requests', method: 'PUT', body: input });
    expect(client.getQueryState(bookingRequestsListQueryKey('pending'))?.isInvalidated).toBe(true);
  });
});
