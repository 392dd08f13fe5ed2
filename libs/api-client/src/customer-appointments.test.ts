import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@groombook/auth';
import { todayIsoDate } from '@groombook/domain';
import { customerAppointmentsQueryKey, customerAppointmentsQueryOptions, getCustomerAppointments } from './customer-appointments';

const customerId = '0f8fad5b-d9cb-469f-a165-70867728950e';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe("a customer's appointments", () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () => answer(200, { success: true, message: 'ok', appointments: [] }));
    sessionStore.getState().signIn({
      accessToken: 'token-1',
      expiresAt: Date.now() + 3_600_000,
      user: { id: 'u1', email: 'staff@groombook.test', createdAt: '2026-01-01T00:00:00Z' },
    });
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    sessionStore.getState().signOut();
  });

  it('asks for the future from today and the past up to today', async () => {
    await getCustomerAppointments(customerId, 'future', { today: '2026-03-04' });
    await getCustomerAppointments(customerId, 'past', { today: '2026-03-04' });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      `/api/appointments?customer_id=${customerId}&start_date=2026-03-04`,
      `/api/appointments?customer_id=${customerId}&end_date=2026-03-04`,
    ]);
  });

  it("keeps each list under the customer's key and uses today's date", async () => {
    expect(customerAppointmentsQueryKey(customerId, 'past')).toEqual(['appointments', 'customer', customerId, 'past']);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await client.fetchQuery(customerAppointmentsQueryOptions(customerId, 'future'))).toEqual([]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`start_date=${todayIsoDate()}`);
  });
});
