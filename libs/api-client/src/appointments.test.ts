import { describe, expect, it } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import { buildAppointment } from '@groombook/contracts/testing';
import {
  allMonthAppointmentsQueryOptions,
  appointmentQueryOptions,
  createAppointmentMutationOptions,
  createRecurringAppointmentsMutationOptions,
  deleteAppointmentMutationOptions,
  monthAppointmentsQueryOptions,
  updateAppointmentMutationOptions,
} from './appointments';
import { answer, stubFetchAndQueries } from './testing/stub-fetch';

// March 2026: the month whose caches the writes below must refresh.
const appointment = buildAppointment({ date: '2026-03-02' });
const { id } = appointment;
const fields = { date: appointment.date, groomer_id: appointment.groomer_id, dog_name: 'Rex', duration_minutes: 90 };

describe('appointment calls', () => {
  const { fetchMock, client, lastCall } = stubFetchAndQueries();

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

  it('reads a whole month for the calendar, page after page until the total, under appointments/month-all', async () => {
    const first = Array.from({ length: 200 }, () => buildAppointment({ date: '2026-03-02' }));
    fetchMock
      .mockResolvedValueOnce(answer(200, { success: true, appointments: first, total: 201 }))
      .mockResolvedValueOnce(answer(200, { success: true, appointments: [appointment], total: 201 }));
    const options = allMonthAppointmentsQueryOptions(2026, 3);
    expect(options.queryKey).toEqual(['appointments', 'month-all', 2026, 3]);
    await expect(client.fetchQuery(options)).resolves.toEqual([...first, appointment]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(lastCall().url).toBe('/api/appointments?year=2026&month=3&limit=200&offset=200');
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
    const other = buildAppointment({ date: '2026-03-03' });
    client.setQueryData(['appointments', 'month', 2026, 3, 0], { appointments: [appointment, other], total: 2 });
    client.setQueryData(['appointments', 'month', 2026, 4, 0], { appointments: [], total: 0 });
    client.setQueryData(['appointments', 'detail', id], appointment);
    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'Appointment successfully deleted!' }));
    await expect(new MutationObserver(client, deleteAppointmentMutationOptions()).mutate({ id })).resolves.toBe(
      'Appointment successfully deleted!',
    );
    expect(lastCall()).toEqual({ url: '/api/appointments', method: 'DELETE', body: { id } });
    expect(client.getQueryData(['appointments', 'detail', id])).toBeUndefined();
    // The cached month drops the row at once (a list opened now does not show it while reloading).
    expect(client.getQueryData(['appointments', 'month', 2026, 3, 0])).toEqual({ appointments: [other], total: 1 });
    expect(client.getQueryData(['appointments', 'month', 2026, 4, 0])).toEqual({ appointments: [], total: 0 });
    expect(invalidated(['appointments', 'month', 2026, 3, 0])).toBe(true);
    expect(invalidated(['dashboard', 'counts'])).toBe(true);

    fetchMock.mockResolvedValue(answer(200, { success: true, message: '3 appointments successfully deleted!', deleted: 3 }));
    await expect(new MutationObserver(client, deleteAppointmentMutationOptions()).mutate({ id, scope: 'following' })).resolves.toBe(
      '3 appointments successfully deleted!',
    );
    expect(lastCall()).toEqual({ url: '/api/appointments', method: 'DELETE', body: { id, scope: 'following' } });
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
