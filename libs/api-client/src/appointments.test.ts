import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { AppointmentListItem } from '@groombook/contracts';
import {
  appointmentQueryOptions,
  createAppointmentMutationOptions,
  createRecurringAppointmentsMutationOptions,
  deleteAppointmentMutationOptions,
  monthAppointmentsQueryOptions,
  updateAppointmentMutationOptions,
} from './appointments';
import { answer, stubFetchWithSession, testQueryClient } from './testing/stub-fetch';

const id = '3f8fad5b-d9cb-469f-a165-70867728950e';
const groomerId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const appointment: AppointmentListItem = {
  id,
  date: '2026-03-02',
  time: '10:30',
  customer_id: null,
  groomer_id: groomerId,
  dog_name: 'Rex',
  charged_amount: 80,
  amount_given: null,
  tip: 0,
  total_with_tax: 85.3,
  notes: null,
  duration_minutes: 90,
  is_recurring: false,
  recurring_sequence: null,
  recurring_total: null,
  recurring_config: null,
  recurring_group_id: null,
  customer: null,
  groomer: { name: 'Bella' },
};
const fields = { date: '2026-03-02', groomer_id: groomerId, dog_name: 'Rex', duration_minutes: 90 };

describe('appointment calls', () => {
  const fetchMock = stubFetchWithSession();
  let client: QueryClient;

  beforeEach(() => {
    client = testQueryClient();
  });

  afterEach(() => client.clear());

  const lastCall = () => {
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    return { url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
  };
  const seed = () => {
    for (const key of [['appointments', 'month', 2026, 3, 0], ['conflicts', 'month', 2026, 3], ['dashboard', 'counts'], ['groomers']]) {
      client.setQueryData(key, { seeded: true });
    }
  };
  const invalidated = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;

  it('reads one appointment by id under appointments/detail', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'ok', appointment }));
    const options = appointmentQueryOptions(id);
    expect(options.queryKey).toEqual(['appointments', 'detail', id]);
    await expect(client.fetchQuery(options)).resolves.toEqual(appointment);
    expect(lastCall().url).toBe(`/api/appointments?id=${id}`);
  });

  it('reads a month a page at a time, keyed by year, month and offset', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, appointments: [appointment], total: 201 }));
    const options = monthAppointmentsQueryOptions({ year: 2026, month: 3, offset: 200 });
    expect(options.queryKey).toEqual(['appointments', 'month', 2026, 3, 200]);
    await expect(client.fetchQuery(options)).resolves.toEqual({ appointments: [appointment], total: 201 });
    expect(lastCall().url).toBe('/api/appointments?year=2026&month=3&limit=200&offset=200');
  });

  it('creates, updates and deletes, then refreshes appointments, conflicts and the dashboard', async () => {
    seed();
    fetchMock.mockResolvedValue(answer(201, { success: true, message: 'Appointment successfully added!', appointment }));
    await new MutationObserver(client, createAppointmentMutationOptions()).mutate(fields);
    expect(lastCall()).toEqual({ url: '/api/appointments', method: 'POST', body: fields });
    expect(invalidated(['appointments', 'month', 2026, 3, 0])).toBe(true);
    expect(invalidated(['conflicts', 'month', 2026, 3])).toBe(true);
    expect(invalidated(['dashboard', 'counts'])).toBe(true);
    expect(invalidated(['groomers'])).toBe(false);

    seed();
    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'Appointment successfully updated!', appointment }));
    await new MutationObserver(client, updateAppointmentMutationOptions()).mutate({ ...fields, id, time: null });
    expect(lastCall()).toEqual({ url: '/api/appointments', method: 'PUT', body: { ...fields, id, time: null } });
    expect(invalidated(['conflicts', 'month', 2026, 3])).toBe(true);

    seed();
    client.setQueryData(['appointments', 'detail', id], appointment);
    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'Appointment successfully deleted!' }));
    await expect(new MutationObserver(client, deleteAppointmentMutationOptions()).mutate(id)).resolves.toBe(
      'Appointment successfully deleted!',
    );
    expect(lastCall()).toEqual({ url: '/api/appointments', method: 'DELETE', body: { id } });
    expect(client.getQueryData(['appointments', 'detail', id])).toBeUndefined();
    expect(invalidated(['dashboard', 'counts'])).toBe(true);
  });

  it('creates a series with its recurring_config and returns the count and group id', async () => {
    fetchMock.mockResolvedValue(
      answer(201, { success: true, message: 'Created', data: { total_appointments: 4, recurring_group_id: 'series-1' } }),
    );
    const recurring_config = { frequency: 'weekly' as const, interval: 1, endType: 'count' as const, endCount: 4 };
    const created = await new MutationObserver(client, createRecurringAppointmentsMutationOptions()).mutate({ ...fields, recurring_config });
    expect(created).toEqual({ message: 'Created', total_appointments: 4, recurring_group_id: 'series-1' });
    expect(lastCall()).toEqual({ url: '/api/recurring-appointments', method: 'POST', body: { ...fields, recurring_config } });
  });

  it("passes the server's message on a failed write", async () => {
    fetchMock.mockResolvedValue(answer(404, { success: false, message: 'Customer not found', code: 'NOT_FOUND' }));
    await expect(new MutationObserver(client, createAppointmentMutationOptions()).mutate(fields)).rejects.toMatchObject({
      message: 'Customer not found',
      status: 404,
    });
  });
});
