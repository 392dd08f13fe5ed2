import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';

/** Nest injection token of the shared Redis connection (null when REDIS_URL is not set). */
export const REDIS_CONNECTION = Symbol('REDIS_CONNECTION');

/** A connection suitable for BullMQ (which requires maxRetriesPerRequest: null). */
export function createRedisConnection(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
  const logger = new Logger('Redis');
  let lastError = '';
  // ioredis reconnects by itself; log each new kind of failure once instead of every retry.
  redis.on('error', (error: Error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    logger.warn(`Redis connection error: ${error.message}`);
  });
  redis.on('ready', () => {
    if (lastError) logger.log('Redis connection restored');
    lastError = '';
  });
  return redis;
}

/** How long a publish or the first subscription may take before the caller moves on. */
export const REDIS_DEADLINE_MS = 2000;

/** `work`, or a rejection once `ms` have passed: a command on a lost connection waits for it forever, a caller must not. */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** PING with a deadline: a Redis that is down must not hang the caller. */
export async function pingRedis(redis: Redis, timeoutMs = 1000): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  try {
    const reply = await Promise.race([
      redis.ping(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Redis ping timed out')), timeoutMs);
      }),
    ]);
    return reply === 'PONG';
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
