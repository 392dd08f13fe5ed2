// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ScheduleBlock, ScheduleDay } from '@groombook/contracts';
import { dismissFeedback, FeedbackToast } from '@groombook/ui';
import { buildAppointment, buildCustomer, buildGroomer } from '@groombook/ui-testing';
import SchedulingApp from '../../app';
import { answer, cleanUpAfterEach, fakeApi, requestsTo, type Handler } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';

const anna = buildGroomer({ name: 'Anna Cole' });
const ben = buildGroomer({ name: 'Ben Ortiz' });
const DAY = '2026-11-18';
const jane = buildAppointment({ date: DAY, time: '10:00', duration_minutes: 90, dog_name: 'Rex' }, { customer: buildCustomer({ name: 'Jane Doe' }), groomer: anna });
const sam = buildAppointment({ date: DAY, time: '11:00', duration_minutes: 60, dog_name: 'Fido' }, { customer: buildCustomer({ name: 'Sam Lee' }), groomer: anna });
const lunch: ScheduleBlock = { id: '6f1c7a52-3b1e-4b7c-9a55-0b1f6a9d2c11', groomer_id: anna.id, date: DAY, time: '12:30', duration_minutes: 60, label: 'Lunch' };

const open = { open: [{ start: '09:00', end: '19:00' }], closed_reason: null };
/** Anna works 10:00-14:00 and 15:00-19:00 (a break at 14:00); Ben is on vacation. */
const wednesday: ScheduleDay = {
  date: DAY,
  salon: open,
  groomers: [
    { groomer_id: anna.id, working: [{ start: '10:00', end: '14:00' }, { start: '15:00', end: '19:00' }], away: null },
    { groomer_id: ben.id, working: [], away: { kind: 'time_off', reason: 'Vacation' } },
  ],
};

function weekDays(): ScheduleDay[] {
  const dates = ['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'];
  return dates.map((date) => {
    if (date === '2026-11-15') return { date, salon: { open: [], closed_reason: null }, groomers: [anna, ben].map((g) => ({ groomer_id: g.id, working: [], away: { kind: 'salon_closed' as const, reason: null } })) };
    if (date === '2026-11-19')
      return { date, salon: { open: [], closed_reason: 'Thanksgiving' }, groomers: [anna, ben].map((g) => ({ groomer_id: g.id, working: [], away: { kind: 'salon_closed' as const, reason: null } })) };
    if (date === '2026-11-17')
      return { date, salon: open, groomers: [{ groomer_id: anna.id, working: [], away: { kind: 'not_working' as const, reason: null } }, { groomer_id: ben.id, working: open.open, away: null }] };
    return { ...wednesday, date };
  });
}

function api(extra: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /api/assignees': () => answer(200, { success: true, data: { assignees: [anna, ben] } }),
    'GET /api/appointments': () => answer(200, { success: true, appointments: [jane, sam], total: 2 }),
    'GET /api/groomer-conflicts': () => answer(200, { success: true, hasConflicts: false, conflicts: [] }),
    'GET /api/schedule': ({ url }) =>
      answer(200, { success: true, days: url.searchParams.get('from') === DAY ? [wednesday] : weekDays(), blocks: [lunch] }),
    ...extra,
  });
}

/** The calendar as the shell shows it, with the shell's live updates (the calendar keeps no stream of its own). */
function renderCalendar(route: string) {
  return renderWithProviders(
    <>
      <SchedulingApp />
      <FeedbackToast />
    </>,
    { route, liveUpdates: true },
  );
}

const column = (name: string) => document.querySelector<HTMLElement>(`[data-calendar-column="${name}"]`) as HTMLElement;
const heading = (name: string) => document.querySelector<HTMLElement>(`[data-calendar-heading="${name}"]`) as HTMLElement;
const shading = (name: string) => [...column(name).querySelectorAll<HTMLElement>('.gb-calendar-off')].map((off) => [off.style.top, off.style.height]);

