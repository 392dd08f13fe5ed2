import { describe, expect, it } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import { buildBookingRequest } from '@groombook/contracts/testing';
import { bookingRequestsListQueryKey, bookingRequestsQueryOptions, decideBookingRequestMutationOptions } from './booking-requests';
import { appointmentsQueryKey } from './appointments';
import { customersQueryKey } from './customers';
import { answer, stubFetchAndQueries } from './testing/stub-fetch';

describe('booking request calls', () => {
  const { fetchMock, client, lastCall } = stubFetchAndQueries();

  it('reads one status of requests from GET /api/booking-requests?status=', async () => {
    const pending = buildBookingRequest();
    fetchMock.mockResolvedValue(answer(200, { success: true, data: { booking_requests: [pending] } }));
    await expect(client.fetchQuery(bookingRequestsQueryOptions('pending'))).resolves.toEqual([pending]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/booking-requests?status=pending');
  });

  it('accepts with one PUT carrying the appointment and the new customer, then reads the requests, appointments and customers again', async () => {
    const pending = buildBookingRequest();
    client.setQueryData(bookingRequestsListQueryKey('pending'), [pending]);
    client.setQueryData(appointmentsQueryKey, []);
    client.setQueryData(customersQueryKey, []);
    const accepted = { ...pending, status: 'accepted' as const, appointment_id: 'appointment-1' };
    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'Booking request accepted', booking_request: accepted, confirmation_sent: true }));
    const input = {
      id: pending.id,
      status: 'accepted' as const,
      appointment: { date: '2031-05-06', time: '14:30', dog_name: 'Rex', groomer_id: '00000000-0000-4000-8000-000000000002', duration_minutes: 60 },
      customer: { name: pending.name, phone_number: pending.phone },
    };
    await expect(new MutationObserver(client, decideBookingRequestMutationOptions()).mutate(input)).resolves.toMatchObject({ confirmation_sent: true });
    expect(lastCall()).toEqual({ url: '/api/booking-requests', method: 'PUT', body: input });
    expect(client.getQueryState(bookingRequestsListQueryKey('pending'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(appointmentsQueryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(customersQueryKey)?.isInvalidated).toBe(true);
  });

  it('declines with PUT, leaving the appointments alone', async () => {
    const pending = buildBookingRequest();
    client.setQueryData(appointmentsQueryKey, []);
    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'Booking request declined', booking_request: { ...pending, status: 'declined' } }));
    await new MutationObserver(client, decideBookingRequestMutationOptions()).mutate({ id: pending.id, status: 'declined' });
    expect(lastCall()).toEqual({ url: '/api/booking-requests', method: 'PUT', body: { id: pending.id, status: 'declined' } });
    expect(client.getQueryState(appointmentsQueryKey)?.isInvalidated).toBe(false);
  });
});
