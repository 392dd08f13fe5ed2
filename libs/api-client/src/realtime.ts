import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { realtimeEventSchema, type RealtimeEvent } from '@groombook/contracts/light';
import { getAccessToken, onAuthChange } from '@groombook/auth';
import { REALTIME, reconnectDelayMs } from '@groombook/domain';
import { appointmentsQueryKey } from './appointments';
import { apiUrl, sessionHeaders } from './client';
import { conflictsQueryKey } from './conflicts';
import { availabilityQueryKey, campaignKeys, schedulesQueryKey, smsConversationKeys } from './query-keys';
import { refreshSession } from './session-refresh';

/**
 * Reads a server-sent event stream as it arrives: hands the text of each event's `data:`
 * lines to `onData`, and calls `onRetry` for a frame that carries a `retry:` hint and no data
 * (the API sends one as soon as it listens to the company's events). Comments (the heartbeat)
 * and other fields carry nothing for the caller.
 */
export function createEventStreamParser(onData: (data: string) => void, onRetry?: () => void): (chunk: string) => void {
  let buffer = '';
  let data: string[] = [];
  let retry = false;
  return (chunk) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) onData(data.join('\n'));
        else if (retry) onRetry?.();
        data = [];
        retry = false;
      } else if (line.startsWith('data:')) {
        data.push(line.slice(5).replace(/^ /, ''));
      } else if (line.startsWith('retry:')) {
        retry = true;
      }
    }
  };
}

export interface RealtimeHandlers {
  onEvent: (event: RealtimeEvent) => void;
  /**
   * A connection opened after an earlier one was lost, and now listening (the API's `retry:`
   * frame, sent once it hears the company's events): events may have been missed meanwhile, and
   * anything read from here on misses none.
   */
  onReconnect?: () => void;
}

/** Answers after which trying again cannot help: the caller may not listen, or this API has no stream. */
const GIVE_UP_STATUSES = new Set([403, 404, 406]);

/**
 * The browser's end of GET /api/events. It sends the session's token in a header (hence
 * fetch, not EventSource) and, when the server ends the stream at the token's expiry,
 * reconnects with the renewed one. A connection that hears nothing, not even a heartbeat,
 * for the heartbeat interval plus the timeout is dropped; every loss is retried after the
 * back-off of REALTIME, which starts over once a connection succeeds. Signing out closes it;
 * signing in (again, or as someone else) and a super admin's change of company open it anew.
 */
export class RealtimeConnection {
  /** Bumped whenever the current attempt is abandoned, so its late callbacks do nothing. */
  private generation = 0;
  private attempt = 0;
  private connectedBefore = false;
  private stopped = false;
  private abort: AbortController | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private readonly stopFollowingSession: () => void;

  constructor(private readonly handlers: RealtimeHandlers) {
    this.stopFollowingSession = onAuthChange((event) => {
      if (event === 'SIGNED_OUT') {
        this.pause();
      } else if (event === 'SIGNED_IN' || event === 'ACTING_COMPANY_CHANGED') {
        // Perhaps someone else (another tab signed in), or another company: the open stream is theirs no longer.
        this.pause();
        this.connect();
      }
    });
    this.connect();
  }

  /** Closes the connection for good. */
  stop(): void {
    this.stopped = true;
    this.stopFollowingSession();
    this.pause();
  }

  private pause(): void {
    this.generation += 1;
    this.attempt = 0;
    clearTimeout(this.retryTimer);
    clearTimeout(this.watchdog);
    this.abort?.abort();
    this.abort = null;
  }

  private connect(): void {
    if (this.stopped) return;
    const token = getAccessToken();
    // Signed out (or a session being restored): the next sign-in connects.
    if (!token) return;
    const generation = ++this.generation;
    const abort = new AbortController();
    this.abort = abort;
    this.armWatchdog(generation);
    // Anything unforeseen while reading counts as a lost connection, tried again after the back-off.
    this.read(generation, token, abort).catch(() => this.lost(generation));
  }

