import { describe, expect, it } from 'vitest';
import {
  conflictMonthQueryOptions,
  conflictsForIdsQueryOptions,
  fetchGroomerConflicts,
  fetchSeriesConflicts,
  warmConflictCache,
} from './conflicts';
import { answer, stubFetchAndQueries } from './testing/stub-fetch';

const groomerId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const excludeId = '3f8fad5b-d9cb-469f-a165-70867728950e';
const entry = { id: 'a1', time: '10:00', customerName: 'Ann', dogName: 'Rex', customer_name: 'Ann' };
const conflictMap = { success: true, conflicts: { a1: [entry] }, summary: { hasConflicts: true, appointmentsWithConflicts: 1 }, cached: true, error: null };

describe('conflict calls', () => {
  const { fetchMock, client } = stubFetchAndQueries();

  const urls = () => fetchMock.mock.calls.map(([url]) => String(url));

  it('asks groomer-conflicts about one slot, leaving the edited appointment out', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, hasConflicts: true, conflicts: [entry] }));
    await expect(fetchGroomerConflicts({ groomerId, date: '2026-03-02', time: '10:30', duration: 90, excludeId })).resolves.toEqual([entry]);
    expect(urls()).toEqual([`/api/groomer-conflicts?groomerId=${groomerId}&date=2026-03-02&time=10%3A30&duration=90&excludeId=${excludeId}`]);
  });

  it('reads the month map and the map of some ids under conflicts', async () => {
    fetchMock.mockImplementation(async () => answer(200, conflictMap));
    const month = conflictMonthQueryOptions(2026, 3);
    expect(month.queryKey).toEqual(['conflicts', 'month', 2026, 3]);
    await expect(client.fetchQuery(month)).resolves.toEqual(conflictMap);
    const ids = conflictsForIdsQueryOptions(['b', 'a']);
    expect(ids.queryKey[0]).toBe('conflicts');
    await client.fetchQuery(ids);
    expect(urls()).toEqual(['/api/conflict-cache-simple?year=2026&month=3', '/api/conflict-cache?appointment_ids=b%2Ca']);
  });

  it('warms a month and ignores a failure', async () => {
    fetchMock.mockResolvedValue(answer(500, { success: false, message: 'Redis down', code: 'INTERNAL_ERROR' }));
    await expect(warmConflictCache(2026, 3)).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method, JSON.parse(String(init?.body))]).toEqual(['/api/conflict-cache', 'POST', { year: 2026, month: 3, force: false }]);
  });

  it('checks every date of a series and keeps, in date order, what each colliding date collides with', async () => {
    fetchMock.mockImplementation(async (input) => {
      const date = new URL(String(input), 'http://x').searchParams.get('date');
      const busy = date === '2026-03-09' || date === '2026-03-23';
      return answer(200, { success: true, hasConflicts: busy, conflicts: busy ? [entry] : [] });
    });
    const dates = ['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30'];
    await expect(fetchSeriesConflicts({ groomerId, time: '10:00', duration: 60, dates })).resolves.toEqual({
      conflictingDates: ['2026-03-09', '2026-03-23'],
      conflicts: [
        { date: '2026-03-09', conflicts: [entry] },
        { date: '2026-03-23', conflicts: [entry] },
      ],
      total: 5,
    });
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('fails the series check when a date cannot be checked', async () => {
    fetchMock.mockResolvedValue(answer(500, { success: false, message: 'Database unavailable', code: 'INTERNAL_ERROR' }));
    await expect(fetchSeriesConflicts({ groomerId, time: '10:00', duration: 60, dates: ['2026-03-02', '2026-03-09'] })).rejects.toMatchObject({
      message: 'Database unavailable',
    });
  });
});
