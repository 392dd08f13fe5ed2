import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Role } from '@groombook/domain';
import type { AccessTokenClaims } from './auth-user';
import { loggableError } from '../logging/loggable-error';
import { createRedisConnection, REDIS_DEADLINE_MS, withDeadline } from '../redis/redis';

/** A user's access as the database says now: checked against every access token they present. */
export interface AccessState {
  role: Role;
  companyId: string | null;
  /** Raised by every change of the user's access; a token of another version grants nothing. */
  tokenVersion: number;
  disabled: boolean;
  /** The user's company is suspended (super admins are not held to it: see AccessGuard). */
  companySuspended: boolean;
}

/** A company a super admin may act in. */
export interface ActingCompany {
  id: string;
  name: string;
}

/** A session (refresh-token family): its user, and whether it still stands (not signed out, revoked or expired). */
export interface SessionState {
  userId: string;
  live: boolean;
}

/** What a write changed: one user's access, a company (its status, its name) and so every user of it, or one session (a sign-out). */
export type AccessChange = { userId: string } | { companyId: string } | { sessionId: string };

export interface AccessStateLoaders {
  /** The user's state, or null when there is no such user. One indexed query. */
  user(userId: string): Promise<AccessState | null>;
  company(companyId: string): Promise<ActingCompany | null>;
  /** The session's state, or null when no token of it exists. One indexed query. */
  session(sessionId: string): Promise<SessionState | null>;
}

/**
 * Whether the user's access still stands as the token was issued: the same token version
 * (raised by every change of role, by disabling and by suspension), not disabled, and the
 * company not suspended. Super admins run the platform, so their company's suspension does
 * not lock them out of it.
 */
export function stillGranted(claims: AccessTokenClaims, state: AccessState | null): state is AccessState {
  if (!state || state.tokenVersion !== claims.tokenVersion || state.disabled) return false;
  return state.role === 'superadmin' || !state.companySuspended;
}

/** At most this long an entry answers for the database. */
export const ACCESS_STATE_TTL_MS = 1000;
/** How many entries each cache keeps; past that, the oldest is forgotten. */
const ENTRIES_KEPT = 10_000;

const changeSchema = z.union([
  z.object({ userId: z.string() }).strict(),
  z.object({ companyId: z.string() }).strict(),
  z.object({ sessionId: z.string() }).strict(),
]);

/** The channel on which every API process hears of access changes made by any other. */
export function accessChangesChannel(prefix: string): string {
  return `${prefix}:access-changes`;
}

/**
 * Values loaded on demand and kept at most `ttlMs` from the moment their read began.
 * Concurrent misses of one key share one load. A load that began before a `drop` does not
 * store what it read, which may predate the change the drop announced.
 */
class ShortCache<T> {
  private readonly entries = new Map<string, { value: T; readAt: number }>();
  private readonly loading = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly load: (key: string) => Promise<T>,
  ) {}

  get(key: string): Promise<T> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry) {
      if (now - entry.readAt < this.ttlMs) return Promise.resolve(entry.value);
      this.entries.delete(key);
    }
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const load = this.load(key)
      .then((value) => {
        if (generation === this.generation) {
          if (this.entries.size >= ENTRIES_KEPT) this.entries.delete(this.entries.keys().next().value as string);
          this.entries.set(key, { value, readAt: now });
        }
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === load) this.loading.delete(key);
      });
    this.loading.set(key, load);
    return load;
  }

  /** Forgets the entries `matches` picks, and every load under way. */
  drop(matches: (key: string, value: T) => boolean): void {
    this.generation += 1;
    this.loading.clear();
    for (const [key, entry] of this.entries) if (matches(key, entry.value)) this.entries.delete(key);
  }
}

/**
 * Each user's current access (role, company, token version, disabled, company suspended)
 * and the companies super admins act in, read on every authenticated request. An entry
 * answers for at most a second, so a hit costs no query and a miss one indexed query. A
 * write that changes access calls `changed` once committed: this process forgets the
 * entries at once and, with Redis, tells every other API process to forget them too. A lost
 * message still costs at most the second an entry lives.
 */
export class AccessStates implements OnApplicationShutdown {
  private readonly logger = new Logger('AccessStates');
  private readonly users: ShortCache<AccessState | null>;
  private readonly companies: ShortCache<ActingCompany | null>;
  private readonly sessions: ShortCache<SessionState | null>;
  private readonly changeListeners = new Set<(change: AccessChange) => void>();
  private readonly channel: string;
  private subscriber: Redis | null = null;
  private subscription: Promise<void> | null = null;

