// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dismissFeedback, FeedbackToast } from '@groombook/ui';
import type { GroomerHours, TimeOff } from '@groombook/contracts';
import { addDays, todayIsoDate } from '@groombook/domain';
import SchedulingApp from '../../app';
import { answer, cleanUpAfterEach, fakeApi, requestsTo, type Handler } from '../../testing/fake-api';
import { bella, max } from '../../testing/fixtures';
import { timeOffDays } from './groomer-schedule-summary';
import { renderWithProviders } from '../../testing/render-with-providers';

const withToast = (
  <>
    <SchedulingApp />
    <FeedbackToast />
  </>
);

afterEach(() => act(() => dismissFeedback()));

const today = todayIsoDate();
const SALON = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '10:00', end: '18:00' }));

/** The API as the groomers' page sees it, with the hours and time off kept between calls. */
function serve(options: { weeks?: GroomerHours[]; timeOff?: TimeOff[]; overrides?: Record<string, Handler> } = {}) {
  const state = { weeks: options.weeks ?? [], timeOff: options.timeOff ?? [] };
  return {
    state,
    fetchMock: fakeApi({
      'GET /api/assignees': () => answer(200, { success: true, data: { assignees: [bella, max] } }),
      'GET /api/salon-hours': () => answer(200, { success: true, hours: SALON, closed_days: [] }),
      'GET /api/groomer-hours': () => answer(200, { success: true, groomers: state.weeks }),
      'PUT /api/groomer-hours': ({ body }) => {
        const saved = body as GroomerHours;
        state.weeks = [...state.weeks.filter((week) => week.groomer_id !== saved.groomer_id), saved];
        return answer(200, { success: true, message: 'Hours saved', groomer: saved });
      },
      'GET /api/time-off': ({ url }) => {
        const groomer = url.searchParams.get('groomer_id');
        return answer(200, { success: true, time_off: state.timeOff.filter((entry) => !groomer || entry.groomer_id === groomer) });
      },
      'POST /api/time-off': ({ body }) => {
        const input = body as Omit<TimeOff, 'id' | 'reason'> & { reason?: string | null };
        const added = { id: `off-${state.timeOff.length + 1}`, ...input, reason: input.reason ?? null };
        state.timeOff = [...state.timeOff, added];
        return answer(201, { success: true, message: 'Time off added', time_off: added });
      },
      'DELETE /api/time-off': ({ body }) => {
        state.timeOff = state.timeOff.filter((entry) => entry.id !== (body as { id: string }).id);
        return answer(200, { success: true, message: 'Time off deleted' });
      },
      ...options.overrides,
    }),
  };
}

