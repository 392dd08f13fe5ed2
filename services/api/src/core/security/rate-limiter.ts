import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS_CONNECTION, REDIS_DEADLINE_MS, withDeadline } from '../redis/redis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ApiException } from '../http/api.exception';

export interface RateLimitRule {
  /** What is limited, e.g. 'sign-in'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters: in Redis when configured (shared by every API instance),
 * otherwise in this process. A Redis that is down (or a command that outlasts its deadline)
 * falls back to the process counters rather than letting every attempt through.
 */
@Injectable()
export class RateLimiter {
  private readonly local = new Map<string, { count: number; resetAt: number }>();

  constructor(
    @Inject(REDIS_CONNECTION) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one attempt; throws 429 with Retry-After once the window's limit is passed. */
  async consume(rule: RateLimitRule, subject: string): Promise<void> {
    const { count, retryAfterSeconds } = await this.count(this.key(rule, subject), rule.windowSeconds);
    if (count > rule.limit) throw tooMany(retryAfterSeconds);
  }

  /** Counts one attempt and says whether it is within the window's limit, for work that is skipped rather than refused. */
  async tryConsume(rule: RateLimitRule, subject: string): Promise<boolean> {
    const { count } = await this.count(this.key(rule, subject), rule.windowSeconds);
    return count <= rule.limit;
  }

  /**
   * For limits on failures only (sign-in): throws 429 when `subject` has already failed
   * `limit` times in the window, without counting this attempt. `recordFailure` counts one
   * and `reset` forgets them (after a success).
   */
  async assertUnderLimit(rule: RateLimitRule, subject: string): Promise<void> {
    const key = this.key(rule, subject);
    if (this.redis?.status === 'ready') {
      try {
        const [[, raw], [, ttl]] = (await withDeadline(this.redis.multi().get(key).pttl(key).exec(), REDIS_DEADLINE_MS, 'Rate limit read')) as [
          [null, string | null],
          [null, number],
        ];
        if (Number(raw ?? 0) >= rule.limit) throw tooMany(Math.max(1, Math.ceil(ttl / 1000)));
        return;
      } catch (error) {
        if (error instanceof ApiException) throw error;
        // fall through to the local counters
      }
    }
    const entry = this.local.get(key);
    const now = Date.now();
    if (entry && entry.resetAt > now && entry.count >= rule.limit) throw tooMany(Math.max(1, Math.ceil((entry.resetAt - now) / 1000)));
  }

  async recordFailure(rule: RateLimitRule, subject: string): Promise<void> {
    await this.count(this.key(rule, subject), rule.windowSeconds);
  }

  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    const key = this.key(rule, subject);
    this.local.delete(key);
    if (this.redis?.status === 'ready') await withDeadline(this.redis.del(key), REDIS_DEADLINE_MS, 'Rate limit reset').catch(() => undefined);
  }

  private key(rule: RateLimitRule, subject: string): string {
    return `${this.config.redisKeyPrefix}:rate:${rule.name}:${subject}`;
  }

  private async count(key: string, windowSeconds: number): Promise<{ count: number; retryAfterSeconds: number }> {
    if (this.redis?.status === 'ready') {
      try {
        const [[, count], [, ttl]] = (await withDeadline(this.redis.multi().incr(key).pttl(key).exec(), REDIS_DEADLINE_MS, 'Rate limit count')) as [
          [null, number],
          [null, number],
        ];
        if (ttl < 0) await withDeadline(this.redis.pexpire(key, windowSeconds * 1000), REDIS_DEADLINE_MS, 'Rate limit expiry');
        return { count, retryAfterSeconds: Math.max(1, Math.ceil((ttl < 0 ? windowSeconds * 1000 : ttl) / 1000)) };
      } catch {
        // fall through to the local counters
      }
    }
    const now = Date.now();
    let entry = this.local.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.local.set(key, entry);
      if (this.local.size > 10_000) this.prune(now);
    }
    entry.count += 1;
    return { count: entry.count, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
  }

  private prune(now: number): void {
    for (const [key, entry] of this.local) if (entry.resetAt <= now) this.local.delete(key);
  }
}

/** 429 with Retry-After, and the same wait in the message, for the person reading it. */
function tooMany(retryAfterSeconds: number): ApiException {
  return new ApiException(429, 'RATE_LIMITED', `Too many attempts. Please try again in ${waitInWords(retryAfterSeconds)}.`).withHeader(
    'Retry-After',
    String(retryAfterSeconds),
  );
}

export function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
