import { beforeAll, describe, expect, it } from 'vitest';
import { firstLink } from '@groombook/testing';
import { useTestApi } from './support/api-fixture';
import { call, refreshCookieOf, refreshWith, signIn, TEST_PASSWORD } from './support/identity';

const PUBLIC_URL = 'http://groombook.test';

describe('identity: sign-in, sessions and password reset', () => {
  const t = useTestApi({ PUBLIC_URL, SIGN_IN_RATE_LIMIT: '5' }, { smtp: true });
  let companyId: string;

  beforeAll(async () => {
    companyId = await t.arrange.company('Identity Grooming');
    await t.arrange.user('admin@identity.test', 'admin', companyId);
    for (const name of ['rotate', 'signout', 'forgetful', 'changer']) await t.arrange.user(`${name}@identity.test`, 'staff', companyId);
  });

  it('signs in with email and password, and the access token names the role and company', async () => {
    const session = await signIn(t.api.url, 'Admin@Identity.test');
    expect(session).toMatchObject({ token_type: 'bearer', user: { email: 'admin@identity.test' } });
    expect(session.expires_in).toBeLessThanOrEqual(3600);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);

    const me = await call(t.api.url, 'GET', '/api/me', { token: session.access_token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      success: true,
      role: 'admin',
      company_id: companyId,
      company_name: 'Identity Grooming',
      user: { email: 'admin@identity.test' },
    });
  });

  it('answers a wrong password and an unknown email with the same message', async () => {
    const wrongPassword = await call(t.api.url, 'POST', '/api/auth/sign-in', {
      body: { email: 'admin@identity.test', password: 'not-the-password' },
    });
    const unknownEmail = await call(t.api.url, 'POST', '/api/auth/sign-in', {
      body: { email: 'nobody@identity.test', password: 'not-the-password' },
    });
    for (const answer of [wrongPassword, unknownEmail]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: 'Invalid login credentials', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('refuses malformed sign-in bodies with 400', async () => {
    const cases = [
      [{ password: 'x' }, 'email: '],
      [{ email: 'a@b.test', password: '' }, 'password: Password is required'],
      [{ email: 42, password: 'x' }, 'email: '],
      [{ email: `${'a'.repeat(300)}@b.test`, password: 'x' }, 'email: Email is too long'],
    ] as const;
    for (const [body, message] of cases) {
      const answer = await call(t.api.url, 'POST', '/api/auth/sign-in', { body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
    }
  });

  it('keeps the refresh token in an httpOnly, SameSite=Strict cookie scoped to the auth routes, never in the body', async () => {
    const response = await fetch(`${t.api.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'rotate@identity.test', password: TEST_PASSWORD }),
    });
    const body = (await response.json()) as { session: Record<string, unknown> };
    expect(body.session).not.toHaveProperty('refresh_token');
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^groombook_refresh=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/auth');
    // Plain http on this machine: a Secure cookie would not be stored.
    expect(cookie).not.toContain('Secure');
  });

  it('rotates the refresh cookie on every use, and a reused one revokes the whole family', async () => {
    const first = await signIn(t.api.url, 'rotate@identity.test');
    const second = await refreshWith(t.api.url, first.cookie);
    expect(second.status).toBe(200);
    const secondCookie = refreshCookieOf(second.headers);
    expect(secondCookie).toBeTruthy();
    expect(secondCookie).not.toBe(first.cookie);
    expect((await call(t.api.url, 'GET', '/api/me', { token: second.body.session.access_token })).status).toBe(200);

    // The first cookie again: someone copied it. Both it and its successor stop working.
    const reused = await refreshWith(t.api.url, first.cookie);
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('UNAUTHORIZED');
    expect(refreshCookieOf(reused.headers)).toBeNull();
    expect((await refreshWith(t.api.url, secondCookie!)).status).toBe(401);

    // Another sign-in starts a new family that works; no cookie at all is refused.
    const fresh = await signIn(t.api.url, 'rotate@identity.test');
    expect((await refreshWith(t.api.url, fresh.cookie)).status).toBe(200);
    expect((await call(t.api.url, 'POST', '/api/auth/refresh')).status).toBe(401);
  });

  it('refuses forged, expired-looking and unknown tokens', async () => {
    expect((await refreshWith(t.api.url, 'groombook_refresh=made-up')).status).toBe(401);
    expect((await call(t.api.url, 'GET', '/api/me', { token: 'not.a.jwt' })).status).toBe(401);
    const session = await signIn(t.api.url, 'admin@identity.test');
    const [header, payload] = session.access_token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await call(t.api.url, 'GET', '/api/me', { token: forged })).body).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('signs out: the session refresh cookie stops working and is cleared', async () => {
    const session = await signIn(t.api.url, 'signout@identity.test');
    const out = await call(t.api.url, 'POST', '/api/auth/sign-out', { headers: { Cookie: session.cookie } });
    expect(out.status).toBe(200);
    expect(refreshCookieOf(out.headers)).toBe('');
    expect((await refreshWith(t.api.url, session.cookie)).status).toBe(401);
  });

  it('rate limits sign-in per address and email with 429 and Retry-After', async () => {
    const attempt = () =>
      call(t.api.url, 'POST', '/api/auth/sign-in', { body: { email: 'target@identity.test', password: 'guess' } });
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another email from the same address is not affected.
    expect((await call(t.api.url, 'POST', '/api/auth/sign-in', { body: { email: 'other@identity.test', password: 'x' } })).status).toBe(400);
  });

  it('resets a forgotten password through the emailed link, once', async () => {
    const unknown = await call(t.api.url, 'POST', '/api/auth/forgot-password', { body: { email: 'ghost@identity.test' } });
    const known = await call(t.api.url, 'POST', '/api/auth/forgot-password', {
      body: { email: 'forgetful@identity.test', redirect_origin: 'https://evil.example' },
    });
    // Same answer whether or not the email exists.
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe('Password reset instructions have been sent to your email.');

    const mail = await t.smtp.waitFor('forgetful@identity.test');
    expect(t.smtp.messages.some((m) => m.to.includes('ghost@identity.test'))).toBe(false);
    const link = new URL(firstLink(mail));
    // The requested foreign origin is ignored: the link points to PUBLIC_URL.
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('type')).toBe('recovery');
    const tokens = { access_token: link.searchParams.get('access_token')!, refresh_token: link.searchParams.get('refresh_token')! };

    const before = await signIn(t.api.url, 'forgetful@identity.test');
    const verified = await call(t.api.url, 'POST', '/api/auth/recovery/verify', { body: tokens });
    expect(verified.body).toEqual({ success: true, email: 'forgetful@identity.test' });

    const tooShort = await call(t.api.url, 'POST', '/api/auth/reset-password', { body: { ...tokens, password: 'short' } });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toBe('password: Password must be at least 8 characters long');

    const reset = await call(t.api.url, 'POST', '/api/auth/reset-password', { body: { ...tokens, password: 'a-brand-new-password' } });
    expect(reset.status).toBe(200);
    await signIn(t.api.url, 'forgetful@identity.test', 'a-brand-new-password');
    const oldPassword = await call(t.api.url, 'POST', '/api/auth/sign-in', {
      body: { email: 'forgetful@identity.test', password: TEST_PASSWORD },
    });
    expect(oldPassword.status).toBe(400);
    // Sessions from before the reset are over, and so are their access tokens, at once.
    expect((await refreshWith(t.api.url, before.cookie)).status).toBe(401);
    expect((await call(t.api.url, 'GET', '/api/me', { token: before.access_token })).body.code).toBe('SESSION_REVOKED');

    const again = await call(t.api.url, 'POST', '/api/auth/reset-password', { body: { ...tokens, password: 'another-password-1' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Invalid or expired reset link. Please request a new password reset.');
    const tampered = await call(t.api.url, 'POST', '/api/auth/recovery/verify', { body: { ...tokens, refresh_token: 'x' } });
    expect(tampered.status).toBe(400);
  });

  it('lets a signed-in user set a new password with the current one, and ends their other sessions', async () => {
    const session = await signIn(t.api.url, 'changer@identity.test');
    const other = await signIn(t.api.url, 'changer@identity.test');
    const change = (body: unknown) => call(t.api.url, 'PUT', '/api/auth/password', { token: session.access_token, body });

    const missing = await change({ password: 'changed-password-9' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('current_password: Current password is required');
    const wrong = await change({ current_password: 'not-my-password', password: 'changed-password-9' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ success: false, message: 'Current password is incorrect', code: 'WRONG_CURRENT_PASSWORD' });
    expect((await change({ current_password: TEST_PASSWORD, password: '1234567' })).status).toBe(400);
    // None of the refused attempts changed anything.
    await signIn(t.api.url, 'changer@identity.test');

    const changed = await change({ current_password: TEST_PASSWORD, password: 'changed-password-9' });
    expect(changed.status).toBe(200);
    await signIn(t.api.url, 'changer@identity.test', 'changed-password-9');
    // The other session is over, its access token too; the one that made the change goes on with a refreshed token.
    expect((await refreshWith(t.api.url, other.cookie)).status).toBe(401);
    expect((await call(t.api.url, 'GET', '/api/me', { token: other.access_token })).body.code).toBe('SESSION_REVOKED');
    const renewed = await refreshWith(t.api.url, session.cookie);
    expect(renewed.status).toBe(200);
    expect((await call(t.api.url, 'GET', '/api/me', { token: renewed.body.session.access_token })).status).toBe(200);
  });
});