  private async read(generation: number, token: string, abort: AbortController): Promise<void> {
    let response: Response;
    try {
      response = await fetch(apiUrl('/api/events'), {
        headers: { Accept: 'text/event-stream', ...sessionHeaders(token) },
        signal: abort.signal,
      });
    } catch {
      this.lost(generation);
      return;
    }
    const current = () => generation === this.generation;
    if (!current() || !response.ok || !response.body) {
      void response.body?.cancel().catch(() => undefined);
      if (!current()) return;
      if (response.status === 401) {
        // The token expired or was revoked: renew it, then try again with the new one.
        const outcome = await refreshSession();
        if (!current()) return;
        if (outcome === 'signedOut') this.pause();
        else this.lost(generation);
      } else if (GIVE_UP_STATUSES.has(response.status)) {
        this.pause();
      } else {
        this.lost(generation);
      }
      return;
    }

    this.attempt = 0;
    // The answer's headers come before the API listens: a refresh made then could still miss an
    // event published before it listens, so the refresh waits for the stream's first `retry:`.
    let refreshOwed = this.connectedBefore;
    this.connectedBefore = true;
    const reader = response.body.getReader();
    abort.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
    const decoder = new TextDecoder();
    const parse = createEventStreamParser(
      (data) => this.receive(data),
      () => {
        if (!refreshOwed) return;
        refreshOwed = false;
        this.handlers.onReconnect?.();
      },
    );
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (!current()) return;
        if (done) break;
        this.armWatchdog(generation);
        parse(decoder.decode(value, { stream: true }));
      }
    } catch {
      // The connection broke: retried below.
    }
    this.lost(generation);
  }

  private receive(data: string): void {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const event = realtimeEventSchema.safeParse(json);
    if (event.success) this.handlers.onEvent(event.data);
  }

  /** Any sign of life re-arms it; silence past the heartbeat and its timeout counts as a lost connection. */
  private armWatchdog(generation: number): void {
    clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => this.lost(generation), REALTIME.heartbeatMs + REALTIME.heartbeatTimeoutMs);
  }

  /** The attempt `generation` failed or ended: drop it and try again after the back-off. */
  private lost(generation: number): void {
    if (generation !== this.generation || this.stopped) return;
    this.generation += 1;
    clearTimeout(this.watchdog);
    this.abort?.abort();
    this.abort = null;
    this.retryTimer = setTimeout(() => this.connect(), reconnectDelayMs(this.attempt));
    this.attempt += 1;
  }
}

/** The queries an event makes stale. */
export function queryKeysForEvent(event: RealtimeEvent): QueryKey[] {
  switch (event.type) {
    case 'sms.message':
      return [smsConversationKeys.detail(event.customerId), smsConversationKeys.lists(), smsConversationKeys.summary(), smsConversationKeys.unread()];
    case 'campaign.progress':
      return [campaignKeys.detail(event.campaignId), campaignKeys.list()];
    case 'appointments.changed':
      return LIVE_SCHEDULE_KEYS.filter((key) => key !== schedulesQueryKey);
    case 'schedules.changed':
      return [schedulesQueryKey, availabilityQueryKey];
  }
}

/** What the calendar, the appointments and Home show: appointments, conflicts, Home's figures, schedules, free times. */
const LIVE_SCHEDULE_KEYS: QueryKey[] = [appointmentsQueryKey, conflictsQueryKey, ['dashboard'], schedulesQueryKey, availabilityQueryKey];

/**
 * One connection for every screen of the page that listens, opened by the first and closed by
 * the last. Each app that bundles this client has a copy of its own (the shell's listens for
 * every screen; a remote run alone, its own), so the listeners and the connection are kept on
 * the window, where every copy finds them: one stream per page (a browser allows few connections
 * to one server at a time).
 */
interface SharedRealtime {
  subscribers: Set<RealtimeHandlers>;
  connection: RealtimeConnection | null;
}
const SHARED_KEY = '__groombookRealtime';
const shared: SharedRealtime = ((globalThis as Record<string, unknown>)[SHARED_KEY] as SharedRealtime | undefined) ?? { subscribers: new Set(), connection: null };
(globalThis as Record<string, unknown>)[SHARED_KEY] = shared;

/** Listens to the company's live events while subscribed; returns the function that stops listening. */
export function subscribeToRealtime(handlers: RealtimeHandlers): () => void {
  const { subscribers } = shared;
  subscribers.add(handlers);
  shared.connection ??= new RealtimeConnection({
    onEvent: (event) => subscribers.forEach((subscriber) => subscriber.onEvent(event)),
    onReconnect: () => subscribers.forEach((subscriber) => subscriber.onReconnect?.()),
  });
  return () => {
    if (!subscribers.delete(handlers) || subscribers.size > 0) return;
    shared.connection?.stop();
    shared.connection = null;
  };
}

function refreshAfterEvent(client: QueryClient, event: RealtimeEvent): void {
  for (const queryKey of queryKeysForEvent(event)) void client.invalidateQueries({ queryKey });
}

/**
 * While mounted, keeps every live screen of the page current: each event marks the queries that
 * show it stale (the ones on screen refetch): texts and conversations, a campaign's progress,
 * another staff member's edit, a customer's online booking, move or cancellation, a schedule
 * change (appointments, conflicts, Home's figures, schedules, free times). After a lost
 * connection all of them are refreshed, since events may have been missed. The shell mounts it
 * once for the signed-in user's company (shell/src/layout/live-updates.tsx): the remotes' pages
 * are kept live by it rather than by a copy of this client of their own.
 */
export function useRealtimeEvents(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      subscribeToRealtime({
        onEvent: (event) => refreshAfterEvent(client, event),
        onReconnect: () => {
          for (const queryKey of [smsConversationKeys.all, campaignKeys.all, ...LIVE_SCHEDULE_KEYS]) void client.invalidateQueries({ queryKey });
        },
      }),
    [client],
  );
}
