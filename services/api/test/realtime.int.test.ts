import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@groombook/contracts';
import { createTestDatabase, TEST_REDIS_URL, type TestDatabase } from '@groombook/testing';
import { TokenService } from '../src/core/auth/token.service';
import { RealtimeEvents } from '../src/core/realtime/realtime-events';
import { Arrange, call, signIn } from './support/identity';
import { eventually } from './support/sms';
import { startTestApi, uniqueRedisKeyPrefix, type TestApi } from './support/test-api';

/** An open GET /api/events as the browser reads it: the frames so far, and a wait for the next that matches. */
interface EventStream {
  status: number;
  frames: string[];
  /** The first frame (seen or still to come) that matches. */
  next: (matches: (frame: string) => boolean, timeoutMs?: number) => Promise<string>;
  /** Resolves with the time it ended when the server ends the stream. */
  ended: Promise<number>;
  close: () => void;
}

const streams: EventStream[] = [];

async function openStream(apiUrl: string, token: string): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(`${apiUrl}/api/events`, {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  const frames: string[] = [];
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of [...waiters]) waiter();
  };
  let finished = false;
  const body = response.body;
  if (!body) throw new Error('GET /api/events answered without a body');
  const ended = (async () => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          frames.push(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
        notify();
      }
    } catch {
      // aborted by close()
    }
    finished = true;
    notify();
    return Date.now();
  })();

  const next = (matches: (frame: string) => boolean, timeoutMs = 5000) =>
    new Promise<string>((resolve, reject) => {
      const settle = (outcome: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        outcome();
      };
      const timer = setTimeout(
        () => settle(() => reject(new Error(`No matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`))),
        timeoutMs,
      );
      const check = () => {
        const found = frames.find(matches);
        if (found !== undefined) settle(() => resolve(found));
        else if (finished) settle(() => reject(new Error(`The stream ended without a matching frame; got ${JSON.stringify(frames)}`)));
      };
      waiters.add(check);
      check();
    });

  const stream = { status: response.status, frames, next, ended, close: () => abort.abort() };
  streams.push(stream);
  return stream;
}

const isRetryHint = (frame: string) => frame.startsWith('retry:');
const isHeartbeat = (frame: string) => frame.startsWith(':');
const dataOf = (frame: string): unknown => (frame.startsWith('data: ') ? JSON.parse(frame.slice('data: '.length)) : null);
const isEvent = (event: RealtimeEvent) => (frame: string) => JSON.stringify(dataOf(frame)) === JSON.stringify(event);

/** An open stream that is listening: the server sends the retry hint once events will reach it. */
async function listeningStream(apiUrl: string, token: string): Promise<EventStream> {
  const stream = await openStream(apiUrl, token);
  expect(stream.status).toBe(200);
  await stream.next(isRetryHint);
  return stream;
}

afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

