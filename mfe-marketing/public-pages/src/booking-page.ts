/**
 * The booking page (/book?company_id=…): a customer books a salon's free time (when it books
 * instantly, instant-booking.ts) or asks it for a slot (when it answers requests), without an
 * account. Plain DOM over the markup of pages/book.html: the page ships no framework.
 */
import { BOOKING_REQUEST_MESSAGES as M } from '@groombook/contracts';
import { OPT_IN_MESSAGES } from '@groombook/contracts/platform';
import { DOG_SIZES, todayIsoDate, type DogSize } from '@groombook/domain';
import { startInstantBooking, type MenuEntry } from './instant-booking';
import { callApi, isSuccess } from './online-booking-api';
import { elementsOf, INCOMPLETE_LINK, messageOf, onSubmitOnce, showFieldError, showFormError, type PublicPageEnvironment } from './public-page';

/** The query parameter of the page's address. */
export const BOOKING_PARAMS = { company: 'company_id' } as const;

/** The fields, by the names the API gives them (its messages start with the name: 'phone: …'). */
const FIELDS = ['name', 'phone', 'dog_name', 'preferred_date', 'preferred_time', 'notes'] as const;
type Field = (typeof FIELDS)[number];

const SUBMIT_LABEL = 'Send request';
const SENDING_LABEL = 'Sending…';

export interface BookingPageEnvironment extends PublicPageEnvironment {
  /** Now, on the customer's device: the date picker starts at its day. */
  today: Date;
}

function pageElements(document: Document) {
  const get = elementsOf(document);
  const inputs = Object.fromEntries(
    FIELDS.map((field) => [field, field === 'notes' ? get(field, HTMLTextAreaElement) : get(field, HTMLInputElement)]),
  ) as Record<Field, HTMLInputElement | HTMLTextAreaElement>;
  return {
    heading: get('heading', HTMLHeadingElement),
    status: get('status', HTMLElement),
    loadError: get('load-error', HTMLElement),
    form: get('booking-form', HTMLFormElement),
    inputs,
    formError: get('form-error', HTMLElement),
    submit: get('submit', HTMLButtonElement),
    success: get('success', HTMLElement),
    successText: get('success-text', HTMLElement),
  };
}
type PageElements = ReturnType<typeof pageElements>;

/** What POST /api/booking-requests answered: success, or the message to show (under a field when it names one). */
export async function sendBookingRequest(
  body: Record<string, string | null>,
  fetcher: typeof fetch,
): Promise<{ ok: true } | { ok: false; field: Field | null; message: string }> {
  let response: Response;
  try {
    response = await fetcher('/api/booking-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, field: null, message: M.sendFailed };
  }
  if (response.ok) return { ok: true };
  const message = await messageOf(response);
  // The server's own words for what the customer can fix or wait for.
  if (!message || ![400, 403, 404, 429].includes(response.status)) return { ok: false, field: null, message: M.sendFailed };
  const named = FIELDS.find((field) => message.startsWith(`${field}: `));
  return named ? { ok: false, field: named, message: message.slice(named.length + 2) } : { ok: false, field: null, message };
}

/** The checks made before sending (the API makes them too), shown under each field; true when all pass. */
function checkFields(page: PageElements, today: string): boolean {
  const value = (field: Field) => page.inputs[field].value.trim();
  const problems: [Field, string | null][] = [
    ['name', value('name') === '' ? M.nameRequired : null],
    ['phone', value('phone') === '' ? M.phoneRequired : null],
    ['dog_name', value('dog_name') === '' ? M.dogRequired : null],
    ['preferred_date', value('preferred_date') === '' ? M.dateRequired : value('preferred_date') < today ? M.datePast : null],
    ['preferred_time', value('preferred_time') === '' ? M.timeRequired : null],
  ];
  for (const [field, message] of problems) showFieldError(page.inputs[field], message);
  const first = problems.find(([, message]) => message !== null);
  if (first) page.inputs[first[0]].focus();
  return first === undefined;
}

function wireForm(page: PageElements, companyId: string, companyName: string, environment: BookingPageEnvironment): void {
  const today = todayIsoDate(environment.today);
  // A field's error goes away as soon as it is filled.
  for (const field of FIELDS) {
    page.inputs[field].addEventListener('input', () => {
      if (page.inputs[field].value.trim() !== '') showFieldError(page.inputs[field], null);
    });
  }

  onSubmitOnce(page, { submit: SUBMIT_LABEL, sending: SENDING_LABEL }, () => checkFields(page, today), async () => {
    const body: Record<string, string | null> = { company_id: companyId };
    for (const field of FIELDS) body[field] = page.inputs[field].value.trim() || null;
    const result = await sendBookingRequest(body, environment.fetch);
    if (result.ok) {
      page.form.hidden = true;
      page.heading.textContent = M.sent;
      page.successText.textContent = `${companyName} has your request and will contact you to confirm.`;
      page.success.hidden = false;
      page.heading.focus();
    } else if (result.field) {
      showFieldError(page.inputs[result.field], result.message);
      page.inputs[result.field].focus();
    } else {
      showFormError(page.formError, result.message);
    }
  });
}

/** What GET /api/public/services says of the salon: its name, how it books, its active menu. */
interface BookingCompany {
  name: string;
  mode: 'request' | 'instant';
  menu: MenuEntry[];
}

const sizesOf = (value: unknown): Record<DogSize, number> | null => {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  return DOG_SIZES.every((size) => typeof record[size] === 'number') ? (record as Record<DogSize, number>) : null;
};

function menuOf(value: unknown): MenuEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, name, kind, prices, durations } = item as Record<string, unknown>;
    const [priceList, durationList] = [sizesOf(prices), sizesOf(durations)];
    if (typeof id !== 'string' || typeof name !== 'string' || (kind !== 'service' && kind !== 'add_on') || !priceList || !durationList) return [];
    return [{ id, name, kind, prices: priceList, durations: durationList }];
  });
}

