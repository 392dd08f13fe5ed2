// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { todayIsoDate } from '@groombook/domain';
import { dismissFeedback, FeedbackToast } from '@groombook/ui';
import { buildAppointment, buildCustomer, buildGroomer } from '@groombook/ui-testing';
import SchedulingApp from '../../app';
import { answer, cleanUpAfterEach, deferred, fakeApi, requestsTo, type Handler } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';

const anna = buildGroomer({ name: 'Anna Cole' });
const ben = buildGroomer({ name: 'Ben Ortiz' });
const DAY = '2026-11-18';
const jane = buildAppointment({ date: DAY, time: '10:00', duration_minutes: 90, dog_name: 'Rex' }, { customer: buildCustomer({ name: 'Jane Doe' }), groomer: anna });
const sam = buildAppointment({ date: DAY, time: '11:00', duration_minutes: 60, dog_name: 'Fido' }, { customer: buildCustomer({ name: 'Sam Lee' }), groomer: anna });
const ann = buildAppointment({ date: DAY, time: '13:00', duration_minutes: 45, dog_name: 'Bo' }, { customer: buildCustomer({ name: 'Ann Park' }), groomer: ben });
const walkIn = buildAppointment({ date: DAY, time: '15:00', dog_name: 'Kip' }, { customer: buildCustomer({ name: 'Lou Walk' }), groomer: null });
const otherDay = buildAppointment({ date: '2026-11-19', time: '10:00' }, { customer: buildCustomer({ name: 'Tom Next' }), groomer: ben });

function api(extra: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /api/assignees': () => answer(200, { success: true, data: { assignees: [anna, ben] } }),
    'GET /api/appointments': () => answer(200, { success: true, appointments: [jane, sam, ann, walkIn, otherDay], total: 5 }),
    'GET /api/groomer-conflicts': () => answer(200, { success: true, hasConflicts: false, conflicts: [] }),
    ...extra,
  });
}

/** The calendar with the region its toasts show in, as the shell renders it. */
function renderCalendar(route: string) {
  return renderWithProviders(
    <>
      <SchedulingApp />
      <FeedbackToast />
    </>,
    { route },
  );
}

const column = (name: string) => document.querySelector<HTMLElement>(`[data-calendar-column="${name}"]`) as HTMLElement;
const block = (id: string) => document.querySelector<HTMLElement>(`[data-appointment-id="${id}"]`) as HTMLElement;

/** Drags a block's bottom edge `dy` pixels down, as a pointer would. */
function dragBottomEdge(id: string, dy: number) {
  const edge = block(id).querySelector('.gb-calendar-resize') as HTMLElement;
  fireEvent.pointerDown(edge, { button: 0, clientX: 50, clientY: 300 });
  fireEvent.pointerMove(window, { clientX: 50, clientY: 300 + dy / 2 });
  fireEvent.pointerMove(window, { clientX: 50, clientY: 300 + dy });
  fireEvent.pointerUp(window, { clientX: 50, clientY: 300 + dy });
}

