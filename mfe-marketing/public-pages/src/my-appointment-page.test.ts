// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { ONLINE_BOOKING_MESSAGES as M } from '@groombook/contracts';
import { answer } from '@groombook/contracts/testing';
import { startMyAppointmentPage } from './my-appointment-page';
import { pageBody, routedFetch, type Handler } from './testing/page-harness';

const BODY = pageBody('my-appointment');

const TOKEN = 'tok_3bX9qLr2vW8yZk1mN4pQ7sT0';
const TODAY = new Date(2026, 2, 10, 9, 0);

async function openPage(routes: Record<string, Handler>, search = `?token=${TOKEN}`) {
  document.body.innerHTML = BODY;
  const api = routedFetch(routes);
  await startMyAppointmentPage({ document, search, fetch: api.fetcher, today: TODAY });
  return api;
}

const APPOINTMENT = {
  salon: 'Happy Paws Grooming',
  company_id: '6f1c1f9e-3a55-4a59-9d1e-0c8b1f2f0a11',
  date: '2026-03-12',
  time: '14:30',
  duration_minutes: 90,
  dog_name: 'Maple',
  services: ['Full groom', 'Nail trim'],
  dog_size: 'medium',
  status: 'booked',
  can_change: true,
  cancel_cutoff_hours: 24,
};
const appointmentAnswer = (changes: Partial<typeof APPOINTMENT> = {}, message?: string): Handler => () =>
  answer(200, { success: true, ...(message ? { message } : {}), appointment: { ...APPOINTMENT, ...changes } });