describe('the calendar and the schedule', () => {
  cleanUpAfterEach();
  afterEach(dismissFeedback);

  it("shades each groomer's hours outside their working stretches, names a day away in words, and keeps every slot bookable", async () => {
    const fetchMock = api();
    const { location } = renderCalendar(`/calendar?date=${DAY}`);
    await screen.findByRole('button', { name: /^Blocked: Lunch/ });
    expect(requestsTo(fetchMock, 'GET /api/schedule')[0]?.url.search).toBe(`?from=${DAY}&to=${DAY}`);

    // 9:00-10:00 before Anna starts, her 14:00 break, and 19:00-19:30 at the end of the day shown.
    expect(shading('Anna Cole')).toEqual([
      ['0px', '90px'],
      ['450px', '90px'],
      ['900px', '45px'],
    ]);
    expect(within(column('Anna Cole')).getByRole('button', { name: 'Book 9:00 AM with Anna Cole (outside working hours)' })).toBeTruthy();
    expect(within(column('Anna Cole')).getByRole('button', { name: 'Book 10:00 AM with Anna Cole' })).toBeTruthy();
    expect(within(column('Anna Cole')).getByRole('button', { name: 'Book 2:30 PM with Anna Cole (outside working hours)' })).toBeTruthy();

    // Ben is away all day: the words in his heading, his whole column shaded, his slots still open to staff.
    expect(heading('Ben Ortiz').textContent).toBe('Ben OrtizTime off: Vacation');
    expect(column('Ben Ortiz').getAttribute('data-away')).toBe('true');
    expect(shading('Ben Ortiz')).toEqual([['0px', '945px']]);
    fireEvent.click(within(column('Ben Ortiz')).getByRole('button', { name: 'Book 10:00 AM with Ben Ortiz (Time off: Vacation)' }));
    await waitFor(() => expect(location.href).toBe(`/add-appointment?date=${DAY}&time=10%3A00&groomerId=${ben.id}`));
  });

  it('widens the day shown to working hours that start before the usual day', async () => {
    const early: ScheduleDay = { date: DAY, salon: { open: [{ start: '08:00', end: '19:00' }], closed_reason: null }, groomers: [{ groomer_id: anna.id, working: [{ start: '08:00', end: '12:00' }], away: null }] };
    api({ 'GET /api/schedule': () => answer(200, { success: true, days: [early], blocks: [] }) });
    renderCalendar(`/calendar?date=${DAY}`);
    await screen.findByRole('link', { name: 'Jane Doe (Rex)' });
    expect(await within(column('Anna Cole')).findByRole('button', { name: 'Book 8:00 AM with Anna Cole' })).toBeTruthy();
    expect(within(column('Anna Cole')).getByRole('button', { name: 'Book 12:00 PM with Anna Cole (outside working hours)' })).toBeTruthy();
  });

  it('names the days away in the week: a day off, the salon closed with its reason, time off', async () => {
    api();
    renderCalendar(`/calendar?date=${DAY}&view=week`);
    await screen.findByRole('link', { name: 'Jane Doe (Rex)' });
    const cell = (row: string, date: string) => document.querySelector(`[data-calendar-cell="${row} ${date}"]`) as HTMLElement;
    await waitFor(() => expect(cell('Anna Cole', '2026-11-17').querySelector('.gb-calendar-away')?.textContent).toBe('Day off'));
    expect(cell('Anna Cole', '2026-11-17').getAttribute('data-away')).toBe('true');
    expect(cell('Ben Ortiz', '2026-11-17').getAttribute('data-away')).toBeNull();
    expect(cell('Ben Ortiz', '2026-11-19').querySelector('.gb-calendar-away')?.textContent).toBe('Closed: Thanksgiving');
    expect(cell('Anna Cole', '2026-11-15').querySelector('.gb-calendar-away')?.textContent).toBe('Closed');
    expect(cell('Ben Ortiz', DAY).querySelector('.gb-calendar-away')?.textContent).toBe('Time off: Vacation');
    expect(within(cell('Ben Ortiz', '2026-11-19')).getByRole('button', { name: 'Book Thu, Nov 19, 2026 with Ben Ortiz (Closed: Thanksgiving)' })).toBeTruthy();
    // The block shows in its day's cell too.
    expect(within(cell('Anna Cole', DAY)).getByRole('button', { name: 'Blocked: Lunch, 12:30 PM – 1:30 PM' })).toBeTruthy();
  });

  it("lays a groomer's overlapping appointments side by side, each in its lane for its whole length, in the day and the week", async () => {
    api();
    renderCalendar(`/calendar?date=${DAY}`);
    await screen.findByRole('link', { name: 'Jane Doe (Rex)' });
    const box = (id: string) => document.querySelector<HTMLElement>(`[data-appointment-id="${id}"]`) as HTMLElement;
    expect([box(jane.id).style.left, box(jane.id).style.right]).toEqual(['calc(0% + 3px)', 'calc(50% + 3px)']);
    expect([box(sam.id).style.left, box(sam.id).style.right]).toEqual(['calc(50% + 3px)', 'calc(0% + 3px)']);
    // Lunch (12:30) overlaps neither: the whole width.
    const block = document.querySelector<HTMLElement>(`[data-block-id="${lunch.id}"]`) as HTMLElement;
    expect([block.style.left, block.style.right, block.style.top, block.style.height]).toEqual(['calc(0% + 3px)', 'calc(0% + 3px)', '315px', '90px']);

    fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(document.querySelector('.gb-calendar-lanes')).not.toBeNull());
    const lanes = [...(document.querySelector('.gb-calendar-lanes') as HTMLElement).children].map((lane) => within(lane as HTMLElement).getAllByRole('link').map((link) => link.textContent));
    expect(lanes).toEqual([['Jane Doe (Rex)'], ['Sam Lee (Fido)']]);
  });

  it('blocks time from the toolbar: POST with the groomer, date, start, length and label, then says so', async () => {
    const fetchMock = api({ 'POST /api/schedule-blocks': ({ body }) => answer(201, { success: true, message: 'Time blocked', block: { id: 'b2', ...(body as object) } }) });
    renderCalendar(`/calendar?date=${DAY}`);
    await screen.findByRole('link', { name: 'Jane Doe (Rex)' });
    fireEvent.click(screen.getByRole('button', { name: 'Block time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block time' });
    fireEvent.change(within(dialog).getByLabelText(/^Groomer/), { target: { value: ben.id } });
    fireEvent.change(within(dialog).getByLabelText(/^Start time/), { target: { value: '13:15' } });
    fireEvent.change(within(dialog).getByLabelText(/^Length/), { target: { value: '45' } });
    // No label yet: refused in place, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block time' }));
    expect(await within(dialog).findByText('Label is required')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/schedule-blocks')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Label/), { target: { value: ' Training ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block time' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/schedule-blocks')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST /api/schedule-blocks')[0]?.body).toEqual({ groomer_id: ben.id, date: DAY, time: '13:15', duration_minutes: 45, label: 'Training' });
    expect((await screen.findByText('Time blocked')).closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Block time' })).toBeNull());
    // The calendar reads the days again.
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/schedule').length).toBeGreaterThan(1));
  });

  it("opens Block time from an empty slot's context menu with its groomer and time", async () => {
    const fetchMock = api({ 'POST /api/schedule-blocks': ({ body }) => answer(201, { success: true, message: 'Time blocked', block: { id: 'b3', ...(body as object) } }) });
    renderCalendar(`/calendar?date=${DAY}`);
    await screen.findByRole('link', { name: 'Jane Doe (Rex)' });
    fireEvent.contextMenu(within(column('Anna Cole')).getByRole('button', { name: 'Book 3:30 PM with Anna Cole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block time' });
    expect((within(dialog).getByLabelText(/^Groomer/) as HTMLSelectElement).value).toBe(anna.id);
    expect((within(dialog).getByLabelText(/^Start time/) as HTMLInputElement).value).toBe('15:30');
    fireEvent.change(within(dialog).getByLabelText(/^Label/), { target: { value: 'Nails course' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block time' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/schedule-blocks')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST /api/schedule-blocks')[0]?.body).toEqual({ groomer_id: anna.id, date: DAY, time: '15:30', duration_minutes: 60, label: 'Nails course' });
  });

  it('opens a block to change it (PUT with its id) or delete it (DELETE with its id, "Delete block Lunch")', async () => {
    const fetchMock = api({
      'PUT /api/schedule-blocks': ({ body }) => answer(200, { success: true, message: 'Block saved', block: body }),
      'DELETE /api/schedule-blocks': () => answer(200, { success: true, message: 'Block deleted' }),
    });
    renderCalendar(`/calendar?date=${DAY}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Blocked: Lunch, 12:30 PM – 1:30 PM' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit block' });
    expect((within(dialog).getByLabelText(/^Label/) as HTMLInputElement).value).toBe('Lunch');
    fireEvent.change(within(dialog).getByLabelText(/^Length/), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save block' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /api/schedule-blocks')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'PUT /api/schedule-blocks')[0]?.body).toEqual({ id: lunch.id, groomer_id: anna.id, date: DAY, time: '12:30', duration_minutes: 30, label: 'Lunch' });
    expect(await screen.findByText('Block saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit block' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Blocked: Lunch, 12:30 PM – 1:30 PM' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit block' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete block Lunch' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'DELETE /api/schedule-blocks')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'DELETE /api/schedule-blocks')[0]?.body).toEqual({ id: lunch.id });
    expect(await screen.findByText('Block deleted')).toBeTruthy();
  });

  it('says so when a block cannot be saved, and keeps the dialog open', async () => {
    api({ 'PUT /api/schedule-blocks': () => answer(400, { success: false, message: 'Label is too long', code: 'VALIDATION_ERROR' }) });
    renderCalendar(`/calendar?date=${DAY}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Blocked: Lunch, 12:30 PM – 1:30 PM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit block' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save block' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to save block: Label is too long');
    expect(screen.getByRole('dialog', { name: 'Edit block' })).toBeTruthy();
  });

  it('follows changes made elsewhere: an appointments or schedules event over GET /api/events reads the calendar again', async () => {
    let push!: (text: string) => void;
    let stored = [jane];
    const fetchMock = api({
      'GET /api/appointments': () => answer(200, { success: true, appointments: stored, total: stored.length }),
      'GET /api/events': () =>
        Promise.resolve(
          new Response(
            new ReadableStream<Uint8Array>({
              start(controller) {
                push = (text) => controller.enqueue(new TextEncoder().encode(text));
              },
            }),
            { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
          ),
        ),
    });
    renderCalendar(`/calendar?date=${DAY}`);
    await screen.findByRole('link', { name: 'Jane Doe (Rex)' });
    await waitFor(() => expect(push).toBeDefined());
    expect(requestsTo(fetchMock, 'GET /api/events')[0]?.url.pathname).toBe('/api/events');

    // A customer booked online meanwhile.
    stored = [jane, sam];
    push('data: {"type":"appointments.changed","months":[{"year":2026,"month":11}]}\n\n');
    expect(await screen.findByRole('link', { name: 'Sam Lee (Fido)' })).toBeTruthy();

    const before = requestsTo(fetchMock, 'GET /api/schedule').length;
    push('data: {"type":"schedules.changed"}\n\n');
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/schedule').length).toBe(before + 1));
  });
});
