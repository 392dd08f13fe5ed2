import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@groombook/auth';
import { buildSessionUser } from '@groombook/contracts/testing';
import type { RealtimeEvent } from '@groombook/contracts/light';
import { campaignKeys } from './campaigns';
import { createEventStreamParser, queryKeysForEvent, RealtimeConnection } from './realtime';
import { smsConversationKeys } from './sms-conversations';
import { answer, stubFetchWithSession, testSession } from './testing/stub-fetch';

/** A GET /api/events answer whose body the test writes to and ends. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const message: RealtimeEvent = { type: 'sms.message', customerId: 'c1', messageId: 'm1' };
const progress: RealtimeEvent = { type: 'campaign.progress', campaignId: 'k1' };
const dataFrame = (event: unknown) => `data: ${JSON.stringify(event)}\n\n`;

const fetchMock = stubFetchWithSession({ baseUrl: 'https://api.example' });
const streamCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/events'));
/** Lets the fake fetch and the stream reads settle at the current fake time. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let connection: RealtimeConnection | null = null;
function connect() {
  const events: RealtimeEvent[] = [];
  const onReconnect = vi.fn();
  connection = new RealtimeConnection({ onEvent: (event) => events.push(event), onReconnect });
  return { events, onReconnect };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  connection?.stop();
  connection = null;
  vi.useRealTimers();
});

describe('the realtime connection', () => {
  it("connects to the API's event stream with the session's token and hands on each event of the contract", async () => {
    const stream = eventStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    const { events } = connect();
    await settle();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example/api/events');
    expect(init?.headers).toEqual({ Accept: 'text/event-stream', Authorization: 'Bearer token-1' });

    stream.send('retry: 1000\n\n: heartbeat\n\n');
    stream.send(dataFrame(message).slice(0, 20));
    stream.send(dataFrame(message).slice(20));
    stream.send(dataFrame({ type: 'sms.message', customerId: 'c1' }));
    stream.send('data: not json\n\n');
    stream.send(dataFrame(progress));
    await settle();
    expect(events).toEqual([message, progress]);
  });

  it('retries a failed connection after 1 s, 2 s, 5 s, then every 10 s', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    connect();
    await settle();
    expect(streamCalls()).toHaveLength(1);

    const expectAttemptAfter = async (ms: number, total: number) => {
      await vi.advanceTimersByTimeAsync(ms - 1);
      expect(streamCalls()).toHaveLength(total - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(streamCalls()).toHaveLength(total);
    };
    await expectAttemptAfter(1_000, 2);
    await expectAttemptAfter(2_000, 3);
    await expectAttemptAfter(5_000, 4);
    await expectAttemptAfter(10_000, 5);
    await expectAttemptAfter(10_000, 6);
  });

  it('starts the back-off over once a connection succeeds, and tells the listener it reconnected', async () => {
    const first = eventStream();
    const second = eventStream();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(first.response)
      .mockResolvedValueOnce(second.response);
    const { onReconnect } = connect();
    await vi.advanceTimersByTimeAsync(1_000 + 2_000);
    expect(streamCalls()).toHaveLength(3);
    expect(onReconnect).not.toHaveBeenCalled();

    // The server ends the stream (the access token expired): the next try waits 1 s again, not 5 s.
    first.end();
    await settle();
    await vi.advanceTimersByTimeAsync(999);
    expect(streamCalls()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(streamCalls()).toHaveLength(4);
    // The answer's headers come before the API listens: the listener hears of it once the stream says it listens.
    expect(onReconnect).not.toHaveBeenCalled();
    second.send(': heartbeat\n\n');
    await settle();
    expect(onReconnect).not.toHaveBeenCalled();
    second.send('retry: 1000\n\n');
    await settle();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    second.send('retry: 1000\n\n');
    await settle();
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('does not call a first connection a reconnection, even once it listens', async () => {
    const stream = eventStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    const { onReconnect } = connect();
    await settle();
    stream.send('retry: 1000\n\n');
    await settle();
    expect(onReconnect).not.toHaveBeenCalled();
  });

  it('counts anything unforeseen while reading as a lost connection and tries again, rather than failing unhandled', async () => {
    const stream = eventStream();
    // Not an answer at all (a broken fetch): reading it throws.
    fetchMock.mockResolvedValueOnce(undefined as unknown as Response).mockResolvedValueOnce(stream.response);
    const { events } = connect();
    await settle();
    expect(streamCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(streamCalls()).toHaveLength(2);
    stream.send(dataFrame(message));
    await settle();
    expect(events).toEqual([message]);
  });

  it('drops a connection that has heard nothing for 30 s + 10 s, and keeps one that hears heartbeats', async () => {
    const quiet = eventStream();
    const next = eventStream();
    fetchMock.mockResolvedValueOnce(quiet.response).mockResolvedValueOnce(next.response);
    connect();
    await settle();

    // Heartbeats keep it alive well past 40 s.
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(30_000);
      quiet.send(': heartbeat\n\n');
    }
    await settle();
    expect(streamCalls()).toHaveLength(1);

    // Then silence: dead at 40 s after the last heartbeat, and retried 1 s later.
    await vi.advanceTimersByTimeAsync(39_999);
    expect(streamCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + 1_000);
    expect(streamCalls()).toHaveLength(2);
  });

  it('gives up on a stream that never answers after the same 40 s', async () => {
    fetchMock.mockImplementationOnce((_url, init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    connect();
    await vi.advanceTimersByTimeAsync(40_000 + 999);
    expect(streamCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(streamCalls()).toHaveLength(2);
  });

  it('closes on sign-out and opens anew on every sign-in', async () => {
    const stream = eventStream();
    let aborted = false;
    fetchMock.mockImplementationOnce(async (_url, init) => {
      init?.signal?.addEventListener('abort', () => (aborted = true));
      return stream.response;
    });
    connect();
    await settle();

    sessionStore.getState().signOut();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(aborted).toBe(true);
    expect(streamCalls()).toHaveLength(1);

    fetchMock.mockResolvedValueOnce(eventStream().response);
    sessionStore.getState().signIn(testSession('again@groombook.test', { accessToken: 'token-2' }), { role: 'admin', companyId: 'c1' });
    await settle();
    expect(streamCalls()).toHaveLength(2);
    expect(streamCalls()[1]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer token-2' });

    // Someone else signs in over this session (another tab): their stream replaces it at once.
    fetchMock.mockResolvedValueOnce(eventStream().response);
    sessionStore.getState().signIn(testSession('other@groombook.test', { accessToken: 'token-3' }), { role: 'admin', companyId: 'c2' });
    await settle();
    expect(streamCalls()).toHaveLength(3);
    expect(streamCalls()[2]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer token-3' });
    expect(streamCalls()[1]?.[1]?.signal?.aborted).toBe(true);
  });

  it('renews an expired token after a 401 and reconnects with the new one', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/api/auth/refresh')) {
        return answer(200, {
          success: true,
          session: { access_token: 'token-2', token_type: 'bearer', expires_in: 900, expires_at: 2_000_000_000, user: buildSessionUser({ id: 'u1' }) },
        });
      }
      const bearer = (init?.headers as Record<string, string>).Authorization;
      return bearer === 'Bearer token-2' ? eventStream().response : answer(401, { success: false, message: 'Invalid or expired access token', code: 'UNAUTHORIZED' });
    });
    connect();
    await settle();
    expect(sessionStore.getState().session?.accessToken).toBe('token-2');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(streamCalls().map(([, init]) => (init?.headers as Record<string, string>).Authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('stops trying when the caller may not listen (403)', async () => {
    fetchMock.mockResolvedValue(answer(403, { success: false, message: 'You do not have permission to do this', code: 'FORBIDDEN' }));
    connect();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(streamCalls()).toHaveLength(1);
  });
});

describe('the event stream parser', () => {
  it("joins an event's data lines, across chunks and line endings, and skips comments and other fields", () => {
    const data: string[] = [];
    const parse = createEventStreamParser((text) => data.push(text));
    parse(': heartbeat\r\n\r\nretry: 1000\n\nid: 7\ndata: {"a":');
    parse('1}\ndata:second line\n');
    expect(data).toEqual([]);
    parse('\n');
    expect(data).toEqual(['{"a":1}\nsecond line']);
  });

  it("calls onRetry for a frame with a retry hint and no data (the API listening), not for the stopping server's last frame", () => {
    const data: string[] = [];
    const onRetry = vi.fn();
    const parse = createEventStreamParser((text) => data.push(text), onRetry);
    parse(': heartbeat\n\n');
    expect(onRetry).not.toHaveBeenCalled();
    parse('retry: 1000\r\n');
    expect(onRetry).not.toHaveBeenCalled();
    parse('\r\n');
    expect(onRetry).toHaveBeenCalledTimes(1);
    parse('retry: 1000\nevent: reconnect\ndata: {"reason":"server-stopping"}\n\n');
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(data).toEqual(['{"reason":"server-stopping"}']);
  });
});

describe('the queries an event makes stale', () => {
  it("a message: that customer's conversation, the lists, the summary and the header's count; a campaign's progress: that campaign and the list", () => {
    expect(queryKeysForEvent(message)).toEqual([smsConversationKeys.detail('c1'), smsConversationKeys.lists(), smsConversationKeys.summary(), smsConversationKeys.unread()]);
    expect(queryKeysForEvent(progress)).toEqual([campaignKeys.detail('k1'), campaignKeys.list()]);
  });

  it('appointments changed: appointments, conflicts, Home, free times; schedules changed: schedules and free times', () => {
    expect(queryKeysForEvent({ type: 'appointments.changed', months: [{ year: 2026, month: 11 }] })).toEqual([['appointments'], ['conflicts'], ['dashboard'], ['availability']]);
    expect(queryKeysForEvent({ type: 'schedules.changed' })).toEqual([['schedules'], ['availability']]);
  });
});
