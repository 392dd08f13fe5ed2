// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { OPT_IN_MESSAGES } from '@groombook/contracts/platform';
import { answer } from '@groombook/contracts/testing';
import { OPT_IN_DISCLOSURE_VERSION, optInDisclosure } from '@groombook/domain';
import { startOptInPage } from './opt-in-page';

/**
 * The page's own markup, as the build emits it (less the script and style tags it adds, and
 * the <noscript> part, which a browser running the script keeps as text).
 */
const PAGE_HTML = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../pages/sms-opt-in.html'), 'utf8');
const BODY = (/<body>([\s\S]*)<\/body>/.exec(PAGE_HTML)?.[1] ?? '').replace(/<noscript>[\s\S]*?<\/noscript>/, '');

const COMPANY_ID = '6f1c1f9e-3a55-4a59-9d1e-0c8b1f2f0a11';
const COMPANY = { id: COMPANY_ID, name: 'Happy Paws Grooming', sms_number: '+12015550100' };
const REQUEST_ID = '0b7e3c52-5d1f-4f4e-9a51-2f6d8c1e7a90';
/** The status polling, fast enough for a test. */
const POLLING = { everyMs: 5, forMs: 60_000 };

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Opens the page at `?search` with the API answering `routes` ('METHOD /path'); other calls fail the test. */
async function openPage(search: string, routes: Record<string, Handler>, polling = POLLING) {
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
  await startOptInPage({ document, search, fetch: fetcher, polling });
  return { calls };
}

const companyFound: Handler = () => answer(200, { success: true, company: COMPANY });
const requested = () => answer(200, { success: true, message: OPT_IN_MESSAGES.pending, data: { request_id: REQUEST_ID } });
const STATUS_ROUTE = `GET /api/sms-opt-in/${REQUEST_ID}`;
const statusAnswer = (status: 'pending' | 'opted_in') => answer(200, { success: true, data: { status } });

/** The status region's words (the markup's indentation aside). */
const statusText = () => screen.getByRole('status').textContent?.trim();

/** What the page reads of its visibility (happy-dom's document stays visible otherwise). */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up for texts' }));

function fillIn({ name = 'Pat Owner', phone, consent = true }: { name?: string; phone?: string; consent?: boolean }) {
  fireEvent.input(field('Your name'), { target: { value: name } });
  if (phone !== undefined) fireEvent.input(field('Mobile number'), { target: { value: phone } });
  if (consent) fireEvent.click(screen.getByRole('checkbox'));
}

afterEach(() => {
  setVisibility('visible');
  // Leaving the page stops any polling that is still going.
  window.dispatchEvent(new Event('pagehide'));
  document.body.innerHTML = '';
});

