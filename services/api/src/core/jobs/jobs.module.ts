import { Global, Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createRedisConnection, REDIS_CONNECTION } from '../redis/redis';
import { BullmqJobDispatcher } from './bullmq-job-dispatcher';
import { InProcessJobDispatcher } from './in-process-job-dispatcher';
import { JobDispatcher } from './job-dispatcher';
import { JobRegistry } from './job-registry';

/** Closes queues before the Redis connection, so nothing retries a closed connection forever. */
@Injectable()
class JobsShutdown implements OnApplicationShutdown {
  constructor(
    private readonly dispatcher: JobDispatcher,
    @Inject(REDIS_CONNECTION) private readonly redis: Redis | null,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dispatcher instanceof BullmqJobDispatcher) await this.dispatcher.close();
    if (this.dispatcher instanceof InProcessJobDispatcher) await this.dispatcher.close();
    if (this.redis) await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}

@Global()
@Module({})
export class JobsModule {
  static forRoot(redisUrl: string | undefined, prefix: string): DynamicModule {
    return {
      module: JobsModule,
      providers: [
        JobRegistry,
        { provide: REDIS_CONNECTION, useFactory: () => (redisUrl ? createRedisConnection(redisUrl) : null) },
        {
          provide: JobDispatcher,
          inject: [REDIS_CONNECTION, JobRegistry],
          useFactory: (redis: Redis | null, registry: JobRegistry) =>
            redis ? new BullmqJobDispatcher(redis, prefix) : new InProcessJobDispatcher(registry),
        },
        JobsShutdown,
      ],
      exports: [JobRegistry, JobDispatcher, REDIS_CONNECTION],
    };
  }
}
