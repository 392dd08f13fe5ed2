import http from 'node:http';
import type { Socket } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLink } from '@groombook/testing';
import { useTestApi } from './support/api-fixture';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from './support/test-api';
import { call, refreshWith, signIn, TEST_PASSWORD } from './support/identity';

/** A GET on a connection of its own, so the socket it uses is new. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

/**
 * Runs `work` while every new connection to the API looks as if it came from another
 * machine (203.0.113.7). The request goes through the real server and middleware; only
 * the peer address the operating system reports is replaced, which a test on one machine
 * cannot otherwise produce without sending traffic off the loopback interface.
 */
async function fromAnotherMachine<T>(api: TestApi, work: () => Promise<T>): Promise<T> {
  const server = api.app.getHttpServer() as http.Server;
  const relabel = (socket: Socket) => Object.defineProperty(socket, 'remoteAddress', { value: '203.0.113.7', configurable: true });
  server.prependListener('connection', relabel);
  try {
    return await work();
  } finally {
    server.off('connection', relabel);
  }
}

const wrongPassword = (api: TestApi, email: string, headers: Record<string, string> = {}) =>
  call(api.url, 'POST', '/api/auth/sign-in', { body: { email, password: 'wrong-password' }, headers });
const rightPassword = (api: TestApi, email: string, headers: Record<string, string> = {}) =>
  call(api.url, 'POST', '/api/auth/sign-in', { body: { email, password: TEST_PASSWORD }, headers });