const invalidLink = () => answer(404, { success: false, message: 'This link is no longer valid', code: 'INVALID_APPOINTMENT_LINK' });

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const noButton = (name: string | RegExp) => screen.queryByRole('button', { name });
const detail = (term: string) => document.querySelector(`#details dd[data-term="${term}"]`)?.textContent;
const timeButtons = (id = 'move-times') => [...document.querySelectorAll<HTMLButtonElement>(`#${id} button`)].map((b) => b.textContent);
const notice = () => document.getElementById('action-status')?.textContent;

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the customer's appointment page", () => {
  it('shows the appointment the link opens: salon, dog, day, time, services and status in words', async () => {
    const page = await openPage({ 'GET /api/my-appointment': appointmentAnswer() });
    expect(page.routes()).toEqual([`GET /api/my-appointment?token=${TOKEN}`]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your appointment at Happy Paws Grooming');
    expect(detail('salon')).toBe('Happy Paws Grooming');
    expect(detail('dog')).toBe('Maple');
    expect(detail('day')).toBe('Thu, Mar 12, 2026');
    expect(detail('time')).toBe('2:30 PM');
    expect(detail('services')).toBe('Full groom, Nail trim');
    expect(detail('status')).toBe('Booked');
    expect(button('Confirm appointment')).toBeTruthy();
    expect(button('Cancel appointment')).toBeTruthy();
    expect(button('Change time')).toBeTruthy();
    expect(screen.queryByText(M.tooLate)).toBeNull();
  });

  it('confirms it, then shows it confirmed with a message, and offers no second confirmation', async () => {
    const page = await openPage({
      'GET /api/my-appointment': appointmentAnswer(),
      'POST /api/my-appointment/confirm': appointmentAnswer({ status: 'confirmed' }),
    });
    fireEvent.click(button('Confirm appointment'));
    await waitFor(() => expect(detail('status')).toBe('Confirmed'));
    expect(page.routes()[1]).toBe('POST /api/my-appointment/confirm');
    expect(page.bodyOf(1)).toEqual({ token: TOKEN });
    expect(notice()).toBe(M.confirmed);
    expect(document.activeElement?.id).toBe('action-status');
    expect(noButton('Confirm appointment')).toBeNull();
    expect(button('Cancel appointment')).toBeTruthy();
  });

  it('cancels only after the customer says yes, then shows it cancelled with nothing left to change', async () => {
    const page = await openPage({
      'GET /api/my-appointment': appointmentAnswer({ status: 'confirmed' }),
      'POST /api/my-appointment/cancel': appointmentAnswer({ status: 'cancelled', can_change: false }),
    });
    expect(noButton('Confirm appointment')).toBeNull();
    fireEvent.click(button('Cancel appointment'));
    expect(screen.getByRole('group', { name: M.cancelQuestion })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe(M.cancelQuestion);
    fireEvent.click(button('No'));
    expect(screen.queryByRole('group', { name: M.cancelQuestion })).toBeNull();
    expect(document.activeElement).toBe(button('Cancel appointment'));
    expect(page.calls).toHaveLength(1);

    fireEvent.click(button('Cancel appointment'));
    fireEvent.click(button('Yes'));
    await waitFor(() => expect(detail('status')).toBe('Cancelled'));
    expect(page.routes()[1]).toBe('POST /api/my-appointment/cancel');
    expect(page.bodyOf(1)).toEqual({ token: TOKEN });
    expect(notice()).toBe(M.cancelled);
    for (const name of ['Confirm appointment', 'Cancel appointment', 'Change time', 'Yes']) expect(noButton(name), name).toBeNull();
    expect(screen.queryByText(M.tooLate)).toBeNull();
  });

  it('past the cut-off, says to call the salon instead of offering cancel and move', async () => {
    await openPage({ 'GET /api/my-appointment': appointmentAnswer({ can_change: false, cancel_cutoff_hours: 48 }) });
    expect(screen.getByText(M.tooLate)).toBeTruthy();
    expect(screen.getByText('Changes online close 48 hours before the appointment.')).toBeTruthy();
    expect(noButton('Cancel appointment')).toBeNull();
    expect(noButton('Change time')).toBeNull();
    expect(button('Confirm appointment')).toBeTruthy();
  });

  it('moves it to a free time of the day chosen, with exactly these requests', async () => {
    const page = await openPage({
      'GET /api/my-appointment': appointmentAnswer({ status: 'confirmed' }),
      'GET /api/my-appointment/availability': (_init, url) =>
        answer(200, { success: true, date: url.searchParams.get('date'), times: url.searchParams.get('date') === '2026-03-12' ? ['14:30'] : ['09:00', '11:15'] }),
      'POST /api/my-appointment/move': appointmentAnswer({ status: 'confirmed', date: '2026-03-13', time: '11:15' }),
    });
    fireEvent.click(button('Change time'));
    expect(button('Change time').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Choose a new time' }));
    const day = screen.getByLabelText('Day') as HTMLInputElement;
    expect(day.value).toBe('2026-03-12');
    expect(day.min).toBe('2026-03-10');
    // The appointment's own time is no new time.
    await waitFor(() => expect(document.getElementById('move-times-status')?.textContent).toBe(M.noTimes));
    expect(page.routes()[1]).toBe(`GET /api/my-appointment/availability?token=${TOKEN}&date=2026-03-12`);

    fireEvent.change(day, { target: { value: '2026-03-13' } });
    await waitFor(() => expect(timeButtons()).toEqual(['9:00 AM', '11:15 AM']));
    expect(page.routes()[2]).toBe(`GET /api/my-appointment/availability?token=${TOKEN}&date=2026-03-13`);
    fireEvent.click(button('11:15 AM'));
    await waitFor(() => expect(detail('time')).toBe('11:15 AM'));
    expect(page.routes()[3]).toBe('POST /api/my-appointment/move');
    expect(page.bodyOf(3)).toEqual({ token: TOKEN, date: '2026-03-13', time: '11:15' });
    expect(detail('day')).toBe('Fri, Mar 13, 2026');
    expect(notice()).toBe('Your appointment is moved to 11:15 AM on Fri, Mar 13, 2026.');
    expect(screen.queryByRole('heading', { name: 'Choose a new time' })).toBeNull();
    expect(page.calls).toHaveLength(4);
  });

  it('offers the next free times when the new time was just taken, and moves to one in one tap', async () => {
    const answers = [
      answer(409, { success: false, code: 'SLOT_TAKEN', message: 'That time was just taken', next_times: ['10:00'] }),
      answer(200, { success: true, appointment: { ...APPOINTMENT, time: '10:00' } }),
    ];
    const page = await openPage({
      'GET /api/my-appointment': appointmentAnswer(),
      'GET /api/my-appointment/availability': () => answer(200, { success: true, date: '2026-03-12', times: ['09:00', '10:00'] }),
      'POST /api/my-appointment/move': () => answers.shift() ?? answer(500, {}),
    });
    fireEvent.click(button('Change time'));
    await waitFor(() => expect(timeButtons()).toEqual(['9:00 AM', '10:00 AM']));
    fireEvent.click(button('9:00 AM'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.slotTaken));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(timeButtons()).toEqual(['10:00 AM']);
    expect(timeButtons('taken-times')).toEqual(['Move to 10:00 AM']);
    fireEvent.click(button('Move to 10:00 AM'));
    await waitFor(() => expect(detail('time')).toBe('10:00 AM'));
    expect(page.routes().slice(2)).toEqual(['POST /api/my-appointment/move', 'POST /api/my-appointment/move']);
    expect(page.bodyOf(2)).toEqual({ token: TOKEN, date: '2026-03-12', time: '09:00' });
    expect(page.bodyOf(3)).toEqual({ token: TOKEN, date: '2026-03-12', time: '10:00' });
  });

  it("shows the server's refusal of a change, and a link that stopped working as no longer valid", async () => {
    const answers = [answer(409, { success: false, code: 'CONFLICT', message: 'Too late to cancel online' }), invalidLink()];
    await openPage({ 'GET /api/my-appointment': appointmentAnswer(), 'POST /api/my-appointment/cancel': () => answers.shift() ?? answer(500, {}) });
    fireEvent.click(button('Cancel appointment'));
    fireEvent.click(button('Yes'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too late to cancel online'));
    fireEvent.click(button('Cancel appointment'));
    fireEvent.click(button('Yes'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.invalidAppointmentLink));
    expect(noButton('Confirm appointment')).toBeNull();
  });

  it('says an invalid or expired link is no longer valid, showing nothing else', async () => {
    await openPage({ 'GET /api/my-appointment': invalidLink });
    expect(screen.getByRole('alert').textContent).toBe('This link is no longer valid');
    expect(document.getElementById('appointment')?.hidden).toBe(true);
    expect(noButton('Confirm appointment')).toBeNull();
  });

  it('says a link without its token is incomplete, asking the API nothing', async () => {
    const page = await openPage({}, '');
    expect(screen.getByRole('alert').textContent).toBe('This link is incomplete: use the link from your text message');
    expect(page.calls).toHaveLength(0);
    const blank = await openPage({}, '?token=%20');
    expect(blank.calls).toHaveLength(0);
  });

  it('says when the appointment could not be loaded', async () => {
    await openPage({ 'GET /api/my-appointment': () => answer(500, { success: false, message: 'Internal server error', code: 'INTERNAL' }) });
    expect(screen.getByRole('alert').textContent).toBe(M.appointmentLoadFailed);
  });
});