/** The salon the address names (GET /api/public/services), or the message that says why it cannot be booked. */
export async function loadBookingCompany(companyId: string, fetcher: typeof fetch): Promise<BookingCompany | { error: string }> {
  const answer = await callApi(fetcher, `/api/public/services?company_id=${encodeURIComponent(companyId)}`);
  // A malformed id is refused (400) before it is looked up: to the customer it is the same.
  if (answer.status === 404 || answer.status === 400) return { error: OPT_IN_MESSAGES.companyNotFound };
  const company = answer.body.company;
  const { name, booking_mode: mode } = typeof company === 'object' && company !== null ? (company as Record<string, unknown>) : {};
  if (!isSuccess(answer) || typeof name !== 'string' || name.trim() === '') return { error: OPT_IN_MESSAGES.companyLoadFailed };
  return { name, mode: mode === 'instant' ? 'instant' : 'request', menu: menuOf(answer.body.services) };
}

/**
 * Runs the page: loads the salon and shows its way of booking (a free time at once, or a
 * request the staff answer), or the message that says why it cannot.
 */
export async function startBookingPage(environment: BookingPageEnvironment): Promise<void> {
  const { document, search } = environment;
  const page = pageElements(document);
  const companyId = (new URLSearchParams(search).get(BOOKING_PARAMS.company) ?? '').trim();

  const company = companyId === '' ? { error: INCOMPLETE_LINK.booking } : await loadBookingCompany(companyId, environment.fetch);
  page.status.textContent = '';
  page.status.hidden = true;
  if ('error' in company) {
    page.loadError.textContent = company.error;
    page.loadError.hidden = false;
    return;
  }

  // The page holds both ways of booking; the salon's own stays, the other goes.
  if (company.mode === 'instant') {
    page.form.remove();
    page.success.remove();
    startInstantBooking({ document, fetch: environment.fetch, today: environment.today, companyId, companyName: company.name, menu: company.menu });
    return;
  }
  document.getElementById('instant-form')?.remove();
  document.getElementById('booked')?.remove();
  page.heading.textContent = `Request an appointment at ${company.name}`;
  document.title = `Request an appointment at ${company.name}`;
  const dateInput = page.inputs.preferred_date;
  if (dateInput instanceof HTMLInputElement) dateInput.min = todayIsoDate(environment.today);
  page.form.hidden = false;
  wireForm(page, companyId, company.name, environment);
}
