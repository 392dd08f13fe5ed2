import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstLink } from '@groombook/testing';
import type { TestApi } from './support/test-api';
import { WEAK_PASSWORD_MESSAGES } from '../src/modules/identity/password-policy';
import { useTestApi } from './support/api-fixture';
import { call, signIn, TEST_PASSWORD } from './support/identity';

/** A sign-in as a client behind the trusted proxy (TRUST_PROXY=loopback) at `address`, with the browser's cookies. */
const signInFrom = (api: TestApi, address: string, email: string, password: string, cookie?: string) =>
  call(api.url, 'POST', '/api/auth/sign-in', {
    body: { email, password },
    headers: { 'X-Forwarded-For': address, ...(cookie ? { Cookie: cookie } : {}) },
  });

/** The `name=value` of the device cookie an answer sets. */
function deviceCookieOf(headers: Headers): string {
  const set = headers.getSetCookie().find((cookie) => cookie.startsWith('groombook_device='));
  if (!set) throw new Error('No device cookie was set');
  return set.split(';')[0]!;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('password spraying from one address', () => {
  const t = useTestApi({ TRUST_PROXY: 'loopback', SIGN_IN_ADDRESS_RATE_LIMIT: '5' });

  beforeAll(async () => {
    const company = await t.arrange.company('Spray Grooming');
    await t.arrange.user('served@spray.test', 'staff', company);
  });

  it('answers 429 with Retry-After once one address has failed the limit, whatever the emails, while another address is served', async () => {
    for (let i = 0; i < 5; i++) expect((await signInFrom(t.api, '198.51.100.7', `victim${i}@spray.test`, 'Summer2024!')).status, `email ${i}`).toBe(400);
    const limited = await signInFrom(t.api, '198.51.100.7', 'victim5@spray.test', 'Summer2024!');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The sprayer's own correct password does not get through either.
    expect((await signInFrom(t.api, '198.51.100.7', 'served@spray.test', TEST_PASSWORD)).status).toBe(429);

    expect((await signInFrom(t.api, '198.51.100.8', 'victim6@spray.test', 'Summer2024!')).status).toBe(400);
    expect((await signInFrom(t.api, '198.51.100.8', 'served@spray.test', TEST_PASSWORD)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64, so changing the address inside it changes nothing', async () => {
    for (let i = 1; i <= 5; i++) expect((await signInFrom(t.api, `2001:db8:7:1::${i}`, `v6-${i}@spray.test`, 'Summer2024!')).status).toBe(400);
    expect((await signInFrom(t.api, '2001:db8:7:1:abcd::99', 'v6-6@spray.test', 'Summer2024!')).status).toBe(429);
    expect((await signInFrom(t.api, '2001:db8:7:2::1', 'served@spray.test', TEST_PASSWORD)).status).toBe(200);
  });
});

describe("the owner's known browser during an attack on their account", () => {
  const t = useTestApi({ TRUST_PROXY: 'loopback', SIGN_IN_RATE_LIMIT: '3', SIGN_IN_ACCOUNT_RATE_LIMIT: '5' });
  const OWNER = 'owner@lockout.test';
  const HOME = '192.0.2.50';

  beforeAll(async () => {
    const company = await t.arrange.company('Lockout Grooming');
    await t.arrange.user(OWNER, 'admin', company);
    await t.arrange.user('colleague@lockout.test', 'staff', company);
  });

  it('gives a browser that signed in a signed, httpOnly device cookie', async () => {
    const signedIn = await signInFrom(t.api, HOME, 'colleague@lockout.test', TEST_PASSWORD);
    const set = signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith('groombook_device='));
    expect(set).toMatch(/^groombook_device=[^;]+; Path=\/api\/auth; HttpOnly; SameSite=Strict; Max-Age=\d+/);
  });

  it('locks out browsers that never signed in to the account, and lets the known browser in', async () => {
    const known = deviceCookieOf((await signInFrom(t.api, HOME, OWNER, TEST_PASSWORD)).headers);
    // The attack: wrong passwords from five addresses, none of them over its own limit.
    for (let i = 0; i < 5; i++) expect((await signInFrom(t.api, `203.0.113.${i + 1}`, OWNER, 'wrong-password')).status).toBe(400);

    const stranger = await signInFrom(t.api, '203.0.113.99', OWNER, TEST_PASSWORD);
    expect(stranger.status).toBe(429);
    expect(stranger.headers.get('retry-after')).toMatch(/^\d+$/);
    // Even from the owner's own address, without the cookie the browser is a stranger.
    expect((await signInFrom(t.api, HOME, OWNER, TEST_PASSWORD)).status).toBe(429);
    // Another account's device cookie, or a forged one, proves nothing for this account.
    const colleagues = deviceCookieOf((await signInFrom(t.api, HOME, 'colleague@lockout.test', TEST_PASSWORD)).headers);
    expect((await signInFrom(t.api, HOME, OWNER, TEST_PASSWORD, colleagues)).status).toBe(429);
    const [name, value] = known.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -4)}AAAA`;
    expect((await signInFrom(t.api, HOME, OWNER, TEST_PASSWORD, forged)).status).toBe(429);

    const owner = await signInFrom(t.api, '198.51.100.200', OWNER, TEST_PASSWORD, known);
    expect(owner.status).toBe(200);
    expect(owner.body.session.user.email).toBe(OWNER);
  });

  it("counts a known browser's failures for that browser alone", async () => {
    const tablet = deviceCookieOf((await signInFrom(t.api, HOME, 'colleague@lockout.test', TEST_PASSWORD)).headers);
    const laptop = deviceCookieOf((await signInFrom(t.api, HOME, 'colleague@lockout.test', TEST_PASSWORD)).headers);
    for (const known of [tablet, laptop]) {
      for (let i = 0; i < 3; i++) expect((await signInFrom(t.api, HOME, 'colleague@lockout.test', 'typo-password', known)).status).toBe(400);
      expect((await signInFrom(t.api, HOME, 'colleague@lockout.test', TEST_PASSWORD, known)).status).toBe(429);
    }
    // Six failures in all, past the account's five: had they counted for the account, strangers would be locked out now.
    expect((await signInFrom(t.api, '198.51.100.201', 'colleague@lockout.test', TEST_PASSWORD)).status).toBe(200);
  });
});

describe('passwords that are refused', () => {
  const t = useTestApi({ SIGN_UP_RATE_LIMIT: '50' }, { smtp: true });
  let adminToken: string;

  beforeAll(async () => {
    const company = await t.arrange.company('Password Grooming');
    await t.arrange.user('admin@passwords.test', 'admin', company);
    await t.arrange.user('changer@passwords.test', 'staff', company);
    adminToken = (await signIn(t.api.url, 'admin@passwords.test')).access_token;
  });

  const refused = (answer: { status: number; body: unknown }, reason: keyof typeof WEAK_PASSWORD_MESSAGES) => {
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, code: 'WEAK_PASSWORD', message: WEAK_PASSWORD_MESSAGES[reason] });
  };

  it('refuses common passwords and those made from the email or the product at sign-up, saying why, and keeps nothing', async () => {
    const signUp = (email: string, password: string) => call(t.api.url, 'POST', '/api/auth/sign-up', { body: { email, password } });
    refused(await signUp('newcomer@passwords.test', 'password1'), 'common');
    refused(await signUp('newcomer@passwords.test', 'P@ssw0rd123'), 'common');
    refused(await signUp('newcomer@passwords.test', 'groombook-demo'), 'product');
    refused(await signUp('maria.garcia@passwords.test', 'Garcia#2024'), 'email');
    expect((await t.arrange.query("SELECT count(*)::int AS n FROM users WHERE email LIKE 'newcomer@%'")).rows[0]?.n).toBe(0);
    expect((await signUp('newcomer@passwords.test', 'Tulip-Ferry-Lantern-8')).status).toBe(200);
  });

  it('refuses them when an invitation is accepted (the reset link), and accepts a good one', async () => {
    expect((await call(t.api.url, 'POST', '/api/users', { token: adminToken, body: { email: 'invited@passwords.test', role: 'staff' } })).status).toBe(201);
    const link = new URL(firstLink(await t.smtp.waitFor('invited@passwords.test')));
    const tokens = { access_token: link.searchParams.get('access_token'), refresh_token: link.searchParams.get('refresh_token') };
    const accept = (password: string) => call(t.api.url, 'POST', '/api/auth/reset-password', { body: { ...tokens, password } });
    refused(await accept('iloveyou1'), 'common');
    refused(await accept('invited-2024'), 'email');
    expect((await accept('Tulip-Ferry-Lantern-8')).status).toBe(200);
    await signIn(t.api.url, 'invited@passwords.test', 'Tulip-Ferry-Lantern-8');
  });

  it('refuses them on a password change, after the current password is proven', async () => {
    const session = await signIn(t.api.url, 'changer@passwords.test');
    const change = (password: string) => call(t.api.url, 'PUT', '/api/auth/password', { token: session.access_token, body: { current_password: TEST_PASSWORD, password } });
    refused(await change('qwerty123'), 'common');
    refused(await change('MyGroomBook!'), 'product');
    expect((await change('Tulip-Ferry-Lantern-8')).status).toBe(200);
  });
});

describe('no account oracle: forgot-password and sign-up', () => {
  const t = useTestApi({ FORGOT_PASSWORD_RATE_LIMIT: '1000', SIGN_UP_RATE_LIMIT: '1000' });

  beforeAll(async () => {
    await t.arrange.user('known@oracle.test', 'staff', await t.arrange.company('Oracle Grooming'));
  });

  /** Medians of 50 answers each for the known email and for unknown ones, taken in alternating order. */
  async function medians(ask: (email: string) => Promise<{ status: number }>): Promise<{ known: number; unknown: number }> {
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await ask(email);
      const ms = performance.now() - started;
      expect(answer.status).toBe(200);
      // What an answer starts runs after it; each sample is measured alone.
      await pause(20);
      return ms;
    };
    for (let i = 0; i < 5; i++) await timed(i % 2 ? 'known@oracle.test' : `warm-up-${i}-${Math.random()}@oracle.test`);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 50; i++) {
      // Alternating which goes first spreads any drift of the machine over both.
      const fresh = `nobody-${i}-${Math.random()}@oracle.test`;
      if (i % 2) {
        known.push(await timed('known@oracle.test'));
        unknown.push(await timed(fresh));
      } else {
        unknown.push(await timed(fresh));
        known.push(await timed('known@oracle.test'));
      }
    }
    return { known: median(known), unknown: median(unknown) };
  }

  it('answers forgot-password for a known and an unknown email in the same time: medians of 50 within 2 ms', async () => {
    const { known, unknown } = await medians((email) => call(t.api.url, 'POST', '/api/auth/forgot-password', { body: { email } }));
    console.log(`[figures] forgot-password median: known ${known.toFixed(2)} ms, unknown ${unknown.toFixed(2)} ms`);
    expect(Math.abs(known - unknown)).toBeLessThan(2);
  });

  it('answers sign-up for a registered and a new email in the same time: medians of 50 within 2 ms', async () => {
    const { known, unknown } = await medians((email) => call(t.api.url, 'POST', '/api/auth/sign-up', { body: { email, password: 'Tulip-Ferry-Lantern-8' } }));
    console.log(`[figures] sign-up median: registered ${known.toFixed(2)} ms, new ${unknown.toFixed(2)} ms`);
    expect(Math.abs(known - unknown)).toBeLessThan(2);
  });
});

describe('one mail limit per address', () => {
  const t = useTestApi({ MAIL_RECIPIENT_RATE_LIMIT: '3', SIGN_UP_RATE_LIMIT: '50', FORGOT_PASSWORD_RATE_LIMIT: '50' }, { smtp: true });

  beforeAll(async () => {
    const company = await t.arrange.company('Mail Limit Grooming');
    await t.arrange.user('member@mail-limit.test', 'staff', company);
    await t.arrange.user('bystander@mail-limit.test', 'staff', company);
  });

  it("counts sign-up's 'already registered' notes and reset links against one limit for the address", async () => {
    const mailsTo = (address: string) => t.smtp.messages.filter((mail) => mail.to.includes(address));
    const signUp = (email: string) => call(t.api.url, 'POST', '/api/auth/sign-up', { body: { email, password: 'Tulip-Ferry-Lantern-8' } });
    const forgot = (email: string) => call(t.api.url, 'POST', '/api/auth/forgot-password', { body: { email } });
    expect((await signUp('member@mail-limit.test')).status).toBe(200);
    await expect.poll(() => mailsTo('member@mail-limit.test').length, { timeout: 10_000 }).toBe(1);
    expect((await forgot('member@mail-limit.test')).status).toBe(200);
    await expect.poll(() => mailsTo('member@mail-limit.test').length, { timeout: 10_000 }).toBe(2);
    for (let i = 0; i < 2; i++) {
      expect((await signUp('member@mail-limit.test')).status).toBe(200);
      expect((await forgot('member@mail-limit.test')).status).toBe(200);
    }
    // Another address is not held to this one's limit. Its sign-up hashes after the others'
    // (one at a time, in turn), so once its note arrives they were all handled.
    await signUp('bystander@mail-limit.test');
    await t.smtp.waitFor('bystander@mail-limit.test');
    await pause(500);

    const mails = mailsTo('member@mail-limit.test');
    expect(mails).toHaveLength(3);
    expect(new Set(mails.map((mail) => mail.subject))).toEqual(new Set(['You already have a GroomBook account', 'Reset your GroomBook password']));
  });
});

describe('inviting an email that belongs to another salon', () => {
  const t = useTestApi({}, { smtp: true });
  let adminToken: string;
  let companyA: string;
  let companyB: string;

  beforeAll(async () => {
    companyA = await t.arrange.company('Paws Grooming');
    companyB = await t.arrange.company('Bravo Grooming');
    await t.arrange.user('admin@paws.test', 'admin', companyA);
    await t.arrange.user('colleague@paws.test', 'staff', companyA);
    await t.arrange.user('groomer@bravo.test', 'staff', companyB);
    adminToken = (await signIn(t.api.url, 'admin@paws.test')).access_token;
  });

  const invite = (email: string) => call(t.api.url, 'POST', '/api/users', { token: adminToken, body: { email, role: 'staff', name: 'New Groomer' } });
  /** An answer with what differs between two users (their id and creation time) taken out. */
  const shape = (answer: { status: number; body: any }) => ({
    status: answer.status,
    body: { ...answer.body, user: { ...answer.body.user, id: typeof answer.body.user?.id, email: undefined, created_at: typeof answer.body.user?.created_at } },
  });

  it('answers as for a new address, changes nothing of the other salon, and sends its owner only a neutral note', async () => {
    const fresh = await invite('newcomer@paws.test');
    const taken = await invite('groomer@bravo.test');
    expect(fresh.status).toBe(201);
    expect(shape(taken)).toEqual(shape(fresh));
    expect(taken.body.user).toMatchObject({ email: 'groomer@bravo.test', company_id: companyA, role: 'staff', disabled: false });

    const { rows } = await t.arrange.query('SELECT company_id, role, password_hash IS NOT NULL AS has_password FROM users WHERE email = $1', ['groomer@bravo.test']);
    expect(rows).toEqual([{ company_id: companyB, role: 'staff', has_password: true }]);

    const note = await t.smtp.waitFor('groomer@bravo.test');
    expect(note.subject).toBe('Someone tried to add you to GroomBook');
    expect(note.text).not.toMatch(/https?:\/\//);
    expect(note.text).not.toContain('Paws');
    expect((await t.smtp.waitFor('newcomer@paws.test')).subject).toBe('You have been added to GroomBook');
  });

  it("still says so for an email of the admin's own salon, which their list shows anyway", async () => {
    const again = await invite('colleague@paws.test');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CONFLICT');
  });
});

describe('password hashing', () => {
  const t = useTestApi();

  /** This process's children running the password-hashing build, with their nice value and scheduling policy (Linux's /proc). */
  function hashingChildren(): { pid: string; nice: number; policy: number }[] {
    return fs
      .readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .flatMap((pid) => {
        try {
          if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('password-hashing.js')) return [];
          const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
          return Number(fields[1]) === process.pid ? [{ pid, nice: Number(fields[16]), policy: Number(fields[38]) }] : [];
        } catch {
          return []; // a process that ended while it was read
        }
      });
  }

  it('runs in a process of its own at the lowest CPU priority, so failing sign-ins leave the cores to everyone else', async () => {
    await t.arrange.user('hashed@hashing.test', 'staff', await t.arrange.company('Hashing Grooming'));
    expect((await call(t.api.url, 'POST', '/api/auth/sign-in', { body: { email: 'hashed@hashing.test', password: 'wrong-password' } })).status).toBe(400);
    await signIn(t.api.url, 'hashed@hashing.test');
    const children = hashingChildren();
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) {
      expect(child.nice, `process ${child.pid}`).toBe(19);
      // SCHED_IDLE (5) where util-linux's chrt is installed, as on Debian.
      if (fs.existsSync('/usr/bin/chrt')) expect(child.policy, `process ${child.pid}`).toBe(5);
    }
  });

  it('starts the process again after it dies, and a sign-in made at once carries on', async () => {
    const [dead] = hashingChildren();
    if (!dead) throw new Error('No password-hashing process is running');
    process.kill(Number(dead.pid), 'SIGKILL');
    // Before the API has seen the process end: the sign-in is asked of a new one.
    await signIn(t.api.url, 'hashed@hashing.test');
    expect(hashingChildren().map((child) => child.pid)).not.toContain(dead.pid);
    expect(hashingChildren().length).toBeGreaterThan(0);
  });
});
