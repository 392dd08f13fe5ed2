import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS_CONNECTION } from '../redis/redis';
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
 * otherwise in this process. A Redis that is down falls back to the process counters
 * rather than letting every attempt through.
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
    const key = `${this.config.redisKeyPrefix}:rate:${rule.name}:${subject}`;
    const { count, retryAfterSeconds } = await this.count(key, rule.windowSeconds);
    if (count > rule.limit) {
      throw new ApiException(429, 'RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.').withHeader(
        'Retry-After',
        String(retryAfterSeconds),
      );
    }
  }

  private async count(key: string, windowSeconds: number): Promise<{ count: number; retryAfterSeconds: number }> {
    if (this.redis?.status === 'ready') {
      try {
        const [[, count], [, ttl]] = (await this.redis
          .multi()
          .incr(key)
          .pttl(key)
          .exec()) as [[null, number], [null, number]];
        if (ttl < 0) await this.redis.pexpire(key, windowSeconds * 1000);
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
