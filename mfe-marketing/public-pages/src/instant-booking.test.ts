// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { BOOKING_REQUEST_MESSAGES, ERROR_CODES, ONLINE_BOOKING_ERROR_CODES, ONLINE_BOOKING_MESSAGES as M } from '@groombook/contracts';
import { answer } from '@groombook/contracts/testing';
import { startBookingPage } from './booking-page';
import { pageBody, routedFetch, type Handler } from './testing/page-harness';

const BODY = pageBody('book');

const COMPANY_ID = '6f1c1f9e-3a55-4a59-9d1e-0c8b1f2f0a11';
const FULL_GROOM = '1b2c3d4e-0000-4000-8000-000000000001';
const BATH = '1b2c3d4e-0000-4000-8000-000000000002';
const NAILS = '1b2c3d4e-0000-4000-8000-000000000003';
const TODAY = new Date(2026, 2, 10, 9, 0);

const sizes = (small: number, medium: number, large: number, extraLarge: number) => ({ small, medium, large, extra_large: extraLarge });
const MENU = [
  { id: FULL_GROOM, name: 'Full groom', kind: 'service', prices: sizes(60, 80, 100, 120), durations: sizes(60, 90, 120, 150) },
  { id: BATH, name: 'Bath', kind: 'service', prices: sizes(40, 50, 60, 70), durations: sizes(45, 60, 75, 90) },
  { id: NAILS, name: 'Nail trim', kind: 'add_on', prices: sizes(15, 15, 15, 15), durations: sizes(15, 15, 15, 15) },
];
const instantSalon: Handler = () => answer(200, { success: true, company: { name: 'Happy Paws Grooming', booking_mode: 'instant' }, services: MENU });

