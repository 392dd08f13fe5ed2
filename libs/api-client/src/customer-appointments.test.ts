import { beforeEach, describe, expect, it } from 'vitest';
import { uniqueId } from '@groombook/contracts/testing';
import { todayIsoDate } from '@groombook/domain';
import { customerAppointmentsQueryKey, customerAppointmentsQueryOptions, getCustomerAppointments } from './customer-appointments';
import { answer, stubFetchWithSession, testQueryClient, testSession } from './testing/stub-fetch';

const customerId = uniqueId();

describe("a customer's appointments", () => {
  const fetchMock = stubFetchWithSession({ session: () => testSession('staff@groombook.test') });

  beforeEach(() => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, message: 'ok', appointments: [] }));
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
    const client = testQueryClient();
    expect(await client.fetchQuery(customerAppointmentsQueryOptions(customerId, 'future'))).toEqual([]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`start_date=${todayIsoDate()}`);
  });
});