async function openHours(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Hours for ${name}` }));
  const dialog = screen.getByRole('dialog', { name: `Hours for ${name}` });
  await within(dialog).findByRole('switch', { name: "Works the salon's opening hours" });
  return dialog;
}

const day = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });
const field = (dialog: HTMLElement, weekday: string, label: string) => within(day(dialog, weekday)).getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
const toast = async () => (await screen.findByRole('status')).textContent;

describe("a groomer's hours", { timeout: 15_000 }, () => {
  cleanUpAfterEach();

  it("sums up each groomer's hours and next time off in the list, from two reads", async () => {
    const { fetchMock } = serve({
      weeks: [{ groomer_id: max.id, hours: SALON, breaks: [] }],
      timeOff: [{ id: 'off-1', groomer_id: max.id, starts_on: addDays(today, 30), ends_on: addDays(today, 32), reason: 'Holidays' }],
    });
    renderWithProviders(withToast);
    const maxRow = await screen.findByRole('row', { name: /Max Turner/ });
    expect(await within(maxRow).findByText('Own hours')).toBeTruthy();
    expect(within(maxRow).getByText(`Off ${timeOffDays({ starts_on: addDays(today, 30), ends_on: addDays(today, 32) })}`)).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Bella Ruiz/ })).getByText('Salon hours')).toBeTruthy();
    expect(requestsTo(fetchMock, 'GET /api/groomer-hours')).toHaveLength(1);
    const timeOffReads = requestsTo(fetchMock, 'GET /api/time-off');
    expect(timeOffReads).toHaveLength(1);
    expect(Object.fromEntries(timeOffReads[0]?.url.searchParams ?? [])).toEqual({ from: today, to: addDays(today, 365) });
  });

  it("gives a groomer their own hours, starting from the salon's, with a lunch break", async () => {
    const { fetchMock } = serve();
    renderWithProviders(withToast);
    const dialog = await openHours('Bella Ruiz');
    const salonSwitch = within(dialog).getByRole('switch', { name: "Works the salon's opening hours" }) as HTMLInputElement;
    expect(salonSwitch.checked).toBe(true);
    expect(within(dialog).queryByRole('group', { name: 'Monday' })).toBeNull();

    fireEvent.click(salonSwitch);
    expect(field(dialog, 'Monday', 'Works').checked).toBe(true);
    expect(field(dialog, 'Monday', 'Starts').value).toBe('10:00');
    expect(field(dialog, 'Saturday', 'Works').checked).toBe(false);
    fireEvent.click(field(dialog, 'Friday', 'Works'));
    fireEvent.change(field(dialog, 'Tuesday', 'Ends'), { target: { value: '14:00' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add break' }));
    const lunch = within(dialog).getByRole('group', { name: 'Break 1' });
    fireEvent.change(within(lunch).getByLabelText('Day'), { target: { value: '3' } });
    fireEvent.change(within(lunch).getByLabelText('Starts'), { target: { value: '12:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save hours' }));

    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PUT /api/groomer-hours').map((request) => request.body)).toEqual([
        {
          groomer_id: bella.id,
          hours: [
            { weekday: 1, start: '10:00', end: '18:00' },
            { weekday: 2, start: '10:00', end: '14:00' },
            { weekday: 3, start: '10:00', end: '18:00' },
            { weekday: 4, start: '10:00', end: '18:00' },
          ],
          breaks: [{ weekday: 3, start: '12:30', end: '13:00' }],
        },
      ]),
    );
    expect(await toast()).toContain('Hours saved for Bella Ruiz');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(screen.getByRole('row', { name: /Bella Ruiz/ })).findByText('Own hours')).toBeTruthy();
  });

  it("puts a groomer back on the salon's hours (hours null), keeping their breaks, and removes a break", async () => {
    const { fetchMock } = serve({
      weeks: [
        {
          groomer_id: max.id,
          hours: [{ weekday: 2, start: '08:00', end: '16:00' }],
          breaks: [
            { weekday: 2, start: '12:00', end: '12:30' },
            { weekday: 4, start: '15:00', end: '15:15' },
          ],
        },
      ],
    });
    renderWithProviders(withToast);
    const dialog = await openHours('Max Turner');
    expect(field(dialog, 'Tuesday', 'Starts').value).toBe('08:00');
    expect(field(dialog, 'Monday', 'Works').checked).toBe(false);

    fireEvent.click(within(dialog).getByRole('switch', { name: "Works the salon's opening hours" }));
    expect(within(dialog).queryByRole('group', { name: 'Tuesday' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove break 2, Thursday 3:00 PM' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save hours' }));

    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PUT /api/groomer-hours').map((request) => request.body)).toEqual([
        { groomer_id: max.id, hours: null, breaks: [{ weekday: 2, start: '12:00', end: '12:30' }] },
      ]),
    );
    expect(await toast()).toContain('Hours saved for Max Turner');
  });

  it('refuses a day or a break that ends before it starts, under that field, without a request', async () => {
    const { fetchMock } = serve({ weeks: [{ groomer_id: bella.id, hours: SALON, breaks: [{ weekday: 1, start: '13:00', end: '12:00' }] }] });
    renderWithProviders(withToast);
    const dialog = await openHours('Bella Ruiz');
    fireEvent.change(field(dialog, 'Monday', 'Ends'), { target: { value: '09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save hours' }));

    const mondayEnds = field(dialog, 'Monday', 'Ends');
    await waitFor(() => expect(mondayEnds.getAttribute('aria-invalid')).toBe('true'));
    const message = (input: HTMLElement) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(message(mondayEnds)).toContain('Ends must be after Starts');
    const breakEnds = within(within(dialog).getByRole('group', { name: 'Break 1' })).getByLabelText('Ends');
    expect(message(breakEnds)).toContain('Ends must be after Starts');
    expect(field(dialog, 'Tuesday', 'Ends').getAttribute('aria-invalid')).not.toBe('true');
    expect(requestsTo(fetchMock, 'PUT /api/groomer-hours')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Hours for Bella Ruiz' })).toBeTruthy();
  });

  it('closes on Cancel without saving, and gives the focus back to the Hours button', async () => {
    const { fetchMock } = serve();
    renderWithProviders(withToast);
    const button = await screen.findByRole('button', { name: 'Hours for Max Turner' });
    button.focus();
    const dialog = await openHours('Max Turner');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hours for Max Turner' })));
    expect(requestsTo(fetchMock, 'PUT /api/groomer-hours')).toEqual([]);
  });

  it("shows the server's reason when the save fails, and keeps the dialog open", async () => {
    serve({ overrides: { 'PUT /api/groomer-hours': () => answer(400, { success: false, code: 'VALIDATION_ERROR', message: 'Give each weekday at most once' }) } });
    renderWithProviders(withToast);
    const dialog = await openHours('Bella Ruiz');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save hours' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to save hours');
    expect(alert.textContent).toContain('Give each weekday at most once');
  });
});

describe("a groomer's time off", { timeout: 15_000 }, () => {
  cleanUpAfterEach();

  it('lists their time off and adds an entry (the last day left empty is the first)', async () => {
    const first = addDays(today, 10);
    const { fetchMock } = serve({ timeOff: [{ id: 'off-1', groomer_id: bella.id, starts_on: addDays(today, 3), ends_on: addDays(today, 4), reason: 'Dentist' }] });
    renderWithProviders(withToast);
    const dialog = await openHours('Bella Ruiz');
    const list = await within(dialog).findByRole('list', { name: 'Time off of Bella Ruiz' });
    expect(within(list).getByText('Dentist')).toBeTruthy();
    const perGroomer = requestsTo(fetchMock, 'GET /api/time-off').find((request) => request.url.searchParams.get('groomer_id') === bella.id);
    expect(Object.fromEntries(perGroomer?.url.searchParams ?? [])).toEqual({ from: today, to: addDays(today, 365), groomer_id: bella.id });

    const form = within(dialog).getByRole('form', { name: 'Add time off' });
    fireEvent.change(within(form).getByLabelText(/^First day/), { target: { value: first } });
    fireEvent.change(within(form).getByLabelText('Reason (optional)'), { target: { value: 'Training course' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add time off' }));

    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST /api/time-off').map((request) => request.body)).toEqual([
        { groomer_id: bella.id, starts_on: first, ends_on: first, reason: 'Training course' },
      ]),
    );
    expect(await toast()).toContain('Time off added for Bella Ruiz');
    expect(await within(list).findByText('Training course')).toBeTruthy();
  });

  it('refuses a last day before the first without a request', async () => {
    const { fetchMock } = serve();
    renderWithProviders(withToast);
    const dialog = await openHours('Bella Ruiz');
    const form = within(dialog).getByRole('form', { name: 'Add time off' });
    fireEvent.change(within(form).getByLabelText(/^First day/), { target: { value: addDays(today, 5) } });
    fireEvent.change(within(form).getByLabelText(/^Last day/), { target: { value: addDays(today, 2) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add time off' }));
    expect(await within(form).findByText('The last day must not be before the first')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/time-off')).toEqual([]);
  });

  it("deletes an entry from its button, named with its days, and shows a failure's reason", async () => {
    let failing = true;
    const entry = { id: 'off-1', groomer_id: bella.id, starts_on: '2027-01-04', ends_on: '2027-01-06', reason: null };
    const records = { items: [entry] };
    const { fetchMock } = serve({
      overrides: {
        'GET /api/time-off': () => answer(200, { success: true, time_off: records.items }),
        'DELETE /api/time-off': () => {
          if (failing) return answer(404, { success: false, code: 'NOT_FOUND', message: 'Time off not found' });
          records.items = [];
          return answer(200, { success: true, message: 'Time off deleted' });
        },
      },
    });
    renderWithProviders(withToast);
    const dialog = await openHours('Bella Ruiz');
    const remove = await within(dialog).findByRole('button', { name: 'Delete time off Mon, Jan 4, 2027 - Wed, Jan 6, 2027' });
    fireEvent.click(remove);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to delete time off');
    expect(alert.textContent).toContain('Time off not found');

    failing = false;
    fireEvent.click(remove);
    expect(await within(dialog).findByText('No time off coming up.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'DELETE /api/time-off').map((request) => request.body)).toEqual([{ id: 'off-1' }, { id: 'off-1' }]);
    expect(await toast()).toContain('Time off deleted for Bella Ruiz: Mon, Jan 4, 2027 - Wed, Jan 6, 2027');
  });
});
