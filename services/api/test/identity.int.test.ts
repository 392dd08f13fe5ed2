import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, firstLink, startSmtpCapture, type SmtpCapture, type TestDatabase } from '@groombook/testing';
import { startTestApi, type TestApi } from './support/test-api';
import { Arrange, call, signIn, TEST_PASSWORD } from './support/identity';

const PUBLIC_URL = 'http://groombook.test';

describe('identity: sign-in, sessions and password reset', () => {
  let database: TestDatabase;
  let api: TestApi;
  let smtp: SmtpCapture;
  let arrange: Arrange;
  let companyId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpCapture();
    api = await startTestApi({
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      SIGN_IN_RATE_LIMIT: '5',
      FORGOT_PASSWORD_RATE_LIMIT: '3',
    });
    arrange = await Arrange.connect(database.url);
    companyId = await arrange.company('Identity Grooming');
    await arrange.user('admin@identity.test', 'admin', companyId);
    await arrange.user('rotate@identity.test', 'staff', companyId);
    await arrange.user('signout@identity.test', 'staff', companyId);
    await arrange.user('forgetful@identity.test', 'staff', companyId);
    await arrange.user('changer@identity.test', 'staff', companyId);
  });

  afterAll(async () => {
    await arrange?.close();
    await api?.close();
    await smtp?.stop();
    await database?.drop();
  });

  it('signs in with email and password, and the access token names the role and company', async () => {
    const session = await signIn(api.url, 'Admin@Identity.test');
    expect(session).toMatchObject({ token_type: 'bearer', user: { email: 'admin@identity.test' } });
    expect(session.expires_in).toBeLessThanOrEqual(3600);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);

    const me = await call(api.url, 'GET', '/api/me', { token: session.access_token });
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
    const wrongPassword = await call(api.url, 'POST', '/api/auth/sign-in', {
      body: { email: 'admin@identity.test', password: 'not-the-password' },
    });
    const unknownEmail = await call(api.url, 'POST', '/api/auth/sign-in', {
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
      const answer = await call(api.url, 'POST', '/api/auth/sign-in', { body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
    }
  });

  it('rotates the refresh token on every use, and a reused one revokes the whole family', async () => {
    const first = await signIn(api.url, 'rotate@identity.test');
    const second = await call(api.url, 'POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(second.status).toBe(200);
    expect(second.body.session.refresh_token).not.toBe(first.refresh_token);
    expect((await call(api.url, 'GET', '/api/me', { token: second.body.session.access_token })).status).toBe(200);

    // The first token again: someone copied it. Both it and its successor stop working.
    const reused = await call(api.url, 'POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('UNAUTHORIZED');
    const successor = await call(api.url, 'POST', '/api/auth/refresh', { body: { refresh_token: second.body.session.refresh_token } });
    expect(successor.status).toBe(401);

    // Another sign-in starts a new family that works.
    const fresh = await signIn(api.url, 'rotate@identity.test');
    expect((await call(api.url, 'POST', '/api/auth/refresh', { body: { refresh_token: fresh.refresh_token } })).status).toBe(200);
  });

  it('refuses forged, expired-looking and unknown tokens', async () => {
    expect((await call(api.url, 'POST', '/api/auth/refresh', { body: { refresh_token: 'made-up' } })).status).toBe(401);
    expect((await call(api.url, 'GET', '/api/me', { token: 'not.a.jwt' })).status).toBe(401);
    const session = await signIn(api.url, 'admin@identity.test');
    const [header, payload] = session.access_token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await call(api.url, 'GET', '/api/me', { token: forged })).body).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('signs out: the session refresh token stops working', async () => {
    const session = await signIn(api.url, 'signout@identity.test');
    const out = await call(api.url, 'POST', '/api/auth/sign-out', {
      token: session.access_token,
      body: { refresh_token: session.refresh_token },
    });
    expect(out.status).toBe(200);
    expect((await call(api.url, 'POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } })).status).toBe(401);
  });

  it('rate limits sign-in per address and email with 429 and Retry-After', async () => {
    const attempt = () =>
      call(api.url, 'POST', '/api/auth/sign-in', { body: { email: 'target@identity.test', password: 'guess' } });
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another email from the same address is not affected.
    expect((await call(api.url, 'POST', '/api/auth/sign-in', { body: { email: 'other@identity.test', password: 'x' } })).status).toBe(400);
  });

  it('resets a forgotten password through the emailed link, once', async () => {
    const unknown = await call(api.url, 'POST', '/api/auth/forgot-password', { body: { email: 'ghost@identity.test' } });
    const known = await call(api.url, 'POST', '/api/auth/forgot-password', {
      body: { email: 'forgetful@identity.test', redirect_origin: 'https://evil.example' },
    });
    // Same answer whether or not the email exists.
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe('Password reset instructions have been sent to your email.');

    const mail = await smtp.waitFor('forgetful@identity.test');
    expect(smtp.messages.some((m) => m.to.includes('ghost@identity.test'))).toBe(false);
    const link = new URL(firstLink(mail));
    // The requested foreign origin is ignored: the link points to PUBLIC_URL.
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('type')).toBe('recovery');
    const tokens = { access_token: link.searchParams.get('access_token')!, refresh_token: link.searchParams.get('refresh_token')! };

    const before = await signIn(api.url, 'forgetful@identity.test');
    const verified = await call(api.url, 'POST', '/api/auth/recovery/verify', { body: tokens });
    expect(verified.body).toEqual({ success: true, email: 'forgetful@identity.test' });

    const tooShort = await call(api.url, 'POST', '/api/auth/reset-password', { body: { ...tokens, password: 'short' } });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toBe('password: Password must be at least 8 characters long');

    const reset = await call(api.url, 'POST', '/api/auth/reset-password', { body: { ...tokens, password: 'a-brand-new-password' } });
    expect(reset.status).toBe(200);
    await signIn(api.url, 'forgetful@identity.test', 'a-brand-new-password');
    const oldPassword = await call(api.url, 'POST', '/api/auth/sign-in', {
      body: { email: 'forgetful@identity.test', password: TEST_PASSWORD },
    });
    expect(oldPassword.status).toBe(400);
    // Sessions from before the reset are over.
    expect((await call(api.url, 'POST', '/api/auth/refresh', { body: { refresh_token: before.refresh_token } })).status).toBe(401);

    const again = await call(api.url, 'POST', '/api/auth/reset-password', { body: { ...tokens, password: 'another-password-1' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Invalid or expired reset link. Please request a new password reset.');
    const tampered = await call(api.url, 'POST', '/api/auth/recovery/verify', { body: { ...tokens, refresh_token: 'x' } });
    expect(tampered.status).toBe(400);
  });

  it('rate limits forgot-password too', async () => {
    const ask = () => call(api.url, 'POST', '/api/auth/forgot-password', { body: { email: 'flood@identity.test' } });
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('lets a signed-in user set a new password', async () => {
    const session = await signIn(api.url, 'changer@identity.test');
    const weak = await call(api.url, 'PUT', '/api/auth/password', { token: session.access_token, body: { password: '1234567' } });
    expect(weak.status).toBe(400);
    const changed = await call(api.url, 'PUT', '/api/auth/password', {
      token: session.access_token,
      body: { password: 'changed-password-9' },
    });
    expect(changed.status).toBe(200);
    await signIn(api.url, 'changer@identity.test', 'changed-password-9');
  });

  it('signs up a new user with the default role, once per email', async () => {
    const created = await call(api.url, 'POST', '/api/auth/sign-up', {
      body: { email: 'New.Person@identity.test', password: 'sign-up-password', name: 'New Person' },
    });
    expect(created.status).toBe(201);
    const me = await call(api.url, 'GET', '/api/me', { token: created.body.session.access_token });
    expect(me.body).toMatchObject({ role: 'user', company_id: null, user: { email: 'new.person@identity.test', name: 'New Person' } });

    const duplicate = await call(api.url, 'POST', '/api/auth/sign-up', {
      body: { email: 'new.person@identity.test', password: 'sign-up-password' },
    });
    expect(duplicate.status).toBe(409);
    const invalid = await call(api.url, 'POST', '/api/auth/sign-up', { body: { email: 'not-an-email', password: 'sign-up-password' } });
    expect(invalid.status).toBe(400);
  });
});
