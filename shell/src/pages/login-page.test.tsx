// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@groombook/auth';
import { ACCOUNT_DISABLED_MESSAGE, COMPANY_SUSPENDED_MESSAGE, EMAIL_NOT_CONFIRMED_MESSAGE } from '@groombook/contracts';
import { LoginPage } from './login-page';
import { renderInShell } from '../testing/render-in-shell';
import { answer, stubApiForEachTest } from '../testing/stub-api';

const user = { id: 'u1', email: 'pat@example.test', created_at: '2026-01-01T00:00:00Z' };
const tokens = { access_token: 'access-1', token_type: 'bearer', expires_in: 3600, expires_at: 1_900_000_000 };
const me = () => answer(200, { success: true, role: 'admin', company_id: 'c1', company_name: 'Happy Paws', acting: false, user: { ...user, name: 'Pat' } });
const fetchMock = stubApiForEachTest();

/** The login page; Google sign-in is on unless `googleSignIn` says otherwise. */
const renderLogin = (path: string, googleSignIn = true) => renderInShell([{ path: '/login', element: <LoginPage /> }], path, { googleSignIn });

function fillIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  // Boot found no refresh cookie: the visitor is signed out.
  sessionStore.getState().signOut();
});

afterEach(() => {
  sessionStore.getState().signOut();
});

describe('the login page', () => {
  it('offers the form, Google and the forgotten-password link', () => {
    renderLogin('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.getByText('or')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('offers no Google button, nor its "or", when the runtime config says Google sign-in is off', () => {
    renderLogin('/login', false);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot password' })).toBeTruthy();
  });

  it('requires the email and the password', () => {
    renderLogin('/login');
    fillIn('', '');
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in, stores the session with its role and returns to the remembered page', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, session: { ...tokens, user } })).mockResolvedValueOnce(me());
    const { router } = renderLogin(`/login?redirect=${encodeURIComponent('/customers?search=rex')}`);
    fillIn('pat@example.test', 'secret-password');

    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(router.state.location.search).toBe('?search=rex');
    expect(sessionStore.getState()).toMatchObject({ status: 'signedIn', role: 'admin', companyId: 'c1' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'pat@example.test', password: 'secret-password' });
  });

  it("shows the server's message: wrong credentials, too many attempts", async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { success: false, message: 'Invalid login credentials', code: 'INVALID_CREDENTIALS' }));
    renderLogin('/login');
    fillIn('pat@example.test', 'wrong');
    expect(await screen.findByText('Invalid login credentials')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(answer(429, { success: false, message: 'Too many sign-in attempts. Try again in 60 seconds.', code: 'RATE_LIMITED' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many sign-in attempts. Try again in 60 seconds.')).toBeTruthy();
  });

  it('shows why an account whose email is not confirmed yet cannot sign in', async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { success: false, message: EMAIL_NOT_CONFIRMED_MESSAGE, code: 'EMAIL_NOT_CONFIRMED' }));
    renderLogin('/login');
    fillIn('new@example.test', 'secret-password');
    expect(await screen.findByText(EMAIL_NOT_CONFIRMED_MESSAGE)).toBeTruthy();
    expect(sessionStore.getState().status).toBe('signedOut');
  });

  it.each([
    ['ACCOUNT_DISABLED', ACCOUNT_DISABLED_MESSAGE],
    ['COMPANY_SUSPENDED', COMPANY_SUSPENDED_MESSAGE],
  ])('says so in its own words when the API refuses the sign-in with %s', async (code, message) => {
    fetchMock.mockResolvedValueOnce(answer(403, { success: false, message: 'Forbidden', code }));
    renderLogin('/login');
    fillIn('pat@example.test', 'secret-password');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(sessionStore.getState().status).toBe('signedOut');
  });

  it('says why when the API ended the session of a disabled account, until the next attempt', async () => {
    sessionStore.getState().signOut({ reason: 'ACCOUNT_DISABLED' });
    renderLogin(`/login?redirect=${encodeURIComponent('/customers')}`);
    expect(screen.getByRole('alert').textContent).toBe(ACCOUNT_DISABLED_MESSAGE);

    fetchMock.mockResolvedValueOnce(answer(400, { success: false, message: 'Invalid login credentials', code: 'INVALID_CREDENTIALS' }));
    fillIn('pat@example.test', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login credentials');
  });

  it('says nothing about a session that ended for another reason', () => {
    sessionStore.getState().signOut({ reason: 'UNAUTHORIZED' });
    renderLogin('/login');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("falls back to 'Failed to sign in' when the server says nothing", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderLogin('/login');
    fillIn('pat@example.test', 'secret-password');
    expect(await screen.findByText('Failed to sign in')).toBeTruthy();
  });

  it('sends the browser to Google through the API, with where to come back to', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderLogin(`/login?redirect=${encodeURIComponent('/reports')}`);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(assign).toHaveBeenCalledWith('/api/auth/google?redirect_to=%2Freports');
  });
});

describe('coming back from Google', () => {
  it('redeems the one-time code at once, holds the session with its role and goes to redirect_to', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(200, { success: true, session: { ...tokens, access_token: 'g-access', user }, redirect_to: '/reports' }))
      .mockResolvedValueOnce(me());
    const { router } = renderLogin('/login#google_code=one-time-code');

    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
    const [redeemUrl, redeem] = fetchMock.mock.calls[0] ?? [];
    expect(String(redeemUrl)).toBe('/api/auth/google/redeem');
    expect(redeem).toMatchObject({ method: 'POST', credentials: 'include', body: JSON.stringify({ code: 'one-time-code' }) });
    const [meUrl, meCall] = fetchMock.mock.calls[1] ?? [];
    expect(String(meUrl)).toBe('/api/me');
    expect((meCall?.headers as Record<string, string>).Authorization).toBe('Bearer g-access');
    expect(sessionStore.getState()).toMatchObject({
      status: 'signedIn',
      role: 'admin',
      session: { accessToken: 'g-access', expiresAt: 1_900_000_000_000, user: { email: 'pat@example.test' } },
    });
  });

  it('takes the code out of the address bar before the answer comes', async () => {
    fetchMock.mockReturnValueOnce(new Promise(() => undefined));
    const { router } = renderLogin('/login#google_code=one-time-code');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('never goes to another site after Google', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(200, { success: true, session: { ...tokens, user }, redirect_to: 'https://evil.test/' }))
      .mockResolvedValueOnce(me());
    const { router } = renderLogin('/login#google_code=c');
    await waitFor(() => expect(sessionStore.getState().status).toBe('signedIn'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the error it came back with, and clears the fragment', async () => {
    const { router } = renderLogin('/login#error=Access%20denied');
    expect(await screen.findByText('Access denied')).toBeTruthy();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
  });

  it("shows the API's refusal of the code", async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { success: false, message: 'This sign-in link has expired', code: 'BAD_REQUEST' }));
    renderLogin('/login#google_code=spent');
    expect(await screen.findByText('This sign-in link has expired')).toBeTruthy();
    expect(sessionStore.getState().status).toBe('signedOut');
  });

  it("says 'Failed to sign in with Google' when the API cannot be reached", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderLogin('/login#google_code=one-time-code');
    expect(await screen.findByText('Failed to sign in with Google')).toBeTruthy();
    expect(sessionStore.getState().status).toBe('signedOut');
  });

  it('ignores tokens in the fragment: no call, no session', async () => {
    fetchMock.mockResolvedValue(me());
    const { router } = renderLogin('/login#access_token=someone-elses&refresh_token=x&expires_in=3600&redirect_to=%2Freports');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', session: null });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
