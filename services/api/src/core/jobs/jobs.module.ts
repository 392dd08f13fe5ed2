import { Global, Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import type { Redis } from 'ioredis';
import { createRedisConnection, REDIS_CONNECTION } from '../redis/redis';
import { BullmqJobDispatcher } from './bullmq-job-dispatcher';
import { InProcessJobDispatcher } from './in-process-job-dispatcher';
import { JobDispatcher } from './job-dispatcher';
import { JOB_ADDRESS } from './job-handler.decorator';
import { JobRegistry } from './job-registry';
import type { JobHandler } from './job.types';

/**
 * Registers every provider marked `@JobHandlerFor`, of every module, once all are built
 * and before anything is bootstrapped (a job may be dispatched from then on).
 */
@Injectable()
class JobHandlerDiscovery implements OnModuleInit {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly registry: JobRegistry,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders({ metadataKey: JOB_ADDRESS.KEY })) {
      const address = this.discovery.getMetadataByDecorator(JOB_ADDRESS, wrapper);
      if (!address || !wrapper.isDependencyTreeStatic()) throw new Error(`Job handler ${wrapper.name} must be a singleton provider`);
      this.registry.register(address.queue, address.name, wrapper.instance as JobHandler);
    }
  }
}

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
      imports: [DiscoveryModule],
      providers: [
        JobRegistry,
        JobHandlerDiscovery,
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