describe('live updates over Redis, across two API processes', () => {
  let database: TestDatabase;
  let publisher: TestApi;
  let streamer: TestApi;
  let arrange: Arrange;
  let companyA: string;
  let companyB: string;
  let adminAId: string;
  const tokens: Record<'adminA' | 'adminB' | 'staffA' | 'superadmin', string> = { adminA: '', adminB: '', staffA: '', superadmin: '' };

  beforeAll(async () => {
    database = await createTestDatabase();
    // Same database and same Redis prefix: two API processes of one deployment. The heartbeat every second, for the test.
    const env = { DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: uniqueRedisKeyPrefix(), REALTIME_HEARTBEAT_SECONDS: '1' };
    publisher = await startTestApi(env);
    streamer = await startTestApi(env);
    arrange = await Arrange.connect(database.url);
    companyA = await arrange.company('Alpha Grooming');
    companyB = await arrange.company('Bravo Grooming');
    adminAId = await arrange.user('admin@alpha.test', 'admin', companyA);
    await arrange.user('admin@bravo.test', 'admin', companyB);
    await arrange.user('staff@alpha.test', 'staff', companyA);
    await arrange.user('root@platform.test', 'superadmin', null);
    tokens.adminA = (await signIn(publisher.url, 'admin@alpha.test')).access_token;
    tokens.adminB = (await signIn(publisher.url, 'admin@bravo.test')).access_token;
    tokens.staffA = (await signIn(publisher.url, 'staff@alpha.test')).access_token;
    tokens.superadmin = (await signIn(publisher.url, 'root@platform.test')).access_token;
  });

  afterAll(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await arrange?.close();
    await publisher?.close();
    await streamer?.close();
    await database?.drop();
  });

  it('delivers an event published by one process to a listener of the other, and never to another company', async () => {
    const alpha = await listeningStream(streamer.url, tokens.adminA);
    const bravo = await listeningStream(streamer.url, tokens.adminB);
    const forAlpha: RealtimeEvent = { type: 'sms.message', customerId: 'cust-a', messageId: 'msg-1' };
    const forBravo: RealtimeEvent = { type: 'campaign.progress', campaignId: 'camp-b' };

    await publisher.app.get(RealtimeEvents).publish(companyA, forAlpha);
    await alpha.next(isEvent(forAlpha));
    // Published after Alpha's on the same channel, so Bravo would have had Alpha's first.
    await publisher.app.get(RealtimeEvents).publish(companyB, forBravo);
    await bravo.next(isEvent(forBravo));
    expect(bravo.frames.map(dataOf).filter(Boolean)).toEqual([forBravo]);
    expect(alpha.frames.map(dataOf).filter(Boolean)).toEqual([forAlpha]);
  });

  it('also delivers to a listener of the publishing process itself, once', async () => {
    const alpha = await listeningStream(publisher.url, tokens.adminA);
    const event: RealtimeEvent = { type: 'sms.message', customerId: 'cust-a', messageId: 'msg-2' };
    await streamer.app.get(RealtimeEvents).publish(companyA, event);
    await publisher.app.get(RealtimeEvents).publish(companyA, { type: 'campaign.progress', campaignId: 'after' });
    await alpha.next(isEvent({ type: 'campaign.progress', campaignId: 'after' }));
    expect(alpha.frames.filter(isEvent(event))).toHaveLength(1);
  });

  it("delivers a batch published at once (one round trip to Redis) in its order, each event to its own company's listeners", async () => {
    const alpha = await listeningStream(streamer.url, tokens.adminA);
    const bravo = await listeningStream(streamer.url, tokens.adminB);
    const batch: [string, RealtimeEvent][] = [
      ...Array.from({ length: 50 }, (_, index): [string, RealtimeEvent] => [companyA, { type: 'sms.message', customerId: `cust-${index}`, messageId: `batch-${index}` }]),
      [companyB, { type: 'campaign.progress', campaignId: 'batch-b' }],
      [companyA, { type: 'campaign.progress', campaignId: 'batch-a' }],
    ];
    await publisher.app.get(RealtimeEvents).publishMany(batch);
    await alpha.next(isEvent({ type: 'campaign.progress', campaignId: 'batch-a' }));
    await bravo.next(isEvent({ type: 'campaign.progress', campaignId: 'batch-b' }));
    expect(alpha.frames.map(dataOf).filter(Boolean)).toEqual(batch.filter(([company]) => company === companyA).map(([, event]) => event));
    expect(bravo.frames.map(dataOf).filter(Boolean)).toEqual([{ type: 'campaign.progress', campaignId: 'batch-b' }]);
  });

  it('sends the stream unbuffered and uncached, with a heartbeat', async () => {
    const response = await fetch(`${streamer.url}/api/events`, { headers: { Accept: 'text/event-stream', Authorization: `Bearer ${tokens.adminA}` } });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    await response.body?.cancel();

    const stream = await listeningStream(streamer.url, tokens.adminA);
    expect(stream.frames[0]).toBe('retry: 1000');
    await stream.next(isHeartbeat, 15_000);
    // Not a single comment: it keeps coming, the stream still open.
    await eventually(async () => stream.frames.filter(isHeartbeat).length >= 2, 15_000, 'a second heartbeat');
    await expect(Promise.race([stream.ended, Promise.resolve('open')])).resolves.toBe('open');
  });

  it("tells a staff member's stream that appointments changed when another user creates one, with its month only, and nothing of another company", async () => {
    const staff = await listeningStream(streamer.url, tokens.staffA);
    const bravo = await listeningStream(streamer.url, tokens.adminB);
    const ok = async <T,>(answer: Promise<{ status: number; body: T }>) => {
      const { status, body } = await answer;
      expect(status, JSON.stringify(body)).toBeLessThan(300);
      return body;
    };
    const created = await ok(call(publisher.url, 'POST', '/api/customers', { token: tokens.adminA, body: { name: 'Lou Live', phone_number: '(201) 555-0190' } }));
    const customer = (created as { data: { customer: { id: string } } }).data.customer.id;
    await ok(call(publisher.url, 'POST', '/api/appointments', { token: tokens.adminA, body: { date: '2031-03-03', time: '10:00', customer_id: customer, dog_name: 'Rex' } }));

    const changed: RealtimeEvent = { type: 'appointments.changed', months: [{ year: 2031, month: 3 }] };
    const frame = await staff.next(isEvent(changed));
    expect(frame).not.toContain('Lou Live');
    expect(frame).not.toContain('Rex');
    // Bravo hears its own event, published after Alpha's on the same channel, and never Alpha's.
    const forBravo: RealtimeEvent = { type: 'schedules.changed' };
    await publisher.app.get(RealtimeEvents).publish(companyB, forBravo);
    await bravo.next(isEvent(forBravo));
    expect(bravo.frames.map(dataOf).filter(Boolean)).toEqual([forBravo]);
  });

  it('refuses a caller without a token (401) and a super admin without a company (403)', async () => {
    const accept = { Accept: 'text/event-stream' };
    expect((await call(streamer.url, 'GET', '/api/events', { headers: accept })).status).toBe(401);
    const superadmin = await call(streamer.url, 'GET', '/api/events', { token: tokens.superadmin, headers: accept });
    expect(superadmin).toMatchObject({ status: 403, body: { code: 'NO_COMPANY' } });
  });

  it('answers 406 at once to a request that does not ask for an event stream', async () => {
    const answer = await call(streamer.url, 'GET', '/api/events', { token: tokens.adminA });
    expect(answer).toMatchObject({ status: 406, body: { success: false, code: 'NOT_ACCEPTABLE' } });
  });

  it('ends the stream when the access token expires, so the browser reconnects with a fresh one', async () => {
    const tokenService = streamer.app.get(TokenService);
    const ttl = streamer.config.auth.accessTokenTtlSeconds;
    // A token of two seconds: the configuration allows no less than a minute.
    streamer.config.auth.accessTokenTtlSeconds = 2;
    const shortLived = await tokenService
      .signAccessToken({ id: adminAId, email: 'admin@alpha.test', role: 'admin', companyId: companyA, sessionId: null, tokenVersion: 0 })
      .finally(() => {
        streamer.config.auth.accessTokenTtlSeconds = ttl;
      });
    const stream = await listeningStream(streamer.url, shortLived.token);
    // The server ends it by itself (the test never closes it), and not before the token's expiry.
    const endedAt = await stream.ended;
    expect(endedAt).toBeGreaterThanOrEqual(shortLived.expiresAt * 1000 - 50);

    const again = await call(streamer.url, 'GET', '/api/events', { token: shortLived.token, headers: { Accept: 'text/event-stream' } });
    expect(again.status).toBe(401);
  });
});

