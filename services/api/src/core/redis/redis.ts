import { Redis } from 'ioredis';

/** Nest injection token of the shared Redis connection (null when REDIS_URL is not set). */
export const REDIS_CONNECTION = Symbol('REDIS_CONNECTION');

/** A connection suitable for BullMQ (which requires maxRetriesPerRequest: null). */
export function createRedisConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
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
