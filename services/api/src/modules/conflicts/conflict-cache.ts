import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { ConflictEntryDto } from '@groombook/contracts';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import type { MonthKey } from '../../core/events/domain-events';
import { REDIS_CONNECTION, REDIS_DEADLINE_MS, withDeadline } from '../../core/redis/redis';

export type ConflictMap = Record<string, ConflictEntryDto[]>;

/** A month's conflicts live a day at most; every write to the month removes them sooner. */
const TTL_SECONDS = 24 * 3600;

/**
 * The month's conflict map in Redis, per company and month. Without Redis, or when it is
 * down, every call answers "not cached" and callers compute from the database. Every command
 * has a deadline: one caught in flight by a lost connection would otherwise wait for Redis
 * to come back (BullMQ's connection retries commands forever).
 */
@Injectable()
export class ConflictCache {
  private readonly logger = new Logger('ConflictCache');

  constructor(
    @Inject(REDIS_CONNECTION) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  key(companyId: string, { year, month }: MonthKey): string {
    return `${this.config.redisKeyPrefix}:conflicts:${companyId}:${year}-${String(month).padStart(2, '0')}`;
  }

  /** Whether a map can be stored now (Redis configured and connected): without it a warm-up has nowhere to put its work. */
  get usable(): boolean {
    return this.redis?.status === 'ready';
  }

  /** Bumped by every invalidation, so a warm-up computed before a write cannot store its stale map after it. */
  private generationKey(companyId: string, month: MonthKey): string {
    return `${this.key(companyId, month)}:generation`;
  }

  /** The month's generation now: read before computing, handed back to `set`. */
  async generation(companyId: string, month: MonthKey): Promise<string | null> {
    if (this.redis?.status !== 'ready') return null;
    try {
      return (await withDeadline(this.redis.get(this.generationKey(companyId, month)), REDIS_DEADLINE_MS, 'Conflict cache read')) ?? '0';
    } catch {
      return null;
    }
  }

  async get(companyId: string, month: MonthKey): Promise<ConflictMap | null> {
    if (this.redis?.status !== 'ready') return null;
    try {
      const raw = await withDeadline(this.redis.get(this.key(companyId, month)), REDIS_DEADLINE_MS, 'Conflict cache read');
      return raw ? (JSON.parse(raw) as ConflictMap) : null;
    } catch (error) {
      this.logger.warn(`Conflict cache read failed: ${String(error)}`);
      return null;
    }
  }

  /** Stores the map only if no write invalidated the month since `generation` was read. */
  async set(companyId: string, month: MonthKey, map: ConflictMap, generation: string): Promise<boolean> {
    if (this.redis?.status !== 'ready') return false;
    try {
      const stored = await withDeadline(
        this.redis.eval(
        "if (redis.call('GET', KEYS[2]) or '0') == ARGV[1] then redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3]) return 1 end return 0",
        2,
        this.key(companyId, month),
        this.generationKey(companyId, month),
        generation,
        JSON.stringify(map),
        String(TTL_SECONDS),
        ),
        REDIS_DEADLINE_MS,
        'Conflict cache write',
      );
      return stored === 1;
    } catch (error) {
      this.logger.warn(`Conflict cache write failed: ${String(error)}`);
      return false;
    }
  }

  async invalidate(companyId: string, months: MonthKey[]): Promise<void> {
    if (this.redis?.status !== 'ready' || months.length === 0) return;
    try {
      const pipeline = this.redis.multi();
      for (const month of months) {
        pipeline.incr(this.generationKey(companyId, month)).expire(this.generationKey(companyId, month), TTL_SECONDS * 2);
        pipeline.del(this.key(companyId, month));
      }
      await withDeadline(pipeline.exec(), REDIS_DEADLINE_MS, 'Conflict cache invalidation');
    } catch (error) {
      this.logger.warn(`Conflict cache invalidation failed: ${String(error)}`);
    }
  }
}
