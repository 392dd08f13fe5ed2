/**
 * The sign-in page (/login): a light document of its own, so that a visitor without a session
 * downloads a few kilobytes, not the application. Plain DOM over pages/login.html. It signs in
 * with the email and password (or comes back from Google with a one-time code) and then loads
 * the page the visitor was going to; the refresh cookie the API set gives the application its
 * session there.
 */
import {
  ACCOUNT_DISABLED_MESSAGE,
  COMPANY_SUSPENDED_MESSAGE,
  ERROR_CODES,
  GOOGLE_CODE_PARAM,
  SIGN_IN_FIELD_MESSAGES,
  SIGN_IN_LIMITS,
  SIGN_IN_STORAGE_KEYS,
} from '@groombook/contracts/platform';
import { loginAddressFor, ROUTES, safeRedirectTarget } from '@groombook/routes';
import { elementsOf, onSubmitOnce, refusalOf, showFieldError, showFormError } from './public-page';

export const SIGN_IN_FAILED = 'Failed to sign in';
export const GOOGLE_SIGN_IN_FAILED = 'Failed to sign in with Google';

const SUBMIT_LABEL = 'Sign in';
const SENDING_LABEL = 'Signing in…';

export interface LoginPageEnvironment {
  document: Document;
  /** `location.pathname`, `location.search` and `location.hash` of the page. */
  pathname: string;
  search: string;
  hash: string;
  fetch: typeof fetch;
  storage: { local: Storage; session: Storage };
  history: Pick<History, 'replaceState'>;
  /** Loads the page signed in (replacing this one in the history). */
  go: (address: string) => void;
  /** Leaves for an address outside the page (Google's consent screen, through the API). */
  leave: (address: string) => void;
}

/** The product's words for an account the API will not let in, or ended the session of; null for any other code. */
export function accountRefusalMessage(code: string | null | undefined): string | null {
  if (code === ERROR_CODES.accountDisabled) return ACCOUNT_DISABLED_MESSAGE;
  if (code === ERROR_CODES.companySuspended) return COMPANY_SUSPENDED_MESSAGE;
  return null;
}

/** What the API appended to /login after Google: a code to redeem, an error, or null (not a Google return). Tokens in the fragment are never taken. */
export function readGoogleReturn(hash: string): { code: string } | { error: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.has('error')) return { error: params.get('error')?.trim() || GOOGLE_SIGN_IN_FAILED };
  if (!params.has(GOOGLE_CODE_PARAM)) return null;
  const code = params.get(GOOGLE_CODE_PARAM)?.trim();
  return code ? { code } : { error: GOOGLE_SIGN_IN_FAILED };
}

/** The form's own checks, in the contract's words: a message per field, empty when it may be sent. */
export function checkCredentials(email: string, password: string): Partial<Record<'email' | 'password', string>> {
  const errors: Partial<Record<'email' | 'password', string>> = {};
  const trimmed = email.trim();
  if (trimmed === '') errors.email = SIGN_IN_FIELD_MESSAGES.emailRequired;
  else if (trimmed.length > SIGN_IN_LIMITS.emailMax) errors.email = SIGN_IN_FIELD_MESSAGES.emailTooLong;
  if (password === '') errors.password = SIGN_IN_FIELD_MESSAGES.passwordRequired;
  else if (password.length > SIGN_IN_LIMITS.passwordMax) errors.password = SIGN_IN_FIELD_MESSAGES.passwordTooLong;
  return errors;
}

type Outcome = { ok: true; body: Record<string, unknown> } | { ok: false; message: string };

/** POSTs JSON to an auth endpoint (the refresh cookie comes back with the answer); a refusal as the person at the desk should read it. */
async function postAuth(fetcher: typeof fetch, path: string, body: unknown, fallback: string): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetcher(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: fallback };
  }
  if (response.ok) {
    const answer: unknown = await response.json().catch(() => null);
    return typeof answer === 'object' && answer !== null ? { ok: true, body: answer as Record<string, unknown> } : { ok: false, message: fallback };
  }
  const refusal = await refusalOf(response);
  return { ok: false, message: accountRefusalMessage(refusal.code) ?? refusal.message ?? fallback };
}

function pageElements(document: Document) {
  const get = elementsOf(document);
  return {
    form: get('sign-in-form', HTMLFormElement),
    email: get('email', HTMLInputElement),
    password: get('password', HTMLInputElement),
    showPassword: get('show-password', HTMLButtonElement),
    formError: get('form-error', HTMLElement),
    submit: get('submit', HTMLButtonElement),
    google: get('google', HTMLElement),
    googleButton: get('google-button', HTMLButtonElement),
  };
}

