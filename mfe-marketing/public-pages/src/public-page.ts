/**
 * What the customers' public pages (the opt-in page, the booking page) share: their markup's
 * elements, the company named by the address, a form's field and form errors, and a submit
 * that sends once at a time. Plain DOM: these pages ship no framework.
 */
import { OPT_IN_MESSAGES } from '@groombook/contracts/platform';

export interface PublicPageEnvironment {
  document: Document;
  /** The page's query string (`location.search`). */
  search: string;
  fetch: typeof fetch;
}

/** The element `#id` of the page's markup, of the type the script expects. */
export function elementOf<T extends HTMLElement>(document: Document, id: string, type: new () => T): T {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`The page has no ${type.name} #${id}`);
  return element;
}

/** A reader of the page's elements by id (`elementOf` on this document). */
export function elementsOf(document: Document) {
  return <T extends HTMLElement>(id: string, type: new () => T): T => elementOf(document, id, type);
}

/** What every public page has at its top: its heading, its loading status and the alert for a page that cannot load. */
export function pageTop(document: Document) {
  const get = elementsOf(document);
  return { heading: get('heading', HTMLHeadingElement), status: get('status', HTMLElement), loadError: get('load-error', HTMLElement) };
}

/** The `code` and `message` of a refusal's JSON body, each null when it has none. */
export async function refusalOf(response: Response): Promise<{ code: string | null; message: string | null }> {
  const body: unknown = await response.json().catch(() => null);
  const { code, message } = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    code: typeof code === 'string' ? code : null,
    message: typeof message === 'string' && message.trim() !== '' ? message : null,
  };
}

/** The `message` of an answer's JSON body, or null when it has none. */
export async function messageOf(response: Response): Promise<string | null> {
  return (await refusalOf(response)).message;
}

/** What the public pages know of a company: its name, and the number its customers text (null: none). */
export interface PublicCompany {
  name: string;
  smsNumber: string | null;
}

/**
 * What a customer reads when the address names no salon: the link was cut short, and only the
 * salon can give it again (the parameter's name means nothing to them).
 */
export const INCOMPLETE_LINK = {
  booking: 'This booking link is incomplete: ask the salon for its link',
  optIn: 'This sign-up link is incomplete: ask the salon for its link',
} as const;

/** The company the address names, or the message to show instead. */
export async function loadCompany(companyId: string, fetcher: typeof fetch): Promise<PublicCompany | { error: string }> {
  if (companyId === '') return { error: OPT_IN_MESSAGES.companyRequired };
  try {
    const response = await fetcher(`/api/companies?id=${encodeURIComponent(companyId)}`, { headers: { Accept: 'application/json' } });
    // A malformed id is refused (400) before it is looked up: to the customer it is the same.
    if (response.status === 404 || response.status === 400) return { error: OPT_IN_MESSAGES.companyNotFound };
    if (!response.ok) return { error: OPT_IN_MESSAGES.companyLoadFailed };
    const body: unknown = await response.json();
    const company = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).company : null;
    const fields = typeof company === 'object' && company !== null ? (company as Record<string, unknown>) : {};
    const { name, sms_number: smsNumber } = fields;
    if (typeof name !== 'string' || name.trim() === '') return { error: OPT_IN_MESSAGES.companyLoadFailed };
    return { name, smsNumber: typeof smsNumber === 'string' && smsNumber !== '' ? smsNumber : null };
  } catch {
    return { error: OPT_IN_MESSAGES.companyLoadFailed };
  }
}

/**
 * Loads the company the address names and ends the page's loading state: the company, or
 * null once the message that says why it cannot be used is shown in `loadError`
 * (`incompleteLink` when the address names none).
 */
export async function openCompanyPage(
  page: { status: HTMLElement; loadError: HTMLElement },
  companyId: string,
  fetcher: typeof fetch,
  incompleteLink: string,
): Promise<PublicCompany | null> {
  const company = companyId === '' ? { error: incompleteLink } : await loadCompany(companyId, fetcher);
  page.status.textContent = '';
  page.status.hidden = true;
  if ('error' in company) {
    page.loadError.textContent = company.error;
    page.loadError.hidden = false;
    return null;
  }
  return company;
}

/** A field's message in its `#<id>-error` element, and aria-invalid while it has one. */
export function showFieldError(input: HTMLElement, message: string | null): void {
  const error = input.ownerDocument.getElementById(`${input.id}-error`);
  if (error) error.textContent = message ?? '';
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

/** The message about the whole form (null hides it). */
export function showFormError(formError: HTMLElement, message: string | null): void {
  formError.textContent = message ?? '';
  formError.hidden = message === null;
}

/**
 * On submit: clears the form's error, runs the checks, then sends once at a time, the button
 * disabled and saying `labels.sending` until the answer is in.
 */
export function onSubmitOnce(
  page: { form: HTMLFormElement; formError: HTMLElement; submit: HTMLButtonElement },
  labels: { submit: string; sending: string },
  check: () => boolean,
  send: () => Promise<void>,
): void {
  let sending = false;
  page.form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    showFormError(page.formError, null);
    if (!check()) return;

    sending = true;
    page.submit.disabled = true;
    page.submit.textContent = labels.sending;
    void send().finally(() => {
      sending = false;
      page.submit.disabled = false;
      page.submit.textContent = labels.submit;
    });
  });
}
