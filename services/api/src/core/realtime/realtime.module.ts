import { Global, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { REDIS_CONNECTION } from '../redis/redis';
import { EventsController } from './events.controller';
import { InProcessRealtime } from './in-process-realtime';
import { RealtimeEvents } from './realtime-events';
import { RealtimeListeners } from './realtime-listeners';
import { RedisRealtime } from './redis-realtime';

@Injectable()
class RealtimeShutdown implements OnApplicationShutdown {
  constructor(private readonly events: RealtimeEvents) {}

  onApplicationShutdown(): void {
    if (this.events instanceof RedisRealtime) this.events.close();
  }
}

/**
 * Live updates for the browsers: RealtimeEvents to publish (any process, the worker too),
 * GET /api/events to listen. Across processes through Redis; in process without it.
 */
@Global()
@Module({
  controllers: [EventsController],
  providers: [
    {
      provide: RealtimeEvents,
      inject: [REDIS_CONNECTION, APP_CONFIG],
      useFactory: (redis: Redis | null, config: AppConfig) =>
        redis && config.redisUrl ? new RedisRealtime(redis, config.redisUrl, config.redisKeyPrefix) : new InProcessRealtime(),
    },
    { provide: RealtimeListeners, useExisting: RealtimeEvents },
    RealtimeShutdown,
  ],
  exports: [RealtimeEvents],
})
export class RealtimeModule {}