/** Whether the runtime config offers Google sign-in (the API can carry it through); false when it cannot be read. */
async function googleOffered(fetcher: typeof fetch): Promise<boolean> {
  try {
    const response = await fetcher('/config.json', { headers: { Accept: 'application/json' } });
    const config: unknown = response.ok ? await response.json() : null;
    return typeof config === 'object' && config !== null && (config as Record<string, unknown>).googleSignIn === true;
  } catch {
    return false;
  }
}

/** Signed in: remembers it for the application's boot and loads the page the visitor was going to. */
function enter(env: LoginPageEnvironment, target: string): void {
  try {
    env.storage.local.setItem(SIGN_IN_STORAGE_KEYS.signedIn, '1');
  } catch {
    // Storage refused (private mode): the application then only starts its page's code later.
  }
  env.go(safeRedirectTarget(target));
}

/** The reason the application left for an ended session, read once. */
function takeSignOutReason(storage: Storage): string | null {
  try {
    const reason = storage.getItem(SIGN_IN_STORAGE_KEYS.signOutReason);
    storage.removeItem(SIGN_IN_STORAGE_KEYS.signOutReason);
    return reason;
  } catch {
    return null;
  }
}

/**
 * Where to go after signing in. The application, and the API's one-command start, send a visitor
 * to /login?redirect=<the page>. A web server that cannot write the page's address into a query
 * (docker/web/nginx.conf) sends this page in the place of the page itself: then the address is
 * the page's, and the address bar is moved to /login?redirect=<the page>, as if redirected.
 */
function targetOf(env: LoginPageEnvironment): string {
  const atLogin = env.pathname.replace(/(.)\/+$/, '$1') === ROUTES.login.path;
  if (atLogin) return safeRedirectTarget(new URLSearchParams(env.search).get('redirect'));
  const target = safeRedirectTarget(`${env.pathname}${env.search}`);
  env.history.replaceState(null, '', loginAddressFor(target));
  return target;
}

export async function startLoginPage(env: LoginPageEnvironment): Promise<void> {
  const page = pageElements(env.document);
  const target = targetOf(env);
  showFormError(page.formError, accountRefusalMessage(takeSignOutReason(env.storage.session)));

  page.showPassword.addEventListener('click', () => {
    const shown = page.password.type === 'text';
    page.password.type = shown ? 'password' : 'text';
    page.showPassword.textContent = shown ? 'Show' : 'Hide';
    page.showPassword.setAttribute('aria-pressed', String(!shown));
  });

  onSubmitOnce(
    page,
    { submit: SUBMIT_LABEL, sending: SENDING_LABEL },
    () => {
      const errors = checkCredentials(page.email.value, page.password.value);
      showFieldError(page.email, errors.email ?? null);
      showFieldError(page.password, errors.password ?? null);
      (errors.email ? page.email : errors.password ? page.password : null)?.focus();
      return !errors.email && !errors.password;
    },
    async () => {
      const outcome = await postAuth(env.fetch, '/api/auth/sign-in', { email: page.email.value.trim(), password: page.password.value }, SIGN_IN_FAILED);
      if (outcome.ok) enter(env, target);
      else showFormError(page.formError, outcome.message);
    },
  );

  page.googleButton.addEventListener('click', () => env.leave(`/api/auth/google?redirect_to=${encodeURIComponent(target)}`));
  void googleOffered(env.fetch).then((offered) => {
    page.google.hidden = !offered;
  });

  const google = readGoogleReturn(env.hash);
  if (!google) return;
  // The code must not stay in the address bar, nor in the history.
  env.history.replaceState(null, '', loginAddressFor(target));
  if ('error' in google) {
    showFormError(page.formError, google.error);
    return;
  }
  page.submit.disabled = true;
  page.googleButton.disabled = true;
  const outcome = await postAuth(env.fetch, '/api/auth/google/redeem', { code: google.code }, GOOGLE_SIGN_IN_FAILED);
  if (outcome.ok) {
    enter(env, typeof outcome.body.redirect_to === 'string' ? outcome.body.redirect_to : target);
    return;
  }
  page.submit.disabled = false;
  page.googleButton.disabled = false;
  showFormError(page.formError, outcome.message);
}
