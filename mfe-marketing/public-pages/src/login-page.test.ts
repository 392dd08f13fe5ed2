// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { ACCOUNT_DISABLED_MESSAGE, COMPANY_SUSPENDED_MESSAGE, EMAIL_NOT_CONFIRMED_MESSAGE } from '@groombook/contracts';
import { SIGN_IN_STORAGE_KEYS } from '@groombook/contracts/platform';
import { answer } from '@groombook/contracts/testing';
import { GOOGLE_SIGN_IN_FAILED, readGoogleReturn, SIGN_IN_FAILED, startLoginPage } from './login-page';
import { pageBody, routedFetch, type Handler } from './testing/page-harness';

const BODY = pageBody('login');
const session = { access_token: 'access-1', token_type: 'bearer', expires_in: 3600, expires_at: 1_900_000_000, user: { id: 'u1', email: 'pat@example.test', created_at: '2026-01-01T00:00:00Z' } };

/** A Storage kept in memory. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

interface Opened {
  calls: ReturnType<typeof routedFetch>;
  go: ReturnType<typeof vi.fn>;
  leave: ReturnType<typeof vi.fn>;
  replaceState: ReturnType<typeof vi.fn>;
  local: Storage;
  started: Promise<void>;
}

function openPage(address: string, routes: Record<string, Handler> = {}, options: { googleSignIn?: boolean; session?: Record<string, string> } = {}): Opened {
  document.body.innerHTML = BODY;
  const url = new URL(address, 'http://salon.test');
  const calls = routedFetch({ 'GET /config.json': () => answer(200, { googleSignIn: options.googleSignIn ?? true }), ...routes });
  const go = vi.fn();
  const leave = vi.fn();
  const replaceState = vi.fn();
  const local = memoryStorage();
  const started = startLoginPage({
    document,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    fetch: calls.fetcher,
    storage: { local, session: memoryStorage(options.session) },
    history: { replaceState },
    go,
    leave,
  });
  return { calls, go, leave, replaceState, local, started };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const errorOf = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent;
const alert = () => screen.queryByRole('alert');

function fillIn(email: string, password: string) {
  fireEvent.input(field('Email'), { target: { value: email } });
  fireEvent.input(field('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page', () => {
  it('offers the form, Google (when the runtime config says so) and the forgotten-password link', async () => {
    openPage('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password' }).getAttribute('href')).toBe('/forgot-password');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeTruthy());
    expect(screen.getByText('or').closest('[hidden]')).toBeNull();
  });

  it('offers no Google button, nor its "or", when Google sign-in is off', async () => {
    const { calls } = openPage('/login', {}, { googleSignIn: false });
    await waitFor(() => expect(calls.routes()).toContain('GET /config.json'));
    await Promise.resolve();
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
    expect(screen.getByText('or').closest('[hidden]')).not.toBeNull();
  });

  it('requires the email and the password, and sends nothing', () => {
    const { calls } = openPage('/login');
    fillIn('  ', '');
    expect(errorOf('Email')).toBe('Email is required');
    expect(errorOf('Password')).toBe('Password is required');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls.routes().filter((route) => route.startsWith('POST'))).toEqual([]);
  });

  it('signs in, remembers it for the application and loads the remembered page', async () => {
    const { calls, go, local } = openPage(`/login?redirect=${encodeURIComponent('/customers?search=rex')}`, {
      'POST /api/auth/sign-in': () => answer(200, { success: true, session }),
    });
    fillIn(' pat@example.test ', 'secret-password');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/customers?search=rex'));
    const post = calls.routes().indexOf('POST /api/auth/sign-in');
    expect(calls.bodyOf(post)).toEqual({ email: 'pat@example.test', password: 'secret-password' });
    expect(local.getItem(SIGN_IN_STORAGE_KEYS.signedIn)).toBe('1');
  });

  it('sent in the place of a page that needs a session, says /login?redirect=<that page> in the address bar and loads that page after', async () => {
    const { go, replaceState } = openPage('/appointments?year=2026&month=11', { 'POST /api/auth/sign-in': () => answer(200, { success: true, session }) });
    expect(replaceState).toHaveBeenCalledWith(null, '', `/login?redirect=${encodeURIComponent('/appointments?year=2026&month=11')}`);
    fillIn('pat@example.test', 'secret-password');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/appointments?year=2026&month=11'));
  });

  it('sent in the place of Home, says /login and goes home after', async () => {
    const { go, replaceState } = openPage('/', { 'POST /api/auth/sign-in': () => answer(200, { success: true, session }) });
    expect(replaceState).toHaveBeenCalledWith(null, '', '/login');
    fillIn('pat@example.test', 'secret-password');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/'));
  });

  it('sent in the place of an address that names another site (//evil.example/…), goes home after', async () => {
    const { go, replaceState } = openPage('http://salon.test//evil.example/x', { 'POST /api/auth/sign-in': () => answer(200, { success: true, session }) });
    expect(replaceState).toHaveBeenCalledWith(null, '', '/login');
    fillIn('pat@example.test', 'secret-password');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/'));
  });

  it('at /login itself (with or without a trailing slash), leaves the address bar as it is', () => {
    expect(openPage('/login?redirect=%2Freports').replaceState).not.toHaveBeenCalled();
    expect(openPage('/login/').replaceState).not.toHaveBeenCalled();
  });

  it.each([['https://evil.example/'], ['//evil.example'], ['/login?redirect=/x']])('never leaves for %s after signing in: home instead', async (redirect) => {
    const { go } = openPage(`/login?redirect=${encodeURIComponent(redirect)}`, { 'POST /api/auth/sign-in': () => answer(200, { success: true, session }) });
    fillIn('pat@example.test', 'secret-password');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/'));
  });

  it("shows the server's message: wrong credentials, too many attempts, an unconfirmed email", async () => {
    const messages = ['Invalid login credentials', 'Too many sign-in attempts. Try again in 60 seconds.', EMAIL_NOT_CONFIRMED_MESSAGE];
    const statuses = [400, 429, 400];
    let call = 0;
    const { go } = openPage('/login', {
      'POST /api/auth/sign-in': () => {
        const index = call++;
        return answer(statuses[index] ?? 400, { success: false, message: messages[index], code: 'X' });
      },
    });
    for (const message of messages) {
      fillIn('pat@example.test', 'wrong');
      await waitFor(() => expect(alert()?.textContent).toBe(message));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false));
    }
    expect(go).not.toHaveBeenCalled();
  });

  it.each([
    ['ACCOUNT_DISABLED', ACCOUNT_DISABLED_MESSAGE],
    ['COMPANY_SUSPENDED', COMPANY_SUSPENDED_MESSAGE],
  ])('says so in its own words when the API refuses the sign-in with %s', async (code, message) => {
    openPage('/login', { 'POST /api/auth/sign-in': () => answer(403, { success: false, message: 'Forbidden', code }) });
    fillIn('pat@example.test', 'secret-password');
    await waitFor(() => expect(alert()?.textContent).toBe(message));
  });

  it('says why the application ended the session of a disabled account, once', () => {
    openPage('/login', {}, { session: { [SIGN_IN_STORAGE_KEYS.signOutReason]: 'ACCOUNT_DISABLED' } });
    expect(alert()?.textContent).toBe(ACCOUNT_DISABLED_MESSAGE);
    openPage('/login', {}, { session: { [SIGN_IN_STORAGE_KEYS.signOutReason]: 'UNAUTHORIZED' } });
    expect(alert()).toBeNull();
  });

  it(`falls back to '${SIGN_IN_FAILED}' when no answer comes`, async () => {
    openPage('/login', { 'POST /api/auth/sign-in': () => Promise.reject(new TypeError('Failed to fetch')) });
    fillIn('pat@example.test', 'secret-password');
    await waitFor(() => expect(alert()?.textContent).toBe(SIGN_IN_FAILED));
  });

  it('shows and hides the password', () => {
    openPage('/login');
    const toggle = screen.getByRole('button', { name: 'Show' });
    fireEvent.click(toggle);
    expect(field('Password').type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(field('Password').type).toBe('password');
  });

  it('sends the browser to Google through the API, with where to come back to', async () => {
    const { leave } = openPage(`/login?redirect=${encodeURIComponent('/reports')}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(leave).toHaveBeenCalledWith('/api/auth/google?redirect_to=%2Freports');
  });
});

describe('coming back from Google', () => {
  it('redeems the one-time code at once, takes it out of the address bar and loads redirect_to', async () => {
    const { calls, go, replaceState, started } = openPage('/login#google_code=one-time-code', {
      'POST /api/auth/google/redeem': () => answer(200, { success: true, session, redirect_to: '/reports' }),
    });
    await started;
    expect(replaceState).toHaveBeenCalledWith(null, '', '/login');
    expect(calls.bodyOf(calls.routes().indexOf('POST /api/auth/google/redeem'))).toEqual({ code: 'one-time-code' });
    expect(go).toHaveBeenCalledWith('/reports');
  });

  it('says why when the code is refused, and lets the visitor sign in otherwise', async () => {
    const { go, started } = openPage('/login#google_code=used', {
      'POST /api/auth/google/redeem': () => answer(400, { success: false, message: 'This sign-in link has expired', code: 'UNAUTHORIZED' }),
    });
    await started;
    expect(alert()?.textContent).toBe('This sign-in link has expired');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
    expect(go).not.toHaveBeenCalled();
  });

  it('reads only a Google return: an error, a code, never tokens', () => {
    expect(readGoogleReturn('#error=Access%20denied')).toEqual({ error: 'Access denied' });
    expect(readGoogleReturn('#google_code=')).toEqual({ error: GOOGLE_SIGN_IN_FAILED });
    expect(readGoogleReturn('#google_code=abc')).toEqual({ code: 'abc' });
    expect(readGoogleReturn('#access_token=theirs&refresh_token=x')).toBeNull();
  });

  it('ignores tokens in the fragment: nothing is sent', async () => {
    const { calls, started, go } = openPage('/login#access_token=theirs&refresh_token=x&expires_in=3600');
    await started;
    expect(calls.routes().filter((route) => route.startsWith('POST'))).toEqual([]);
    expect(go).not.toHaveBeenCalled();
  });
});
