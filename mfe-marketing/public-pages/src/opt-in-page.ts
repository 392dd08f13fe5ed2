/**
 * The opt-in page (/sms-opt-in?company_id=…&phone=…): a customer of a salon asks for its
 * texts. Plain DOM over the markup of pages/sms-opt-in.html: the page ships no framework.
 * The form only asks: the number is opted in once its phone answers YES to the text the
 * server sends, so the page waits for that, asking the request's status every few seconds.
 */
import { OPT_IN_MESSAGES } from '@groombook/contracts/platform';
import { formatSmsNumber, OPT_IN_DISCLOSURE_VERSION, optInDisclosure } from '@groombook/domain';
import { ROUTES } from '@groombook/routes';
import { elementsOf, INCOMPLETE_LINK, messageOf, onSubmitOnce, openCompanyPage, pageTop, showFieldError, showFormError, type PublicCompany, type PublicPageEnvironment } from './public-page';

/** The query parameters of the page's address. */
export const OPT_IN_PARAMS = { company: 'company_id', phone: 'phone' } as const;

/** The field messages of the checks made before sending (the API answers the same). */
export const FIELD_MESSAGES = {
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
} as const;

/** How often the page asks whether the phone answered YES, and for how long before it gives up. */
export const OPT_IN_POLLING = { everyMs: 2_000, forMs: 15 * 60_000 } as const;

export interface OptInPageEnvironment extends PublicPageEnvironment {
  /** The status polling's pace (tests go faster); OPT_IN_POLLING when left out. */
  polling?: { everyMs: number; forMs: number };
}

const SUBMIT_LABEL = 'Sign up for texts';
const SENDING_LABEL = 'Signing up…';

/** The parts of the page the script fills in and reads. */
function pageElements(document: Document) {
  const get = elementsOf(document);
  return {
    ...pageTop(document),
    form: get('opt-in-form', HTMLFormElement),
    name: get('name', HTMLInputElement),
    phone: get('phone', HTMLInputElement),
    consent: get('consent', HTMLInputElement),
    consentText: get('consent-text', HTMLLabelElement),
    privacyLink: get('privacy-link', HTMLAnchorElement),
    formError: get('form-error', HTMLElement),
    submit: get('submit', HTMLButtonElement),
    success: get('success', HTMLElement),
    successTitle: get('success-title', HTMLHeadingElement),
    successText: get('success-text', HTMLElement),
    successStopped: get('success-stopped', HTMLElement),
  };
}
type PageElements = ReturnType<typeof pageElements>;

/** What POST /api/sms-opt-in answered: the request to wait on (null: the answer named none), or the message to show. */
export async function sendOptIn(
  body: { companyId: string; name: string; phoneNumber: string },
  fetcher: typeof fetch,
): Promise<{ ok: true; requestId: string | null } | { ok: false; message: string }> {
  let response: Response;
  try {
    response = await fetcher('/api/sms-opt-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...body, consent: true, disclosureVersion: OPT_IN_DISCLOSURE_VERSION }),
    });
  } catch {
    return { ok: false, message: OPT_IN_MESSAGES.unexpected };
  }
  if (response.ok) return { ok: true, requestId: await requestIdOf(response) };
  // The server's own words for what the customer can fix or wait for.
  const serverMessage = [400, 403, 404, 429].includes(response.status) ? await messageOf(response) : null;
  return { ok: false, message: serverMessage ?? OPT_IN_MESSAGES.optInFailed };
}

/** `data.request_id` of the opt-in's answer, or null when it has none. */
async function requestIdOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { data?: { request_id?: unknown } } | null;
    const id = body?.data?.request_id;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}

/** What GET /api/sms-opt-in/{id} says of the request, or null when it could not be read (asked again later). */
export async function readOptInStatus(requestId: string, fetcher: typeof fetch): Promise<'pending' | 'opted_in' | null> {
  try {
    const response = await fetcher(`/api/sms-opt-in/${encodeURIComponent(requestId)}`, { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: { status?: unknown } } | null;
    const status = body?.data?.status;
    return status === 'pending' || status === 'opted_in' ? status : null;
  } catch {
    return null;
  }
}

/**
 * Asks for the request's status every `everyMs` until the phone has answered YES, then calls
 * `onOptedIn`. One request at a time; any failure is asked again. Nothing is asked while the
 * page is hidden (the customer is in their messages, answering): it asks at once when they
 * come back. It stops for good when the page is left, or after `forMs`. Returns the stop.
 */
export function watchOptIn(
  requestId: string,
  { document, fetch: fetcher, polling = OPT_IN_POLLING }: OptInPageEnvironment,
  onOptedIn: () => void,
): () => void {
  const view = document.defaultView;
  const until = Date.now() + polling.forMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking = false;
  let stopped = false;

  const hidden = () => document.visibilityState === 'hidden';
  const later = () => {
    if (!stopped && !hidden()) timer = setTimeout(() => void ask(), polling.everyMs);
  };
  const ask = async () => {
    timer = undefined;
    if (Date.now() >= until) {
      stop();
      return;
    }
    asking = true;
    const status = await readOptInStatus(requestId, fetcher);
    asking = false;
    if (stopped) return;
    if (status === 'opted_in') {
      stop();
      onOptedIn();
    } else {
      later();
    }
  };
  const onVisibilityChange = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!hidden() && !asking && !stopped) void ask();
  };
  function stop() {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    view?.removeEventListener('pagehide', stop);
  }

  document.addEventListener('visibilitychange', onVisibilityChange);
  view?.addEventListener('pagehide', stop);
  later();
  return stop;
}

