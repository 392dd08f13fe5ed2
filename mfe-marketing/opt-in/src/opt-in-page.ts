/**
 * The opt-in page (/sms-opt-in?company_id=…&phone=…): a customer of a salon agrees to its
 * texts. Plain DOM over the markup of pages/sms-opt-in.html: the page ships no framework.
 */
import { OPT_IN_MESSAGES } from '@groombook/contracts';
import { OPT_IN_DISCLOSURE_VERSION, optInDisclosure } from '@groombook/domain';
import { ROUTES } from '@groombook/routes';
import {
  elementOf,
  messageOf,
  onSubmitOnce,
  openCompanyPage,
  showFieldError,
  showFormError,
  type PublicPageEnvironment,
} from './public-page';

/** The query parameters of the page's address. */
export const OPT_IN_PARAMS = { company: 'company_id', phone: 'phone' } as const;

/** The field messages of the checks made before sending (the API answers the same). */
export const FIELD_MESSAGES = {
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
} as const;

const SUBMIT_LABEL = 'Sign up for texts';
const SENDING_LABEL = 'Signing up…';

/** The parts of the page the script fills in and reads. */
function pageElements(document: Document) {
  const get = <T extends HTMLElement>(id: string, type: new () => T) => elementOf(document, id, type);
  return {
    heading: get('heading', HTMLHeadingElement),
    status: get('status', HTMLElement),
    loadError: get('load-error', HTMLElement),
    form: get('opt-in-form', HTMLFormElement),
    name: get('name', HTMLInputElement),
    phone: get('phone', HTMLInputElement),
    consent: get('consent', HTMLInputElement),
    consentText: get('consent-text', HTMLLabelElement),
    privacyLink: get('privacy-link', HTMLAnchorElement),
    formError: get('form-error', HTMLElement),
    submit: get('submit', HTMLButtonElement),
    success: get('success', HTMLElement),
    successText: get('success-text', HTMLElement),
  };
}
type PageElements = ReturnType<typeof pageElements>;

/** What POST /api/sms-opt-in answered: success, or the message to show. */
export async function sendOptIn(
  body: { companyId: string; name: string; phoneNumber: string },
  fetcher: typeof fetch,
): Promise<{ ok: true } | { ok: false; message: string }> {
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
  if (response.ok) return { ok: true };
  // The server's own words for what the customer can fix or wait for.
  const serverMessage = [400, 404, 429].includes(response.status) ? await messageOf(response) : null;
  return { ok: false, message: serverMessage ?? OPT_IN_MESSAGES.optInFailed };
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

function showSuccess(page: PageElements, companyName: string): void {
  page.form.hidden = true;
  page.heading.textContent = OPT_IN_MESSAGES.success;
  page.successText.textContent =
    `We have sent you a text to confirm. You will get texts from ${companyName} at that number. ` +
    'Reply STOP at any time to opt out.';
  page.success.hidden = false;
  page.heading.focus();
}

function wireForm(page: PageElements, companyId: string, companyName: string, fetcher: typeof fetch): void {
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
    const result = await sendOptIn({ companyId, name: page.name.value.trim(), phoneNumber: page.phone.value.trim() }, fetcher);
    if (result.ok) showSuccess(page, companyName);
    else showFormError(page.formError, result.message);
  });
}

/**
 * Runs the page: reads the address, loads the company's name and shows the form, or the
 * message that says why it cannot. Resolves once the company's answer is shown.
 */
export async function startOptInPage({ document, search, fetch: fetcher }: PublicPageEnvironment): Promise<void> {
  const page = pageElements(document);
  const params = new URLSearchParams(search);
  const companyId = (params.get(OPT_IN_PARAMS.company) ?? '').trim();

  const companyName = await openCompanyPage(page, companyId, fetcher);
  if (companyName === null) return;

  page.heading.textContent = `Text messages from ${companyName}`;
  document.title = `Text messages from ${companyName}`;
  page.phone.value = (params.get(OPT_IN_PARAMS.phone) ?? '').trim();
  page.consentText.textContent = optInDisclosure(companyName);
  page.privacyLink.href = `${ROUTES.smsPrivacyPolicy.path}?${new URLSearchParams({ [OPT_IN_PARAMS.company]: companyId })}`;
  page.form.hidden = false;
  wireForm(page, companyId, companyName, fetcher);
}