describe('calendar page', () => {
  cleanUpAfterEach();
  afterEach(dismissFeedback);

  it("shows the day's appointments as blocks in their groomers' columns, placed by time, sized by duration, conflicts marked", async () => {
    api();
    renderCalendar(`/calendar?date=${DAY}`);
    await screen.findByRole('link', { name: 'Jane Doe (Rex)' });

    expect(within(column('Anna Cole')).getAllByRole('link').map((link) => link.textContent)).toEqual(['Jane Doe (Rex)', 'Sam Lee (Fido)']);
    expect(within(column('Ben Ortiz')).getAllByRole('link').map((link) => link.textContent)).toEqual(['Ann Park (Bo)']);
    expect(within(column('No groomer')).getByRole('link').textContent).toBe('Lou Walk (Kip)');
    expect(screen.queryByText(/Tom Next/)).toBeNull();
    expect(within(block(jane.id)).getByRole('link').getAttribute('href')).toBe(`/edit-appointment/${jane.id}`);
    expect([block(jane.id).style.top, block(jane.id).style.height]).toEqual(['90px', '135px']);
    expect([block(ann.id).style.top, block(ann.id).style.height]).toEqual(['360px', '67.5px']);
    expect(within(block(jane.id)).getByText('10:00 AM – 11:30 AM')).toBeTruthy();

    expect(within(block(jane.id)).getByText('Conflict').closest('[title]')?.getAttribute('title')).toBe('Conflicts with: 11:00 AM Sam Lee (Fido)');
    expect(within(block(sam.id)).getByText('Conflict').closest('[title]')?.getAttribute('title')).toBe('Conflicts with: 10:00 AM Jane Doe (Rex)');
    expect(within(block(ann.id)).queryByText('Conflict')).toBeNull();
  });

  it('shows a status past booked on its block as a word, and a cancelled booking conflicts with nothing', async () => {
    const cancelled = { ...sam, status: 'cancelled' as const, cancel_reason: 'Rain', cancelled_late: false };
    api({ 'GET /api/appointments': () => answer(200, { success: true, appointments: [{ ...jane, status: 'ready' }, cancelled], total: 2 }) });
    renderCalendar(`/calendar?date=${DAY}`);
    await screen.findByRole('link', { name: 'Jane Doe (Rex)' });
    expect(within(block(jane.id)).getByText('Ready')).toBeTruthy();
    expect(within(block(sam.id)).getByText('Cancelled')).toBeTruthy();
    expect(block(sam.id).getAttribute('data-status')).toBe('cancelled');
    expect(within(block(jane.id)).queryByText('Conflict')).toBeNull();
    expect(within(block(jane.id)).queryByText('Booked')).toBeNull();
  });

  it('shows a resized block at once while it saves, and puts it back with the reason when the save is refused', async () => {
    const put = deferred<Response>();
    const fetchMock = api({ 'PUT /api/appointments': () => put.promise });
    renderCalendar(`/calendar?date=${DAY}`);
    await screen.findByRole('link', { name: 'Ann Park (Bo)' });

    dragBottomEdge(ann.id, 45);
    await within(block(ann.id)).findByText('Saving...');
    expect(within(block(ann.id)).getByText('1:00 PM – 2:15 PM')).toBeTruthy();
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/appointments')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'PUT /api/appointments')[0]?.body).toMatchObject({ id: ann.id, time: '13:00', duration_minutes: 75, groomer_id: ben.id });

    put.resolve(answer(409, { success: false, message: 'The appointment was changed meanwhile', code: 'CONFLICT' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to move appointment: The appointment was changed meanwhile');
    expect(within(block(ann.id)).getByText('1:00 PM – 1:45 PM')).toBeTruthy();
    expect(within(block(ann.id)).queryByText('Saving...')).toBeNull();
    expect(block(ann.id).style.height).toBe('67.5px');
  });

  it('refuses a resize onto another booking of the groomer without saving, naming the booking', async () => {
    const fetchMock = api({
      'GET /api/groomer-conflicts': () =>
        answer(200, { success: true, hasConflicts: true, conflicts: [{ id: 'x', time: '14:00', customerName: 'Zoe Hart', dogName: 'Max', customer_name: 'Zoe Hart' }] }),
    });
    renderCalendar(`/calendar?date=${DAY}`);
    await screen.findByRole('link', { name: 'Ann Park (Bo)' });

    dragBottomEdge(ann.id, 90);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Scheduling conflict: Zoe Hart (Max) is already scheduled at 2:00 PM. The appointment was not moved.',
    );
    expect(within(block(ann.id)).getByText('1:00 PM – 1:45 PM')).toBeTruthy();
    expect(requestsTo(fetchMock, 'PUT /api/appointments')).toHaveLength(0);
  });

  it("moves a block with the keyboard: down by 15 minutes, right to the next groomer's column, keeping the focus on it", async () => {
    // The API as it keeps what it saved: the list read again after a save holds the move.
    let stored = [jane, sam, ann, walkIn, otherDay];
    const fetchMock = api({
      'GET /api/appointments': () => answer(200, { success: true, appointments: stored, total: stored.length }),
      'PUT /api/appointments': ({ body }) => {
        const saved = { ...ann, ...(body as object) };
        stored = stored.map((appointment) => (appointment.id === saved.id ? saved : appointment));
        return answer(200, { success: true, message: 'ok', appointment: saved });
      },
    });
    renderCalendar(`/calendar?date=${DAY}`);
    const link = await screen.findByRole('link', { name: 'Lou Walk (Kip)' });
    expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Arrow keys move it: up and down by 15 minutes, left and right to another groomer.',
    );
    const annLink = screen.getByRole('link', { name: 'Ann Park (Bo)' });
    annLink.focus();
    fireEvent.keyDown(annLink, { key: 'ArrowDown' });
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/appointments')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'PUT /api/appointments')[0]?.body).toMatchObject({ id: ann.id, time: '13:15', groomer_id: ben.id });
    expect((await screen.findByRole('status')).textContent).toBe('Moved Bo to Ben Ortiz at 1:15 PM');

    fireEvent.keyDown(screen.getByRole('link', { name: 'Ann Park (Bo)' }), { key: 'ArrowLeft' });
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/appointments')).toHaveLength(2));
    expect(requestsTo(fetchMock, 'PUT /api/appointments')[1]?.body).toMatchObject({ id: ann.id, time: '13:15', groomer_id: anna.id });
    await waitFor(() => expect(within(column('Anna Cole')).getByRole('link', { name: 'Ann Park (Bo)' })).toBe(document.activeElement));
  });

  it('books an empty slot: the add page with the date, time and groomer of the slot clicked', async () => {
    api();
    const { location } = renderCalendar(`/calendar?date=${DAY}`);
    await screen.findByRole('link', { name: 'Jane Doe (Rex)' });
    fireEvent.click(within(column('Ben Ortiz')).getByRole('button', { name: 'Book 3:00 PM with Ben Ortiz' }));
    await waitFor(() => expect(location.href).toBe(`/add-appointment?date=${DAY}&time=15%3A00&groomerId=${ben.id}`));
  });

  it("makes the empty slots one Tab stop, the arrow keys moving the focus from slot to slot and groomer to groomer", async () => {
    api();
    const { location } = renderCalendar(`/calendar?date=${DAY}`);
    await screen.findByRole('link', { name: 'Jane Doe (Rex)' });
    const tabStops = () => [...document.querySelectorAll<HTMLElement>('.gb-calendar-slot')].filter((slot) => slot.tabIndex === 0);
    expect(tabStops().map((slot) => slot.getAttribute('aria-label'))).toEqual(['Book 9:00 AM with Anna Cole']);

    const first = tabStops()[0] as HTMLElement;
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Book 10:00 AM with Ben Ortiz');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Book 7:00 PM without a groomer');
    expect(tabStops()).toEqual([document.activeElement]);

    // Enter on a button clicks it.
    fireEvent.click(document.activeElement as HTMLElement);
    await waitFor(() => expect(location.href).toBe(`/add-appointment?date=${DAY}&time=19%3A00`));
  });

  it("says why a block does not move past the first groomer, shown and read out, and saves nothing", async () => {
    const fetchMock = api();
    renderCalendar(`/calendar?date=${DAY}`);
    const link = await screen.findByRole('link', { name: 'Jane Doe (Rex)' });
    link.focus();
    fireEvent.keyDown(link, { key: 'ArrowLeft' });
    expect((await screen.findByRole('alert')).textContent).toContain('Anna Cole is the first groomer');
    expect(requestsTo(fetchMock, 'PUT /api/appointments')).toHaveLength(0);
    expect(document.activeElement).toBe(link);
  });

  it('marks today on the day and in the week, and says on the week where a block is moved', async () => {
    const today = todayIsoDate();
    const here = { ...jane, date: today };
    api({ 'GET /api/appointments': () => answer(200, { success: true, appointments: [here], total: 1 }) });
    renderCalendar(`/calendar?date=${today}`);
    await screen.findByRole('link', { name: 'Jane Doe (Rex)' });
    expect(document.querySelector('[aria-current="date"]')?.textContent).toMatch(/\d{4}$/);
    expect(document.querySelector('[aria-current="date"]')?.parentElement?.textContent).toContain('Today');

    fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    const dayLink = await waitFor(() => document.querySelector('[aria-current="date"]') as HTMLElement);
    expect(dayLink.tagName).toBe('A');
    expect(dayLink.closest('[data-today="true"]')?.textContent).toContain('Today');
    expect(document.querySelectorAll('.gb-calendar-cell[data-today="true"]')).toHaveLength(2);

    const block = await screen.findByRole('link', { name: 'Jane Doe (Rex)' });
    fireEvent.keyDown(block, { key: 'ArrowDown' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Appointments are moved on the day view: open .+ to move Rex/);
  });

  it('shows the week as a row per groomer with a cell per day, and steps a week with Next week', async () => {
    api();
    const { location } = renderCalendar(`/calendar?date=${DAY}&view=week`);
    expect(await screen.findByText('Week of Sun, Nov 15, 2026')).toBeTruthy();
    await screen.findByRole('link', { name: 'Tom Next (Rex)' });
    const cell = document.querySelector(`[data-calendar-cell="Ben Ortiz 2026-11-19"]`) as HTMLElement;
    expect(within(cell).getByRole('link', { name: 'Tom Next (Rex)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(location.href).toBe('/calendar?date=2026-11-25&view=week'));
  });
});