/** The checks made before sending, shown under each field; true when all pass. */
function checkFields(page: PageElements): boolean {
  const problems: [HTMLInputElement, string | null][] = [
    [page.name, page.name.value.trim() === '' ? FIELD_MESSAGES.nameRequired : null],
    [page.phone, page.phone.value.trim() === '' ? FIELD_MESSAGES.phoneRequired : null],
    [page.consent, page.consent.checked ? null : OPT_IN_MESSAGES.consentRequired],
  ];
  for (const [input, message] of problems) showFieldError(input, message);
  const first = problems.find(([, message]) => message !== null);
  first?.[0].focus();
  return first === undefined;
}

/** The form sent: the page asks for the YES (and, for a number that once sent STOP, for START instead). */
function showPending(page: PageElements, company: PublicCompany): void {
  page.form.hidden = true;
  page.successTitle.textContent = OPT_IN_MESSAGES.pending;
  page.successText.textContent =
    `We have sent you a text. Reply YES to it to get texts from ${company.name} at that number. ` +
    'Reply STOP at any time to opt out.';
  // A STOP is undone only from the phone: a web request never overrides it.
  page.successStopped.textContent = company.smsNumber ? OPT_IN_MESSAGES.pendingStopped.replace('{number}', formatSmsNumber(company.smsNumber)) : '';
  page.successStopped.hidden = !company.smsNumber;
  page.success.hidden = false;
  // The form that had the focus is gone: the focus goes to what replaced it.
  page.successTitle.focus();
}

/** The YES arrived: said in the status region, so a screen reader announces it too. */
function showOptedIn(page: PageElements, companyName: string): void {
  page.successTitle.textContent = OPT_IN_MESSAGES.success;
  page.successText.textContent = `You will get texts from ${companyName} at that number. Reply STOP at any time to opt out.`;
  page.successStopped.textContent = '';
  page.successStopped.hidden = true;
}

function wireForm(page: PageElements, companyId: string, company: PublicCompany, environment: OptInPageEnvironment): void {
  // A field's error goes away as soon as it is fixed.
  for (const input of [page.name, page.phone]) {
    input.addEventListener('input', () => {
      if (input.value.trim() !== '') showFieldError(input, null);
    });
  }
  page.consent.addEventListener('change', () => {
    if (page.consent.checked) showFieldError(page.consent, null);
  });

  onSubmitOnce(page, { submit: SUBMIT_LABEL, sending: SENDING_LABEL }, () => checkFields(page), async () => {
    const result = await sendOptIn({ companyId, name: page.name.value.trim(), phoneNumber: page.phone.value.trim() }, environment.fetch);
    if (!result.ok) {
      showFormError(page.formError, result.message);
      return;
    }
    showPending(page, company);
    if (result.requestId) watchOptIn(result.requestId, environment, () => showOptedIn(page, company.name));
  });
}

/**
 * Runs the page: reads the address, loads the company's name and shows the form, or the
 * message that says why it cannot. Resolves once the company's answer is shown.
 */
export async function startOptInPage(environment: OptInPageEnvironment): Promise<void> {
  const { document, search } = environment;
  const page = pageElements(document);
  const params = new URLSearchParams(search);
  const companyId = (params.get(OPT_IN_PARAMS.company) ?? '').trim();

  const company = await openCompanyPage(page, companyId, environment.fetch, INCOMPLETE_LINK.optIn);
  if (company === null) return;
  const companyName = company.name;

  page.heading.textContent = `Text messages from ${companyName}`;
  document.title = `Text messages from ${companyName}`;
  page.phone.value = (params.get(OPT_IN_PARAMS.phone) ?? '').trim();
  page.consentText.textContent = optInDisclosure(companyName);
  page.privacyLink.href = `${ROUTES.smsPrivacyPolicy.path}?${new URLSearchParams({ [OPT_IN_PARAMS.company]: companyId })}`;
  page.form.hidden = false;
  wireForm(page, companyId, company, environment);
}
