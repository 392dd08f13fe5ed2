import type { AppointmentListItem, ConflictEntryDto } from '@groombook/contracts/light';
import { answer, fakeApi, type Handler } from '../../../testing/fake-api';
import { ann, bella, bob, max, storedAppointment } from './fixtures';

export const noConflicts: Handler = () => answer(200, { success: true, hasConflicts: false, conflicts: [] });
export const conflictsOf = (conflicts: ConflictEntryDto[]): Handler => () =>
  answer(200, { success: true, hasConflicts: conflicts.length > 0, conflicts });
export const saved = (status: number, message: string, appointment: AppointmentListItem = storedAppointment): Handler => () =>
  answer(status, { success: true, message, appointment });

/** The calls every appointment form makes (customers, groomers, no conflicts, no pets), plus `handlers`. */
export function formApi(handlers: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /api/customers': () => answer(200, { success: true, message: 'ok', data: { customers: [ann, bob] } }),
    'GET /api/assignees': () => answer(200, { success: true, data: { assignees: [bella, max] } }),
    'GET /api/groomer-conflicts': noConflicts,
    'GET /api/pets': () => answer(200, { success: true, message: '0 pets', data: { pets: [] } }),
    ...handlers,
  });
}

/** The JSON body of the last call with this method and path. */
export function sentBody(fetchMock: ReturnType<typeof fakeApi>, method: string, path: string): unknown {
  const call = fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).startsWith(path)).at(-1);
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}

export function callsTo(fetchMock: ReturnType<typeof fakeApi>, path: string): URL[] {
  return fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://groombook.test')).filter((url) => url.pathname === path);
}
