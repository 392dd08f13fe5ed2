// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@groombook/auth';
import type { AppointmentListItem } from '@groombook/contracts/light';
import { buildAppointment, buildBookingRequest, buildCustomer, buildGroomer } from '@groombook/contracts/testing';
import type { Role } from '@groombook/domain';
import { renderInShell } from '../../../testing/render-in-shell';
import { answer, stubApiForEachTest } from '../../../testing/stub-api';
import { TodaySchedule } from './today-schedule';

const fetchMock = stubApiForEachTest();

const DAY = '2026-03-02';
const NEW_YORK = 'America/New_York';
/** 15:05 UTC on March 2nd: 10:05 in New York (standard time, UTC-5). */
const TEN_PAST_TEN = new Date('2026-03-02T15:05:00Z');

const sam = buildGroomer({ name: 'Sam Chen' });
const bella = buildGroomer({ name: 'Bella Ruiz' });
const olivia = buildCustomer({ name: 'Olivia Garcia' });
const at = (time: string | null, dog: string, overrides: Partial<AppointmentListItem> = {}, groomer = sam) =>
  buildAppointment({ date: DAY, time, dog_name: dog, ...overrides }, { customer: olivia, groomer });

interface Api {
  day?: AppointmentListItem[];
  timeZone?: string;
  status?: (body: { id: string; status: string }) => Promise<Response>;
  requests?: number;
}

/** The API of Home's day: the day, the status moves and the booking requests; every call recorded in fetchMock. */
function serve({ day = [], timeZone = NEW_YORK, status, requests = 0 }: Api) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/appointments?date=today') return answer(200, { success: true, date: DAY, time_zone: timeZone, appointments: day });
    if (url === '/api/appointments/status' && init?.method === 'POST' && status) return status(JSON.parse(String(init.body)));
    if (url === '/api/booking-requests?status=pending') {
      const pending = Array.from({ length: requests }, (_, i) => buildBookingRequest({ name: `Caller ${i + 1}` }));
      return answer(200, { success: true, data: { booking_requests: pending } });
    }
    return answer(404, { success: false, message: 'Not found', code: 'NOT_FOUND' });
  });
}

function renderAs(role: Role, now: Date = TEN_PAST_TEN) {
  sessionStore.getState().signIn(
    { accessToken: 'a', expiresAt: Date.now() + 3_600_000, user: { id: 'u1', email: 'p@x.test', createdAt: '' } },
    { role, companyId: 'c1' },
  );
  return renderInShell([{ path: '/', element: <TodaySchedule now={() => now} /> }], '/');
}

const column = (groomer: string) => within(screen.getByRole('region', { name: groomer }));
const itemOf = (dog: string) => screen.getByRole('link', { name: dog }).closest('li') as HTMLElement;
const statusCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/appointments/status');

afterEach(() => {
  sessionStore.getState().signOut();
});