describe('the development mailbox', () => {
  // No SMTP_URL outside production: mail goes to the development mailbox.
  const t = useTestApi();

  beforeAll(async () => {
    await t.arrange.user('owner@mailbox.test', 'superadmin', null);
    await t.arrange.user('victim@mailbox.test', 'admin', await t.arrange.company('Mailbox Grooming'));
  });

  async function mailboxHolds(text: string): Promise<void> {
    for (let i = 0; i < 50; i++) {
      if ((await rawGet(`${t.api.url}/api/dev/mailbox`)).body.includes(text)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The mailbox never showed ${text}`);
  }

  it('shows the reset link to this machine, and refuses every other machine', async () => {
    await call(t.api.url, 'POST', '/api/auth/forgot-password', { body: { email: 'victim@mailbox.test' } });
    await mailboxHolds('/reset-password?');

    const remote = await fromAnotherMachine(t.api, () => rawGet(`${t.api.url}/api/dev/mailbox`));
    expect(remote.status).toBe(401);
    expect(remote.body).not.toContain('reset-password');
    expect(JSON.parse(remote.body)).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('refuses a request relayed by a proxy on this machine (it names another client)', async () => {
    for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP']) {
      const relayed = await rawGet(`${t.api.url}/api/dev/mailbox`, { [header]: header === 'Forwarded' ? 'for=203.0.113.7' : '203.0.113.7' });
      expect(relayed.status, header).toBe(401);
      expect(relayed.body).not.toContain('reset-password');
    }
  });

  it('lets a signed-in super admin read it from another machine, and nobody else', async () => {
    const superadmin = await signIn(t.api.url, 'owner@mailbox.test');
    const admin = await signIn(t.api.url, 'victim@mailbox.test');
    const asSuperadmin = await fromAnotherMachine(t.api, () =>
      rawGet(`${t.api.url}/api/dev/mailbox`, { Authorization: `Bearer ${superadmin.access_token}` }),
    );
    expect(asSuperadmin.status).toBe(200);
    expect(asSuperadmin.body).toContain('Development mailbox');
    const asAdmin = await fromAnotherMachine(t.api, () => rawGet(`${t.api.url}/api/dev/mailbox`, { Authorization: `Bearer ${admin.access_token}` }));
    expect(asAdmin.status).toBe(403);
  });
});

describe('sign-in limits', () => {
  // Past the address's own limit (failures for any email), which accounts.int.test.ts proves.
  const t = useTestApi({ SIGN_IN_RATE_LIMIT: '10', SIGN_IN_ACCOUNT_RATE_LIMIT: '25', SIGN_IN_ADDRESS_RATE_LIMIT: '1000' });
  let proxied: TestApi;

  beforeAll(async () => {
    // The same database behind a proxy on this machine, named in TRUST_PROXY.
    proxied = await startTestApi({ DATABASE_URL: t.database.url, SIGN_IN_RATE_LIMIT: '3', SIGN_IN_ACCOUNT_RATE_LIMIT: '5', TRUST_PROXY: 'loopback' });
    const company = await t.arrange.company('Limits Grooming');
    for (const who of ['regular', 'target', 'spoofed', 'account']) await t.arrange.user(`${who}@limits.test`, 'staff', company);
  });

  afterAll(async () => {
    await proxied?.close();
  });

  it('counts failures only: twelve correct sign-ins in a row all succeed', async () => {
    for (let i = 0; i < 12; i++) expect((await rightPassword(t.api, 'regular@limits.test')).status, `sign-in ${i + 1}`).toBe(200);
  });

  it('answers the eleventh wrong password with 429 and Retry-After, and then refuses the right one too', async () => {
    for (let i = 0; i < 10; i++) expect((await wrongPassword(t.api, 'target@limits.test')).status, `attempt ${i + 1}`).toBe(400);
    const limited = await wrongPassword(t.api, 'target@limits.test');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await rightPassword(t.api, 'target@limits.test')).status).toBe(429);
  });

  it('a success clears the failures of that address and email', async () => {
    for (let i = 0; i < 9; i++) await wrongPassword(t.api, 'regular@limits.test');
    expect((await rightPassword(t.api, 'regular@limits.test')).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await wrongPassword(t.api, 'regular@limits.test')).status).toBe(400);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await wrongPassword(t.api, 'spoofed@limits.test', { 'X-Forwarded-For': `198.51.100.${i}` })).status).toBe(400);
    }
    // A new made-up address does not reset the count.
    expect((await wrongPassword(t.api, 'spoofed@limits.test', { 'X-Forwarded-For': '198.51.100.200' })).status).toBe(429);
  });

  it('believes X-Forwarded-For from a proxy named in TRUST_PROXY, and still limits an account across addresses', async () => {
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    for (let i = 0; i < 3; i++) expect((await wrongPassword(proxied, 'account@limits.test', from('192.0.2.1'))).status).toBe(400);
    expect((await wrongPassword(proxied, 'account@limits.test', from('192.0.2.1'))).status).toBe(429);
    // Another client behind the proxy has its own count...
    expect((await wrongPassword(proxied, 'account@limits.test', from('192.0.2.2'))).status).toBe(400);
    expect((await wrongPassword(proxied, 'account@limits.test', from('192.0.2.3'))).status).toBe(400);
    // ...until the account's own limit (5 failures from all addresses) is reached.
    const accountLimited = await wrongPassword(proxied, 'account@limits.test', from('192.0.2.4'));
    expect(accountLimited.status).toBe(429);
    expect(accountLimited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('sign-up and forgot-password', () => {
  const t = useTestApi({ SIGN_UP_RATE_LIMIT: '6', FORGOT_PASSWORD_RATE_LIMIT: '3' }, { smtp: true });

  beforeAll(async () => {
    await t.arrange.user('member@signup.test', 'staff', await t.arrange.company('Sign-up Grooming'));
  });

  const signUp = (email: string, password = 'chosen-password-1') =>
    call(t.api.url, 'POST', '/api/auth/sign-up', { body: { email, password, name: 'Someone' } });

  it('answers the same for a new and a registered email; the registered one is told by email, with a reset link', async () => {
    const fresh = await signUp('newcomer@signup.test');
    const existing = await signUp('member@signup.test');
    expect(fresh.status).toBe(200);
    expect(existing.status).toBe(fresh.status);
    expect(existing.body).toEqual(fresh.body);
    expect(fresh.body).toEqual({ success: true, message: 'Check your email to finish signing up.' });

    const note = await t.smtp.waitFor('member@signup.test');
    expect(note.subject).toBe('You already have a GroomBook account');
    expect(new URL(firstLink(note)).pathname).toBe('/reset-password');
    // The registered account's password did not change.
    await signIn(t.api.url, 'member@signup.test');

    const confirmation = await t.smtp.waitFor('newcomer@signup.test');
    expect(confirmation.subject).toBe('Confirm your GroomBook email address');
    const link = new URL(firstLink(confirmation));
    expect(link.pathname).toBe('/confirm-email');

    // Before the link is opened, the account cannot sign in.
    const early = await call(t.api.url, 'POST', '/api/auth/sign-in', { body: { email: 'newcomer@signup.test', password: 'chosen-password-1' } });
    expect(early.status).toBe(400);
    expect(early.body.code).toBe('EMAIL_NOT_CONFIRMED');
    const confirmed = await call(t.api.url, 'POST', '/api/auth/confirm-email', { body: { token: link.searchParams.get('token') } });
    expect(confirmed.body).toEqual({ success: true, message: 'Your email address is confirmed. You can sign in now.' });
    const me = await call(t.api.url, 'GET', '/api/me', {
      token: (await signIn(t.api.url, 'newcomer@signup.test', 'chosen-password-1')).access_token,
    });
    expect(me.body).toMatchObject({ role: 'user', company_id: null });
    // A confirmation link works once.
    const again = await call(t.api.url, 'POST', '/api/auth/confirm-email', { body: { token: link.searchParams.get('token') } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_CONFIRMATION_LINK');
  });

  it("gives a squatter's password to nobody: only the link the mailbox owner opens sets the password", async () => {
    await signUp('owner@signup.test', 'squatter-password');
    await t.smtp.waitFor('owner@signup.test');
    const before = t.smtp.messages.length;
    await signUp('owner@signup.test', 'mailbox-holders-pick-1');
    // The sign-up is handled after its answer (the password is hashed first): wait for its mail.
    await expect.poll(() => t.smtp.messages.length, { timeout: 10_000 }).toBeGreaterThan(before);
    const links = t.smtp.messages.filter((m) => m.to.includes('owner@signup.test')).map((m) => new URL(firstLink(m)));
    expect(links).toHaveLength(2);
    await call(t.api.url, 'POST', '/api/auth/confirm-email', { body: { token: links[1]!.searchParams.get('token') } });
    expect((await call(t.api.url, 'POST', '/api/auth/sign-in', { body: { email: 'owner@signup.test', password: 'squatter-password' } })).status).toBe(400);
    await signIn(t.api.url, 'owner@signup.test', 'mailbox-holders-pick-1');
  });

  it('limits sign-ups per address', async () => {
    // Four sign-ups above and two here use up the six of this address.
    expect((await signUp('third@signup.test')).status).toBe(200);
    expect((await signUp('fourth@signup.test')).status).toBe(200);
    const limited = await signUp('fifth@signup.test');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const created = await t.arrange.query("SELECT count(*)::int AS n FROM users WHERE email = 'fifth@signup.test'");
    expect(created.rows[0]?.n).toBe(0);
  });

  it('limits forgot-password per address, whatever the email', async () => {
    const ask = (email: string) => call(t.api.url, 'POST', '/api/auth/forgot-password', { body: { email } });
    for (const email of ['a@signup.test', 'b@signup.test', 'c@signup.test']) expect((await ask(email)).status).toBe(200);
    const limited = await ask('d@signup.test');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('tokens and headers', () => {
  const t = useTestApi({ REMOTE_ADMIN_URL: 'https://cdn.example.test/admin/remoteEntry.js', API_BASE_URL: 'https://api.example.test' });
  let httpsApi: TestApi;

  beforeAll(async () => {
    httpsApi = await startTestApi({ DATABASE_URL: t.database.url, PUBLIC_URL: 'https://salon.example.test' });
    await t.arrange.user('tokens@headers.test', 'admin', await t.arrange.company('Header Grooming'));
  });

  afterAll(async () => {
    await httpsApi?.close();
  });

  it('refuses a correctly signed access token that has no expiry', async () => {
    const session = await signIn(t.api.url, 'tokens@headers.test');
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    const { exp: _exp, ...forever } = claims;
    const everlasting = await new SignJWT(forever).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await call(t.api.url, 'GET', '/api/me', { token: session.access_token })).status).toBe(200);
    const refused = await call(t.api.url, 'GET', '/api/me', { token: everlasting });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('UNAUTHORIZED');
  });

  it('sends the security headers on API answers, errors and pages', async () => {
    for (const path of ['/api/health', '/api/no-such-route', '/config.json', '/api/me']) {
      const answer = await call(t.api.url, 'GET', path);
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.test;/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.test https:\/\/api\.example\.test;/);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      // Served over plain http: no HSTS.
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('keeps API answers, and their errors, out of the browser cache; the runtime config is revalidated', async () => {
    const session = await signIn(t.api.url, 'tokens@headers.test');
    for (const [path, token] of [['/api/me', session.access_token], ['/api/customers', session.access_token], ['/api/no-such-route', undefined]] as const) {
      expect((await call(t.api.url, 'GET', path, { token })).headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await call(t.api.url, 'GET', '/config.json')).headers.get('cache-control')).toBe('no-cache');
  });

  it('adds HSTS, and marks the refresh cookie Secure, when PUBLIC_URL is https', async () => {
    const answer = await call(httpsApi.url, 'GET', '/api/health');
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const signedIn = await fetch(`${httpsApi.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'tokens@headers.test', password: TEST_PASSWORD }),
    });
    expect(signedIn.headers.getSetCookie()[0]).toMatch(/; Secure$/);
  });

  it('keeps CORS off unless CORS_ORIGINS names origins', async () => {
    const answer = await call(t.api.url, 'GET', '/api/health', { headers: { Origin: 'https://evil.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('ends a session everywhere on sign-out: its refresh cookie no longer works in any tab', async () => {
    const session = await signIn(t.api.url, 'tokens@headers.test');
    await call(t.api.url, 'POST', '/api/auth/sign-out', { headers: { Cookie: session.cookie } });
    expect((await refreshWith(t.api.url, session.cookie)).status).toBe(401);
  });
});