describe('the opt-in page, opening', () => {
  it("shows the company's name, asks for name and phone, and prefills the phone from the address", async () => {
    const { calls } = await openPage(`?company_id=${COMPANY_ID}&phone=201-555-0123`, { 'GET /api/companies': companyFound });

    expect(calls.map((call) => call.route)).toEqual([`GET /api/companies?id=${COMPANY_ID}`]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Happy Paws Grooming');
    expect(field('Your name').value).toBe('');
    expect(field('Your name').getAttribute('autocomplete')).toBe('name');
    expect(field('Mobile number').value).toBe('201-555-0123');
    expect(field('Mobile number').getAttribute('autocomplete')).toBe('tel');
    expect(field('Mobile number').getAttribute('inputmode')).toBe('tel');
    expect(field('Mobile number').type).toBe('tel');
  });

  it('asks for consent with an unticked box beside the disclosure, and links to the privacy policy for the same company', async () => {
    await openPage(`?company_id=${COMPANY_ID}`, { 'GET /api/companies': companyFound });

    const consent = screen.getByRole('checkbox', { name: optInDisclosure('Happy Paws Grooming') }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    const policy = screen.getByRole('link', { name: 'SMS privacy policy' });
    expect(policy.getAttribute('href')).toBe(`/sms-privacy-policy?company_id=${COMPANY_ID}`);
    expect(field('Mobile number').value).toBe('');
  });

  it.each([
    ['without company_id', '?phone=201-555-0123', null, 'This sign-up link is incomplete: ask the salon for its link'],
    ['with an empty company_id', '?company_id=%20', null, 'This sign-up link is incomplete: ask the salon for its link'],
    ['for an unknown company (404)', `?company_id=${COMPANY_ID}`, () => answer(404, { success: false, message: 'Company not found', code: 'NOT_FOUND' }), OPT_IN_MESSAGES.companyNotFound],
    ['for a malformed id (400)', '?company_id=nope', () => answer(400, { success: false, message: 'Must be a valid id', code: 'VALIDATION' }), OPT_IN_MESSAGES.companyNotFound],
    ['when the API fails (500)', `?company_id=${COMPANY_ID}`, () => answer(500, { success: false, message: 'Internal error' }), OPT_IN_MESSAGES.companyLoadFailed],
    ['when the answer is not the company', `?company_id=${COMPANY_ID}`, () => answer(200, { success: true }), OPT_IN_MESSAGES.companyLoadFailed],
    ['when the network fails', `?company_id=${COMPANY_ID}`, () => Promise.reject(new TypeError('Failed to fetch')), OPT_IN_MESSAGES.companyLoadFailed],
  ] as const)('says why it cannot sign up %s, and shows no form', async (_case, search, handler, message) => {
    const { calls } = await openPage(search, handler ? { 'GET /api/companies': handler } : {});

    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.queryByRole('button', { name: 'Sign up for texts' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Your name' })).toBeNull();
    expect(calls).toHaveLength(handler ? 1 : 0);
  });
});

describe('the opt-in page, checks before sending', () => {
  it('needs a name, a phone and the ticked box, says so beside each field, and sends nothing', async () => {
    const { calls } = await openPage(`?company_id=${COMPANY_ID}`, { 'GET /api/companies': companyFound });
    submit();

    for (const [label, message] of [
      ['Your name', 'Name is required'],
      ['Mobile number', 'Phone number is required'],
    ] as const) {
      const input = field(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
      expect(described?.textContent).toBe(message);
      expect(described?.getAttribute('aria-live')).toBe('polite');
    }
    const consent = screen.getByRole('checkbox');
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(consent.getAttribute('aria-describedby') ?? '')?.textContent).toBe(OPT_IN_MESSAGES.consentRequired);
    // The first field to fix has the focus.
    expect(document.activeElement).toBe(field('Your name'));
    expect(calls).toHaveLength(1);
  });

  it('refuses to send without consent, even with name and phone', async () => {
    const { calls } = await openPage(`?company_id=${COMPANY_ID}&phone=201-555-0123`, { 'GET /api/companies': companyFound });
    fillIn({ consent: false });
    submit();

    expect(screen.getByText(OPT_IN_MESSAGES.consentRequired)).toBeTruthy();
    expect(field('Your name').hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('checkbox'));
    expect(calls).toHaveLength(1);

    // Ticking the box takes the message away.
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.queryByText(OPT_IN_MESSAGES.consentRequired)).toBeNull();
  });
});

describe('the opt-in page, sending', () => {
  it('posts the company, the name, the phone, the consent and the version of the wording shown, then asks for the YES', async () => {
    let body: unknown;
    await openPage(`?company_id=${COMPANY_ID}&phone=201-555-0123`, {
      'GET /api/companies': companyFound,
      'POST /api/sms-opt-in': (init) => {
        body = JSON.parse(String(init?.body));
        return requested();
      },
      [STATUS_ROUTE]: () => statusAnswer('pending'),
    });
    fillIn({ name: '  Pat Owner ' });
    submit();

    const title = await screen.findByRole('heading', { level: 2, name: OPT_IN_MESSAGES.pending });
    expect(body).toEqual({
      companyId: COMPANY_ID,
      name: 'Pat Owner',
      phoneNumber: '201-555-0123',
      consent: true,
      disclosureVersion: OPT_IN_DISCLOSURE_VERSION,
    });
    expect(statusText()).toBe(OPT_IN_MESSAGES.pending);
    expect(document.body.textContent).toMatch(/sent you a text\. Reply YES to it to get texts from Happy Paws Grooming/);
    expect(document.body.textContent).toMatch(/Reply STOP at any time to opt out/);
    // A number that once sent STOP comes back by texting START to the salon's own number.
    expect(screen.getByText(OPT_IN_MESSAGES.pendingStopped.replace('{number}', '(201) 555-0100'))).toBeTruthy();
    expect(screen.queryByText(OPT_IN_MESSAGES.success)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign up for texts' })).toBeNull();
    expect(document.activeElement).toBe(title);
  });

  it("says 'Successfully Opted In!' in the status region once the phone answered YES, asking this request's status until then", async () => {
    let asked = 0;
    const { calls } = await openPage(`?company_id=${COMPANY_ID}&phone=201-555-0123`, {
      'GET /api/companies': companyFound,
      'POST /api/sms-opt-in': () => requested(),
      [STATUS_ROUTE]: () => statusAnswer(++asked < 3 ? 'pending' : 'opted_in'),
    });
    fillIn({});
    submit();
    await screen.findByText(OPT_IN_MESSAGES.pending);

    await waitFor(() => expect(statusText()).toBe(OPT_IN_MESSAGES.success));
    expect(screen.getByRole('heading', { level: 2, name: OPT_IN_MESSAGES.success })).toBeTruthy();
    expect(screen.queryByText(OPT_IN_MESSAGES.pending)).toBeNull();
    expect(screen.queryByText(/text START/)).toBeNull();
    expect(document.body.textContent).toMatch(/You will get texts from Happy Paws Grooming at that number\. Reply STOP at any time to opt out\./);
    expect(calls.filter((call) => call.route.startsWith('GET /api/sms-opt-in/')).map((call) => call.route)).toEqual([
      `GET /api/sms-opt-in/${REQUEST_ID}`,
      `GET /api/sms-opt-in/${REQUEST_ID}`,
      `GET /api/sms-opt-in/${REQUEST_ID}`,
    ]);
    // Once opted in, it stops asking.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(asked).toBe(3);
  });

  it('asks again after a network failure or a failed answer while waiting', async () => {
    const answers: (() => Response | Promise<Response>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => answer(502, { success: false, message: 'Bad gateway' }),
      () => statusAnswer('opted_in'),
    ];
    await openPage(`?company_id=${COMPANY_ID}&phone=201-555-0123`, {
      'GET /api/companies': companyFound,
      'POST /api/sms-opt-in': () => requested(),
      [STATUS_ROUTE]: () => (answers.shift() ?? (() => statusAnswer('opted_in')))(),
    });
    fillIn({});
    submit();
    await waitFor(() => expect(statusText()).toBe(OPT_IN_MESSAGES.success));
    expect(answers).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves out the START line for a salon without a number', async () => {
    await openPage(`?company_id=${COMPANY_ID}&phone=201-555-0123`, {
      'GET /api/companies': () => answer(200, { success: true, company: { ...COMPANY, sms_number: null } }),
      'POST /api/sms-opt-in': () => requested(),
      [STATUS_ROUTE]: () => statusAnswer('pending'),
    });
    fillIn({});
    submit();
    await screen.findByText(OPT_IN_MESSAGES.pending);
    expect(screen.queryByText(/text START/)).toBeNull();
  });

  it('asks nothing while the page is hidden, and asks at once when it is shown again', async () => {
    let asked = 0;
    await openPage(`?company_id=${COMPANY_ID}&phone=201-555-0123`, {
      'GET /api/companies': companyFound,
      'POST /api/sms-opt-in': () => requested(),
      [STATUS_ROUTE]: () => statusAnswer(++asked === 1 ? 'pending' : 'opted_in'),
    }, { everyMs: 20, forMs: 60_000 });
    setVisibility('hidden');
    fillIn({});
    submit();
    await screen.findByText(OPT_IN_MESSAGES.pending);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(asked).toBe(0);

    setVisibility('visible');
    await waitFor(() => expect(asked).toBe(1));
    await waitFor(() => expect(statusText()).toBe(OPT_IN_MESSAGES.success));
  });

  it('stops asking when the page is left, and after the time it waits for', async () => {
    let asked = 0;
    const status: Handler = () => {
      asked += 1;
      return statusAnswer('pending');
    };
    await openPage(`?company_id=${COMPANY_ID}&phone=201-555-0123`, { 'GET /api/companies': companyFound, 'POST /api/sms-opt-in': () => requested(), [STATUS_ROUTE]: status });
    fillIn({});
    submit();
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    window.dispatchEvent(new Event('pagehide'));
    const afterLeaving = asked;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(asked).toBe(afterLeaving);

    asked = 0;
    await openPage(`?company_id=${COMPANY_ID}&phone=201-555-0123`, { 'GET /api/companies': companyFound, 'POST /api/sms-opt-in': () => requested(), [STATUS_ROUTE]: status }, { everyMs: 5, forMs: 0 });
    fillIn({});
    submit();
    await screen.findByText(OPT_IN_MESSAGES.pending);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(asked).toBe(0);
    expect(statusText()).toBe(OPT_IN_MESSAGES.pending);
  });

  it('disables the button while sending', async () => {
    let release: ((response: Response) => void) | undefined;
    await openPage(`?company_id=${COMPANY_ID}&phone=201-555-0123`, {
      'GET /api/companies': companyFound,
      'POST /api/sms-opt-in': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    fillIn({});
    submit();

    const button = screen.getByRole('button', { name: 'Signing up…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    release?.(answer(400, { success: false, message: 'Enter a valid mobile number', code: 'INVALID_PHONE' }));
    await screen.findByText('Enter a valid mobile number');
    expect((screen.getByRole('button', { name: 'Sign up for texts' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    ['a refusal (400): its message', () => answer(400, { success: false, message: 'Enter a valid mobile number', code: 'INVALID_PHONE' }), 'Enter a valid mobile number'],
    ['an unknown company (404): its message', () => answer(404, { success: false, message: 'Company not found', code: 'NOT_FOUND' }), 'Company not found'],
    ['too many tries (429): its message', () => answer(429, { success: false, message: 'Too many requests. Try again later.', code: 'RATE_LIMITED' }), 'Too many requests. Try again later.'],
    ['a 400 without a message', () => new Response('Bad Request', { status: 400 }), OPT_IN_MESSAGES.optInFailed],
    ['any other failure (500)', () => answer(500, { success: false, message: 'Internal error', code: 'INTERNAL' }), OPT_IN_MESSAGES.optInFailed],
    ['a failed request', () => Promise.reject(new TypeError('Failed to fetch')), OPT_IN_MESSAGES.unexpected],
  ] as const)('shows, for %s', async (_case, handler, message) => {
    await openPage(`?company_id=${COMPANY_ID}&phone=201-555-0123`, { 'GET /api/companies': companyFound, 'POST /api/sms-opt-in': handler });
    fillIn({});
    submit();

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(screen.queryByRole('heading', { name: OPT_IN_MESSAGES.success })).toBeNull();
    // The form stays as it was, to try again.
    const form = screen.getByRole('button', { name: 'Sign up for texts' }).closest('form') as HTMLElement;
    expect(within(form).getByLabelText('Your name')).toBeTruthy();
    expect(field('Mobile number').value).toBe('201-555-0123');
  });
});