describe("Home's day", () => {
  it('shows a column per groomer by name, each in time order with untimed last, and what each appointment is for', async () => {
    serve({
      day: [
        at('14:00', 'Max'),
        at(null, 'Bo', {}, bella),
        at('09:00', 'Luna', { lines: [{ service_id: null, name: 'Full groom', kind: 'service', dog_size: 'medium', price: 95, duration_minutes: 90 }] }),
        at('11:30', 'Pip', {}, bella),
      ],
    });
    renderAs('staff');

    await screen.findByRole('region', { name: 'Sam Chen' });
    const groomers = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(groomers.slice(0, 2)).toEqual(['Bella Ruiz', 'Sam Chen']);
    expect(column('Sam Chen').getAllByRole('listitem').map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual(['Luna', 'Max']);
    expect(column('Bella Ruiz').getAllByRole('listitem').map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual(['Pip', 'Bo']);
    const luna = within(itemOf('Luna'));
    expect(luna.getByText('9:00 AM')).toBeTruthy();
    expect(luna.getByText(/Olivia Garcia/)).toBeTruthy();
    expect(luna.getByText('Full groom')).toBeTruthy();
    expect(luna.getByText('Booked')).toBeTruthy();
    expect(within(itemOf('Bo')).getByText('No time')).toBeTruthy();
  });

  it("marks the next arrival: the earliest booked or confirmed at or after the salon's now", async () => {
    serve({
      day: [
        at('09:00', 'Early'),
        at('10:00', 'Inside', { status: 'checked_in' }),
        at('10:30', 'Coming', { status: 'confirmed' }),
        at('10:15', 'Gone', { status: 'cancelled' }, bella),
        at('11:00', 'Later', {}, bella),
      ],
    });
    renderAs('staff');

    await screen.findByRole('link', { name: 'Coming' });
    expect(within(itemOf('Coming')).getByText('Next')).toBeTruthy();
    expect(itemOf('Coming').getAttribute('aria-current')).toBe('true');
    for (const dog of ['Early', 'Inside', 'Gone', 'Later']) expect(within(itemOf(dog)).queryByText('Next'), dog).toBeNull();
    expect(screen.getByText('In the building: 1')).toBeTruthy();
  });

  it("reads now in the salon's time zone: at 9 PM in New York the day is not yet over", async () => {
    serve({ day: [at('21:30', 'Night owl')] });
    // 02:00 UTC on March 3rd, 21:00 on March 2nd in New York.
    renderAs('staff', new Date('2026-03-03T02:00:00Z'));
    await screen.findByRole('link', { name: 'Night owl' });
    expect(within(itemOf('Night owl')).getByText('Next')).toBeTruthy();
  });

  it('checks in with one request and shows the new status at once, then the answer', async () => {
    const rex = at('10:30', 'Rex');
    let release: (response: Response) => void = () => undefined;
    // The day as the API keeps it: the move is saved there before its answer arrives, so the day read again after it agrees.
    const day = [rex];
    serve({ day, status: () => new Promise<Response>((resolve) => (release = resolve)) });
    renderAs('staff');

    fireEvent.click(await screen.findByRole('button', { name: 'Check in Rex' }));
    await waitFor(() => expect(within(itemOf('Rex')).getByText('Checked in')).toBeTruthy());
    expect(statusCalls()).toHaveLength(1);
    expect(JSON.parse(String(statusCalls()[0]?.[1]?.body))).toEqual({ id: rex.id, status: 'checked_in' });
    expect(screen.getByText('In the building: 1')).toBeTruthy();

    day[0] = { ...rex, status: 'checked_in' };
    release(answer(200, { success: true, message: 'Checked in', appointment: day[0] }));
    expect(await screen.findByRole('button', { name: 'Ready Rex' })).toBeTruthy();
    expect(within(itemOf('Rex')).getByText('Checked in')).toBeTruthy();
    expect(statusCalls()).toHaveLength(1);
  });

  it('puts the old status back and says why when the move is refused', async () => {
    serve({
      day: [at('10:30', 'Rex', { status: 'checked_in' })],
      status: async () => answer(409, { success: false, message: 'Rex was cancelled at the desk', code: 'CONFLICT' }),
    });
    renderAs('staff');

    fireEvent.click(await screen.findByRole('button', { name: 'Ready Rex' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to mark ready')).toBeTruthy();
    expect(within(alert).getByText('Rex was cancelled at the desk')).toBeTruthy();
    expect(within(itemOf('Rex')).getByText('Checked in')).toBeTruthy();
    expect(within(itemOf('Rex')).getByRole('button', { name: 'Ready Rex' })).toBeTruthy();
    expect(statusCalls()).toHaveLength(1);
  });

  it('completes through checkout: Complete opens the appointment with its checkout, sending nothing', async () => {
    const ready = at('09:00', 'Rex', { status: 'ready' });
    serve({ day: [ready] });
    renderAs('staff');
    const complete = await screen.findByRole('link', { name: 'Complete Rex' });
    expect(complete.getAttribute('href')).toBe(`/edit-appointment/${ready.id}?checkout=1`);
    expect(statusCalls()).toHaveLength(0);
  });

  it('says so when nothing is booked today, with a link to add an appointment', async () => {
    serve({ day: [] });
    renderAs('user');
    expect(await screen.findByText('No appointments today')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Appointment' }).getAttribute('href')).toBe('/add-appointment');
  });

  it('lists the waiting booking requests for staff, with a link to them', async () => {
    serve({ day: [], requests: 2 });
    renderAs('staff');
    const requests = within(await screen.findByRole('region', { name: 'Booking Requests' }));
    expect(await requests.findByText('2 waiting for an answer')).toBeTruthy();
    expect(requests.getByText(/Caller 1/)).toBeTruthy();
    expect(requests.getByText(/Caller 2/)).toBeTruthy();
    expect(requests.getByRole('link', { name: 'Booking Requests' }).getAttribute('href')).toBe('/booking-requests');
  });

  it('shows a plain user no booking requests, and does not ask for them', async () => {
    serve({ day: [at('10:30', 'Rex')], requests: 2 });
    renderAs('user');
    await screen.findByRole('link', { name: 'Rex' });
    expect(screen.queryByRole('region', { name: 'Booking Requests' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/booking-requests'))).toBe(false);
  });
});