describe("a stream whose caller's access ends, across two API processes", () => {
  let database: TestDatabase;
  let changer: TestApi;
  let streamer: TestApi;
  let arrange: Arrange;
  let companyA: string;
  let root = '';

  /** An admin of company A, signed in, with a stream open on the other process. */
  const adminWithStream = async (email: string) => {
    const id = await arrange.user(email, 'admin', companyA);
    const session = await signIn(changer.url, email);
    const stream = await listeningStream(streamer.url, session.access_token);
    return { id, session, stream };
  };

  /**
   * Ended by the change's message, not by a heartbeat's check: each heartbeat (every 30 s here) is
   * sent before it checks the caller's access, so a stream a heartbeat ended holds one.
   */
  const endsOnTheChange = async (stream: EventStream) => {
    await stream.ended;
    expect(stream.frames.filter(isHeartbeat)).toEqual([]);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: uniqueRedisKeyPrefix(), REALTIME_HEARTBEAT_SECONDS: '30' };
    changer = await startTestApi(env);
    streamer = await startTestApi(env);
    arrange = await Arrange.connect(database.url);
    companyA = await arrange.company('Alpha Grooming');
    await arrange.user('root@platform.test', 'superadmin', null);
    root = (await signIn(changer.url, 'root@platform.test')).access_token;
  });

  afterAll(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await arrange?.close();
    await changer?.close();
    await streamer?.close();
    await database?.drop();
  });

  it('ends it when the user signs out, and refuses the signed-out token everywhere (401)', async () => {
    const { session, stream } = await adminWithStream('signs-out@alpha.test');
    const other = await adminWithStream('stays@alpha.test');
    const out = await call(changer.url, 'POST', '/api/auth/sign-out', { headers: { Cookie: session.cookie } });
    expect(out.status).toBe(200);
    await endsOnTheChange(stream);
    for (const api of [changer, streamer]) {
      const me = await call(api.url, 'GET', '/api/me', { token: session.access_token });
      expect(me).toMatchObject({ status: 401, body: { success: false, code: 'SESSION_REVOKED' } });
    }
    // Another session's stream stays open and its token works.
    expect((await call(streamer.url, 'GET', '/api/me', { token: other.session.access_token })).status).toBe(200);
    expect(other.stream.frames.length).toBeGreaterThan(0);
    await expect(Promise.race([other.stream.ended, new Promise((resolve) => setTimeout(() => resolve('open'), 300))])).resolves.toBe('open');
  });

  it('ends it when the user is disabled', async () => {
    const { id, stream } = await adminWithStream('disabled@alpha.test');
    expect((await call(changer.url, 'PUT', '/api/users', { token: root, body: { id, disabled: true } })).status).toBe(200);
    await endsOnTheChange(stream);
  });

  it("ends it when the user's role changes (admin to staff): the token issued for the old role no longer stands", async () => {
    const { id, stream } = await adminWithStream('demoted@alpha.test');
    expect((await call(changer.url, 'PUT', '/api/users', { token: root, body: { id, role: 'staff' } })).status).toBe(200);
    await endsOnTheChange(stream);
  });

  it("ends it when the user's company is suspended", async () => {
    const { stream } = await adminWithStream('suspended@alpha.test');
    expect((await call(changer.url, 'PUT', '/api/companies', { token: root, body: { id: companyA, status: 'suspended' } })).status).toBe(200);
    await endsOnTheChange(stream);
    await call(changer.url, 'PUT', '/api/companies', { token: root, body: { id: companyA, status: 'active' } });
  });
});

