// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { BOOKING_REQUEST_MESSAGES } from '@groombook/contracts';
import { OPT_IN_MESSAGES } from '@groombook/contracts/platform';
import { answer } from '@groombook/contracts/testing';
import { startBookingPage } from './booking-page';

/** The page's own markup, as the build emits it (less the tags it adds and the <noscript> part). */
const PAGE_HTML = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../pages/book.html'), 'utf8');
const BODY = (/<body>([\s\S]*)<\/body>/.exec(PAGE_HTML)?.[1] ?? '').replace(/<noscript>[\s\S]*?<\/noscript>/, '');

const COMPANY_ID = '6f1c1f9e-3a55-4a59-9d1e-0c8b1f2f0a11';
const TODAY = new Date(2026, 2, 10, 9, 0);

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

async function openPage(search: string, routes: Record<string, Handler>) {
  document.body.innerHTML = BODY;
  const calls: { route: string; init: RequestInit | undefined }[] = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://salon.test');
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push({ route: `${route}${url.search}`, init });
    const handler = routes[route];
    if (!handler) throw new Error(`Unexpected call: ${route}`);
    return handler(init);
  }) as unknown as typeof fetch;
  await startBookingPage({ document, search, fetch: fetcher, today: TODAY });
  return { calls };
}

/** A salon that answers requests (its menu is not shown in that mode). */
const companyFound: Handler = () => answer(200, { success: true, company: { name: 'Happy Paws Grooming', booking_mode: 'request' }, services: [] });
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
const errorOf = (label: string) => document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;

function fillIn(values: Partial<Record<'Your name' | 'Phone number' | "Your dog's name" | 'Preferred date' | 'Preferred time' | 'Notes (optional)', string>> = {}) {
  const all = {
    'Your name': 'Nora Walker',
    'Phone number': '201-555-0160',
    "Your dog's name": 'Maple',
    'Preferred date': '2026-03-12',
    'Preferred time': '14:30',
    'Notes (optional)': 'First visit',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) fireEvent.input(field(label), { target: { value } });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the booking page of a salon that answers requests', () => {
  it("shows the company's name and the fields, the date starting today, phone-friendly inputs", async () => {
    const { calls } = await openPage(`?company_id=${COMPANY_ID}`, { 'GET /api/public/services': companyFound });
    expect(calls.map((call) => call.route)).toEqual([`GET /api/public/services?company_id=${COMPANY_ID}`]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Request an appointment at Happy Paws Grooming');
    expect(field('Phone number').type).toBe('tel');
    expect(field('Preferred date').type).toBe('date');
    expect(field('Preferred date').min).toBe('2026-03-10');
    expect(field('Preferred time').type).toBe('time');
  });

  it('says why it cannot take a request for an unknown company, and shows no form', async () => {
    await openPage(`?company_id=${COMPANY_ID}`, { 'GET /api/public/services': () => answer(404, { success: false, message: 'Company not found', code: 'NOT_FOUND' }) });
    expect(screen.getByRole('alert').textContent).toBe(OPT_IN_MESSAGES.companyNotFound);
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
  });

  it('tells a customer whose link names no salon to ask the salon for its link, asking the API nothing', async () => {
    const { calls } = await openPage('', {});
    expect(screen.getByRole('alert').textContent).toBe('This booking link is incomplete: ask the salon for its link');
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('needs every field but the notes, and a date not in the past, sending nothing until then', async () => {
    const { calls } = await openPage(`?company_id=${COMPANY_ID}`, { 'GET /api/public/services': companyFound });
    submit();
    expect(errorOf('Your name')).toBe(BOOKING_REQUEST_MESSAGES.nameRequired);
    expect(errorOf('Phone number')).toBe(BOOKING_REQUEST_MESSAGES.phoneRequired);
    expect(errorOf("Your dog's name")).toBe(BOOKING_REQUEST_MESSAGES.dogRequired);
    expect(errorOf('Preferred date')).toBe(BOOKING_REQUEST_MESSAGES.dateRequired);
    expect(errorOf('Preferred time')).toBe(BOOKING_REQUEST_MESSAGES.timeRequired);
    expect(document.activeElement).toBe(field('Your name'));
    fillIn({ 'Preferred date': '2026-03-09' });
    submit();
    expect(errorOf('Preferred date')).toBe(BOOKING_REQUEST_MESSAGES.datePast);
    expect(calls).toHaveLength(1);
  });

  it('sends the request and says it was sent, naming the salon', async () => {
    const { calls } = await openPage(`?company_id=${COMPANY_ID}`, {
      'GET /api/public/services': companyFound,
      'POST /api/booking-requests': () => answer(201, { success: true, message: 'Request sent! The salon will contact you to confirm.' }),
    });
    fillIn();
    submit();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Request sent!'));
    expect(screen.getByText('Happy Paws Grooming has your request and will contact you to confirm.')).toBeTruthy();
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({
      company_id: COMPANY_ID,
      name: 'Nora Walker',
      phone: '201-555-0160',
      dog_name: 'Maple',
      preferred_date: '2026-03-12',
      preferred_time: '14:30',
      notes: 'First visit',
    });
  });

  it("shows the server's refusal under the field it names, or above the button", async () => {
    const answers = [
      answer(400, { success: false, message: 'phone: Please enter a valid phone number', code: 'VALIDATION_FAILED' }),
      answer(429, { success: false, message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' }),
    ];
    await openPage(`?company_id=${COMPANY_ID}`, { 'GET /api/public/services': companyFound, 'POST /api/booking-requests': () => answers.shift()! });
    fillIn({ 'Phone number': '12' });
    submit();
    await waitFor(() => expect(errorOf('Phone number')).toBe('Please enter a valid phone number'));
    expect(field('Phone number').getAttribute('aria-invalid')).toBe('true');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many requests. Please try again later.'));
  });
});