  constructor(
    loaders: AccessStateLoaders,
    private readonly redis: { publisher: Redis; url: string; prefix: string } | null,
    ttlMs = ACCESS_STATE_TTL_MS,
  ) {
    this.users = new ShortCache(ttlMs, (id) => loaders.user(id));
    this.companies = new ShortCache(ttlMs, (id) => loaders.company(id));
    this.sessions = new ShortCache(ttlMs, (id) => loaders.session(id));
    this.channel = accessChangesChannel(redis?.prefix ?? '');
  }

  /** The user's access now (null: no such user). */
  user(userId: string): Promise<AccessState | null> {
    return this.users.get(userId);
  }

  /**
   * The user's access now, when the token still grants it: its user's access as it was issued
   * (stillGranted) and its session not ended (a signed-out session's access tokens stop on
   * their next request). Null otherwise. Tokens from before sessions were named skip the
   * session check.
   */
  async current(claims: AccessTokenClaims): Promise<AccessState | null> {
    const [state, session] = await Promise.all([this.user(claims.id), claims.sessionId ? this.sessions.get(claims.sessionId) : null]);
    if (claims.sessionId && (!session?.live || session.userId !== claims.id)) return null;
    return stillGranted(claims, state) ? state : null;
  }

  /**
   * Calls `listener` after every change this process forgets, its own and the other
   * processes' (the open event streams check their access again); returns the function that
   * stops it.
   */
  onChange(listener: (change: AccessChange) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** The company by id, or null when none has it. */
  company(companyId: string): Promise<ActingCompany | null> {
    return this.companies.get(companyId);
  }

  /** After a committed write that changed access: forgotten here at once, and in every other API process. */
  async changed(change: AccessChange): Promise<void> {
    this.forget(change);
    if (!this.redis) return;
    try {
      const { publisher } = this.redis;
      if (publisher.status !== 'ready') throw new Error(`Redis is not connected (${publisher.status})`);
      await withDeadline(publisher.publish(this.channel, JSON.stringify(change)), REDIS_DEADLINE_MS, 'Redis publish');
    } catch (error) {
      this.logger.warn({ err: loggableError(error) }, 'An access change was not sent to the other API processes (their entries expire within a second)');
    }
  }

  private forget(change: AccessChange): void {
    if ('userId' in change) {
      this.users.drop((id) => id === change.userId);
      this.sessions.drop((_id, session) => session?.userId === change.userId);
    } else if ('sessionId' in change) {
      this.sessions.drop((id) => id === change.sessionId);
    } else {
      this.users.drop((_id, state) => state?.companyId === change.companyId);
      this.companies.drop((id) => id === change.companyId);
    }
    for (const listener of [...this.changeListeners]) {
      try {
        listener(change);
      } catch (error) {
        this.logger.error({ err: loggableError(error) }, 'A listener of access changes failed');
      }
    }
  }

  /**
   * Hears the other processes' changes from now on (with Redis; nothing to do without). The
   * API calls it at start; the worker checks no token, so it never subscribes. Resolves once
   * subscribed, or after a warning when Redis does not answer in time: ioredis subscribes
   * once Redis is back (and again after every reconnect), and entries expire within a second.
   */
  async listen(): Promise<void> {
    if (!this.redis) return;
    if (!this.subscription) {
      const subscriber = (this.subscriber ??= createRedisConnection(this.redis.url));
      subscriber.on('message', (channel: string, message: string) => {
        if (channel === this.channel) this.receive(message);
      });
      this.subscription = subscriber.subscribe(this.channel).then(() => undefined);
    }
    try {
      await withDeadline(this.subscription, REDIS_DEADLINE_MS, 'Redis subscribe');
    } catch (error) {
      this.logger.warn({ err: loggableError(error) }, 'Not subscribed to access changes yet (entries expire within a second)');
    }
  }

  private receive(message: string): void {
    let change: AccessChange;
    try {
      change = changeSchema.parse(JSON.parse(message));
    } catch {
      this.logger.warn('A message on the access changes channel that is not a change was ignored');
      return;
    }
    this.forget(change);
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
    this.subscriber = null;
    this.subscription = null;
  }
}