describe('live updates without Redis, and with Redis down', () => {
  let database: TestDatabase;
  let embedded: TestApi;
  let redisDown: TestApi | undefined;
  let token = '';
  let companyId = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    embedded = await startTestApi({ DATABASE_URL: database.url });
    redisDown = await startTestApi({ DATABASE_URL: database.url, REDIS_URL: 'redis://127.0.0.1:1' });
    const arrange = await Arrange.connect(database.url);
    companyId = await arrange.company('Alpha Grooming');
    await arrange.user('admin@alpha.test', 'admin', companyId);
    await arrange.close();
    token = (await signIn(embedded.url, 'admin@alpha.test')).access_token;
  });

  afterAll(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await embedded?.close();
    await redisDown?.close();
    await database?.drop();
  });

  it('delivers in process when there is no Redis', async () => {
    const stream = await listeningStream(embedded.url, token);
    const event: RealtimeEvent = { type: 'sms.message', customerId: 'c', messageId: 'm' };
    await embedded.app.get(RealtimeEvents).publish(companyId, event);
    await stream.next(isEvent(event));
  });

  it('never fails a publisher when Redis is unreachable, still opens the stream, and ends it at shutdown', async () => {
    const api = redisDown;
    if (!api) throw new Error('The API with Redis down did not start');
    await expect(api.app.get(RealtimeEvents).publish(companyId, { type: 'campaign.progress', campaignId: 'k' })).resolves.toBeUndefined();
    await expect(api.app.get(RealtimeEvents).publishMany([[companyId, { type: 'campaign.progress', campaignId: 'k' }]])).resolves.toBeUndefined();
    const stream = await openStream(api.url, token);
    expect(stream.status).toBe(200);
    await stream.next(isRetryHint);

    // An open stream must not hold the server's shutdown.
    redisDown = undefined;
    await api.close();
    await stream.ended;
  });
});
