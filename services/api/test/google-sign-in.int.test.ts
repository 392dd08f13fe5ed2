import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED_MESSAGE, COMPANY_SUSPENDED_MESSAGE } from '@groombook/contracts';
import { useTestApi } from './support/api-fixture';
import type { TestApi } from './support/test-api';
import { call, refreshCookieOf, refreshWith } from './support/identity';

/** Follows the browser's part of the flow: our redirect, the provider's redirect, our callback. */
async function startGoogleSignIn(api: TestApi, redirectTo: string) {
  const start = await fetch(`${api.url}/api/auth/google?redirect_to=${encodeURIComponent(redirectTo)}`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const cookie = start.headers.get('set-cookie')?.split(';')[0] ?? '';
  const authorizeUrl = new URL(start.headers.get('location') ?? '');
  const approved = await fetch(authorizeUrl, { redirect: 'manual' });
  const callbackUrl = new URL(approved.headers.get('location') ?? '');
  return { cookie, authorizeUrl, callbackUrl };
}

async function finish(callbackUrl: URL, cookie: string) {
  const answer = await fetch(callbackUrl, { headers: { Cookie: cookie }, redirect: 'manual' });
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers.get('location') ?? '');
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

/** What /login does with #google_code=…: redeems it, sending the browser's cookies. */
function redeem(api: TestApi, code: string | null, cookie: string) {
  return call(api.url, 'POST', '/api/auth/google/redeem', { body: { code: code ?? '' }, headers: { Cookie: cookie } });
}

describe('Google sign-in (OpenID Connect) against a local provider', () => {
  let provider: OAuth2Server;
  let nextIdentity = { sub: 'google-sub-1', email: 'groomer@gmail.test', email_verified: true };

  // The provider starts first: the API reads its address at start.
  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, nextIdentity);
    });
  });
  afterAll(async () => {
    await provider?.stop();
  });

  const t = useTestApi(() => ({
    GOOGLE_OIDC_ISSUER: provider.issuer.url ?? '',
    GOOGLE_CLIENT_ID: 'groombook-test-client',
    GOOGLE_CLIENT_SECRET: 'groombook-test-secret',
  }));

  it('tells the sign-in page, through the runtime config, that Google sign-in is on', async () => {
    const response = await fetch(`${t.api.url}/config.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ googleSignIn: true });
  });

  it('redirects to the provider with state, nonce and PKCE, to our callback', async () => {
    const { authorizeUrl, cookie } = await startGoogleSignIn(t.api, '/customers');
    expect(authorizeUrl.origin).toBe(new URL(provider.issuer.url ?? '').origin);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${t.api.url}/api/auth/google/callback`);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    for (const param of ['state', 'nonce', 'code_challenge']) expect(authorizeUrl.searchParams.get(param)).toBeTruthy();
    expect(cookie).toMatch(/^gb_oidc_state=/);
  });

  it('links the Google identity to the user with that verified email and hands /login a one-time code, not tokens', async () => {
    const companyId = await t.arrange.company('Google Grooming');
    await t.arrange.user('groomer@gmail.test', 'admin', companyId);
    nextIdentity = { sub: 'google-sub-1', email: 'groomer@gmail.test', email_verified: true };

    const { cookie, callbackUrl } = await startGoogleSignIn(t.api, '/appointments');
    const { location, fragment } = await finish(callbackUrl, cookie);
    expect(location.pathname).toBe('/login');
    expect([...fragment.keys()]).toEqual(['google_code']);
    expect(location.href).not.toMatch(/access_token|refresh_token|eyJ/);

    const redeemed = await redeem(t.api, fragment.get('google_code'), cookie);
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.redirect_to).toBe('/appointments');
    const me = await call(t.api.url, 'GET', '/api/me', { token: redeemed.body.session.access_token });
    expect(me.body).toMatchObject({ role: 'admin', company_id: companyId, user: { email: 'groomer@gmail.test' } });
    const refreshCookie = refreshCookieOf(redeemed.headers);
    expect((await refreshWith(t.api.url, refreshCookie ?? '')).status).toBe(200);
    // The code works once.
    expect((await redeem(t.api, fragment.get('google_code'), cookie)).status).toBe(400);
    const linked = await t.arrange.query('SELECT google_subject FROM users WHERE email = $1', ['groomer@gmail.test']);
    expect(linked.rows[0]?.google_subject).toBe('google-sub-1');
  });

  it('refuses a callback whose state was tampered with', async () => {
    const { cookie, callbackUrl } = await startGoogleSignIn(t.api, '/');
    callbackUrl.searchParams.set('state', 'tampered-state');
    const { location, fragment } = await finish(callbackUrl, cookie);
    expect(location.pathname).toBe('/login');
    expect(fragment.get('error')).toBe('Failed to sign in with Google');
    expect(fragment.get('access_token')).toBeNull();
  });

  it('refuses a callback without the state cookie (another browser)', async () => {
    const { callbackUrl } = await startGoogleSignIn(t.api, '/');
    const { fragment } = await finish(callbackUrl, '');
    expect(fragment.get('error')).toBe('Failed to sign in with Google');
  });

  it('refuses an unverified email, and never redirects off the site', async () => {
    nextIdentity = { sub: 'google-sub-2', email: 'unverified@gmail.test', email_verified: false };
    const { cookie, callbackUrl } = await startGoogleSignIn(t.api, 'https://evil.example/steal');
    const { fragment, location } = await finish(callbackUrl, cookie);
    expect(location.origin).toBe(t.api.url);
    expect(fragment.get('error')).toBe('Failed to sign in with Google');
    const count = await t.arrange.query("SELECT count(*)::int AS n FROM users WHERE email = 'unverified@gmail.test'");
    expect(count.rows[0]?.n).toBe(0);
  });

  it('creates a user with the default role for a new verified Google identity', async () => {
    nextIdentity = { sub: 'google-sub-3', email: 'newcomer@gmail.test', email_verified: true };
    const { cookie, callbackUrl } = await startGoogleSignIn(t.api, 'https://evil.example/steal');
    const { fragment } = await finish(callbackUrl, cookie);
    const redeemed = await redeem(t.api, fragment.get('google_code'), cookie);
    expect(redeemed.body.redirect_to).toBe('/');
    const me = await call(t.api.url, 'GET', '/api/me', { token: redeemed.body.session.access_token });
    expect(me.body).toMatchObject({ role: 'user', company_id: null, user: { email: 'newcomer@gmail.test' } });
  });

  it("refuses a code redeemed by another browser (login CSRF: a link carrying the attacker's code)", async () => {
    nextIdentity = { sub: 'google-sub-attacker', email: 'attacker@gmail.test', email_verified: true };
    const attacker = await startGoogleSignIn(t.api, '/');
    const { fragment } = await finish(attacker.callbackUrl, attacker.cookie);
    // The victim's browser has its own state cookie (or none): neither redeems the attacker's code.
    const victim = await startGoogleSignIn(t.api, '/');
    const withOtherCookie = await redeem(t.api, fragment.get('google_code'), victim.cookie);
    expect(withOtherCookie.status).toBe(400);
    expect(withOtherCookie.body).toMatchObject({ success: false, message: 'Failed to sign in with Google' });
    expect(refreshCookieOf(withOtherCookie.headers)).toBeNull();
    expect((await redeem(t.api, fragment.get('google_code'), '')).status).toBe(400);
  });

  it("refuses a disabled user's Google sign-in, and a suspended company's user's, with what to do", async () => {
    const companyId = await t.arrange.company('Paused Grooming');
    const disabledId = await t.arrange.user('disabled@gmail.test', 'staff', companyId);
    await t.arrange.user('suspended@gmail.test', 'staff', companyId);
    await t.arrange.query('UPDATE users SET disabled_at = now() WHERE id = $1', [disabledId]);
    const cases = [
      ['google-sub-disabled', 'disabled@gmail.test', { code: 'ACCOUNT_DISABLED', message: ACCOUNT_DISABLED_MESSAGE }],
      ['google-sub-suspended', 'suspended@gmail.test', { code: 'COMPANY_SUSPENDED', message: COMPANY_SUSPENDED_MESSAGE }],
    ] as const;
    await t.arrange.query("UPDATE companies SET status = 'suspended' WHERE id = $1", [companyId]);
    for (const [sub, email, refusal] of cases) {
      nextIdentity = { sub, email, email_verified: true };
      const { cookie, callbackUrl } = await startGoogleSignIn(t.api, '/');
      const { fragment } = await finish(callbackUrl, cookie);
      const redeemed = await redeem(t.api, fragment.get('google_code'), cookie);
      expect(redeemed, email).toMatchObject({ status: 403, body: { success: false, ...refusal } });
      expect(refreshCookieOf(redeemed.headers), email).toBeNull();
    }
  });
});

describe('Google sign-in when it is not configured', () => {
  const t = useTestApi();

  it('sends the browser back to /login with the failure message', async () => {
    const answer = await fetch(`${t.api.url}/api/auth/google`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location') ?? '');
    expect(location.pathname).toBe('/login');
    expect(new URLSearchParams(location.hash.slice(1)).get('error')).toBe('Failed to sign in with Google');
  });
});