async function openPage(routes: Record<string, Handler>, search = `?company_id=${COMPANY_ID}`) {
  document.body.innerHTML = BODY;
  const api = routedFetch(routes);
  await startBookingPage({ document, search, fetch: api.fetcher, today: TODAY });
  return api;
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const choose = (label: string | RegExp) => fireEvent.click(field(label));
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const errorOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;
const heading = (name: string) => screen.getByRole('heading', { name });
const timeButtons = () => [...document.querySelectorAll<HTMLButtonElement>('#times button')].map((b) => b.textContent);

const availability = (times: string[]): Handler => (_init, url) => answer(200, { success: true, date: url.searchParams.get('date'), times });
const availabilityQuery = (date: string, services: string[], size: string) =>
  `GET /api/public/availability?company_id=${COMPANY_ID}&date=${date}&services=${services.join(',')}&dog_size=${size}`;

function bookedAnswer(time: string, confirmationSent = true) {
  return answer(201, {
    success: true,
    message: 'Appointment booked',
    confirmation_sent: confirmationSent,
    appointment: {
      salon: 'Happy Paws Grooming',
      company_id: COMPANY_ID,
      date: '2026-03-11',
      time,
      duration_minutes: 105,
      dog_name: 'Maple',
      services: ['Full groom', 'Nail trim'],
      dog_size: 'medium',
      status: 'confirmed',
      can_change: true,
      cancel_cutoff_hours: 24,
    },
  });
}

function fillDetails(values: Partial<Record<'Your name' | 'Mobile phone' | "Your dog's name" | 'Notes (optional)', string>> = {}) {
  const all = { 'Your name': 'Nora Walker', 'Mobile phone': '201-555-0160', "Your dog's name": 'Maple', 'Notes (optional)': 'First visit', ...values };
  for (const [label, value] of Object.entries(all)) fireEvent.input(field(label), { target: { value } });
}

/** Size Medium, a full groom with a nail trim, on to the times. */
async function chooseServices() {
  choose(/^Medium/);
  choose(/^Full groom/);
  choose(/^Nail trim/);
  fireEvent.click(button('Choose a day and time'));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the booking page of a salon that books instantly', () => {
  it('uses the same error codes as the API', () => {
    expect(ONLINE_BOOKING_ERROR_CODES.slotTaken).toBe(ERROR_CODES.slotTaken);
    expect(ONLINE_BOOKING_ERROR_CODES.invalidAppointmentLink).toBe(ERROR_CODES.invalidAppointmentLink);
  });

  it('books a free time: size, services with their prices at that size, a day, its times, the details, then the confirmation', async () => {
    const page = await openPage({
      'GET /api/public/services': instantSalon,
      'GET /api/public/availability': availability(['09:00', '14:30']),
      'POST /api/online-bookings': () => bookedAnswer('14:30'),
    });
    expect(page.routes()).toEqual([`GET /api/public/services?company_id=${COMPANY_ID}`]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Book an appointment at Happy Paws Grooming');
    // The request form is not on the page of an instant salon.
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
    expect(field(/^Small/).type).toBe('radio');
    expect(field(/^Small/).labels?.[0]?.textContent).toBe('Small up to 9 kg / 20 lb');
    expect(field(/^Extra large/).labels?.[0]?.textContent).toBe('Extra large over 41 kg / 90 lb');

    choose(/^Medium/);
    expect(field(/^Full groom/).type).toBe('radio');
    expect(field(/^Full groom/).labels?.[0]?.textContent).toBe('Full groom $80.00 · 1 h 30 min');
    expect(field(/^Bath/).labels?.[0]?.textContent).toBe('Bath $50.00 · 1 h');
    expect(field(/^Nail trim/).type).toBe('checkbox');
    expect(field(/^Nail trim/).labels?.[0]?.textContent).toBe('Nail trim $15.00 · 15 min');
    choose(/^Full groom/);
    choose(/^Nail trim/);
    expect(document.getElementById('total')?.textContent).toBe('Total: $95.00 · 1 h 45 min');
    choose(/^Large/);
    expect(field(/^Full groom/).labels?.[0]?.textContent).toBe('Full groom $100.00 · 2 h');
    expect(document.getElementById('total')?.textContent).toBe('Total: $115.00 · 2 h 15 min');
    choose(/^Medium/);

    fireEvent.click(button('Choose a day and time'));
    expect(document.activeElement).toBe(heading('2. Day and time'));
    expect(field('Day').value).toBe('2026-03-11');
    expect(field('Day').min).toBe('2026-03-10');
    await waitFor(() => expect(timeButtons()).toEqual(['9:00 AM', '2:30 PM']));
    expect(page.routes()[1]).toBe(availabilityQuery('2026-03-11', [FULL_GROOM, NAILS], 'medium'));

    fireEvent.click(button('2:30 PM'));
    expect(button('2:30 PM').getAttribute('aria-pressed')).toBe('true');
    expect(button('9:00 AM').getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(heading('3. Your details'));
    expect(field('Mobile phone').type).toBe('tel');
    fillDetails();
    fireEvent.click(button('Book 2:30 PM on Wed, Mar 11, 2026'));

    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("You're booked!"));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(page.routes()[2]).toBe('POST /api/online-bookings');
    expect(page.bodyOf(2)).toEqual({
      company_id: COMPANY_ID,
      date: '2026-03-11',
      time: '14:30',
      services: [FULL_GROOM, NAILS],
      dog_size: 'medium',
      name: 'Nora Walker',
      phone: '201-555-0160',
      dog_name: 'Maple',
      notes: 'First visit',
    });
    const details = [...document.querySelectorAll('#booked-details dd')].map((dd) => [(dd as HTMLElement).dataset.term, dd.textContent]);
    expect(details).toEqual([
      ['salon', 'Happy Paws Grooming'],
      ['dog', 'Maple'],
      ['day', 'Wed, Mar 11, 2026'],
      ['time', '2:30 PM'],
      ['services', 'Full groom, Nail trim'],
      ['status', 'Confirmed'],
    ]);
    expect(screen.getByText(M.confirmationSent)).toBeTruthy();
    expect(document.getElementById('instant-form')?.hidden).toBe(true);
  });

  it('says when no text went out, and sends no notes when none are given', async () => {
    const page = await openPage({
      'GET /api/public/services': instantSalon,
      'GET /api/public/availability': availability(['09:00']),
      'POST /api/online-bookings': () => bookedAnswer('09:00', false),
    });
    await chooseServices();
    await waitFor(() => expect(timeButtons()).toEqual(['9:00 AM']));
    fireEvent.click(button('9:00 AM'));
    fillDetails({ 'Notes (optional)': '  ' });
    fireEvent.click(button('Book 9:00 AM on Wed, Mar 11, 2026'));
    await waitFor(() => expect(screen.getByText(M.confirmationNotSent)).toBeTruthy());
    expect(page.bodyOf(2)).toMatchObject({ notes: null, time: '09:00' });
  });

  it('says when a day has no free time, and loads the times of the day chosen next, and of a new size', async () => {
    const page = await openPage({
      'GET /api/public/services': instantSalon,
      'GET /api/public/availability': (init, url) => availability(url.searchParams.get('date') === '2026-03-11' ? [] : ['10:00', '10:15'])(init, url),
    });
    await chooseServices();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(M.noTimes));
    expect(timeButtons()).toEqual([]);
    fireEvent.change(field('Day'), { target: { value: '2026-03-12' } });
    await waitFor(() => expect(timeButtons()).toEqual(['10:00 AM', '10:15 AM']));
    expect(page.routes()[2]).toBe(availabilityQuery('2026-03-12', [FULL_GROOM, NAILS], 'medium'));
    choose(/^Small/);
    await waitFor(() => expect(page.routes()[3]).toBe(availabilityQuery('2026-03-12', [FULL_GROOM, NAILS], 'small')));
    fireEvent.change(field('Day'), { target: { value: '2026-03-09' } });
    expect(errorOf(field('Day'))).toBe(M.dayPast);
    expect(page.calls).toHaveLength(4);
  });

  it('offers the next free times when the time was just taken, and books one in one tap', async () => {
    const answers = [
      answer(409, { success: false, code: 'SLOT_TAKEN', message: 'That time was just taken', next_times: ['15:00', '15:30'] }),
      bookedAnswer('15:00'),
    ];
    const page = await openPage({
      'GET /api/public/services': instantSalon,
      'GET /api/public/availability': availability(['14:30', '15:00', '15:30']),
      'POST /api/online-bookings': () => answers.shift() ?? answer(500, {}),
    });
    await chooseServices();
    await waitFor(() => expect(timeButtons()).toHaveLength(3));
    fireEvent.click(button('2:30 PM'));
    fillDetails();
    fireEvent.click(button('Book 2:30 PM on Wed, Mar 11, 2026'));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.slotTaken));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(timeButtons()).toEqual(['3:00 PM', '3:30 PM']);
    const offered = [...document.querySelectorAll('#taken-times button')].map((b) => b.textContent);
    expect(offered).toEqual(['Book 3:00 PM', 'Book 3:30 PM']);

    fireEvent.click(button('Book 3:00 PM'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("You're booked!"));
    expect(page.routes().filter((route) => route === 'POST /api/online-bookings')).toHaveLength(2);
    expect(page.bodyOf(3)).toMatchObject({ date: '2026-03-11', time: '15:00', services: [FULL_GROOM, NAILS] });
  });

  it('says when the time was taken and nothing else is free that day', async () => {
    await openPage({
      'GET /api/public/services': instantSalon,
      'GET /api/public/availability': availability(['14:30']),
      'POST /api/online-bookings': () => answer(409, { success: false, code: 'SLOT_TAKEN', message: 'That time was just taken', next_times: [] }),
    });
    await chooseServices();
    await waitFor(() => expect(timeButtons()).toHaveLength(1));
    fireEvent.click(button('2:30 PM'));
    fillDetails();
    fireEvent.click(button('Book 2:30 PM on Wed, Mar 11, 2026'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.slotTakenNoOther));
    expect(button('Book')).toBeTruthy();
  });

  it('asks for what is missing beside its field, sending nothing until then', async () => {
    const page = await openPage({ 'GET /api/public/services': instantSalon, 'GET /api/public/availability': availability(['09:00']) });
    fireEvent.click(button('Choose a day and time'));
    expect(errorOf(screen.getByRole('group', { name: "Your dog's size" }))).toBe(M.sizeRequired);
    expect(document.activeElement).toBe(field(/^Small/));
    choose(/^Medium/);
    expect(errorOf(screen.getByRole('group', { name: "Your dog's size" }))).toBe('');
    fireEvent.click(button('Choose a day and time'));
    expect(document.getElementById('services-error')?.textContent).toBe(M.serviceRequired);
    expect(document.activeElement).toBe(field(/^Full groom/));
    expect(page.calls).toHaveLength(1);

    choose(/^Bath/);
    fireEvent.click(button('Choose a day and time'));
    await waitFor(() => expect(timeButtons()).toEqual(['9:00 AM']));
    expect(page.routes()[1]).toBe(availabilityQuery('2026-03-11', [BATH], 'medium'));
    fireEvent.click(button('9:00 AM'));
    fireEvent.click(button('Book 9:00 AM on Wed, Mar 11, 2026'));
    expect(errorOf(field('Your name'))).toBe(BOOKING_REQUEST_MESSAGES.nameRequired);
    expect(errorOf(field('Mobile phone'))).toBe(BOOKING_REQUEST_MESSAGES.phoneRequired);
    expect(errorOf(field("Your dog's name"))).toBe(BOOKING_REQUEST_MESSAGES.dogRequired);
    expect(field('Your name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Your name'));
    expect(page.calls).toHaveLength(2);
  });

  it("shows the server's refusal beside the field it names, or above the button", async () => {
    const answers = [
      answer(400, { success: false, message: 'phone: Please enter a valid phone number', code: 'VALIDATION_FAILED' }),
      answer(400, { success: false, message: 'date: Date must be a real day', code: 'VALIDATION_FAILED' }),
      answer(403, { success: false, message: 'This salon is not taking bookings online right now', code: 'FORBIDDEN' }),
      answer(500, { success: false, message: 'Internal server error', code: 'INTERNAL' }),
    ];
    await openPage({
      'GET /api/public/services': instantSalon,
      'GET /api/public/availability': availability(['09:00']),
      'POST /api/online-bookings': () => answers.shift() ?? answer(500, {}),
    });
    await chooseServices();
    await waitFor(() => expect(timeButtons()).toEqual(['9:00 AM']));
    fireEvent.click(button('9:00 AM'));
    fillDetails({ 'Mobile phone': '12' });
    const book = () => fireEvent.click(button('Book 9:00 AM on Wed, Mar 11, 2026'));
    book();
    await waitFor(() => expect(errorOf(field('Mobile phone'))).toBe('Please enter a valid phone number'));
    expect(field('Mobile phone').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Mobile phone'));
    book();
    await waitFor(() => expect(errorOf(field('Day'))).toBe('Date must be a real day'));
    book();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This salon is not taking bookings online right now'));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    book();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.bookFailed));
  });

  it('says so when the salon has no service to book online', async () => {
    await openPage({
      'GET /api/public/services': () => answer(200, { success: true, company: { name: 'Happy Paws Grooming', booking_mode: 'instant' }, services: [MENU[2]] }),
    });
    expect(screen.getByText(M.noServices)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose a day and time' })).toBeNull();
  });
});
