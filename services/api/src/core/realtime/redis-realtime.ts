import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { RealtimeEvent } from '@groombook/contracts';
import { loggableError } from '../logging/loggable-error';
import { createRedisConnection, REDIS_DEADLINE_MS, withDeadline } from '../redis/redis';
import { RealtimeEvents } from './realtime-events';
import { RealtimeHub, type RealtimeListener } from './realtime-hub';
import type { RealtimeListeners } from './realtime-listeners';

/**
 * One channel for every company: each API process receives all events and hands each to its
 * own listeners of that company. Events are few (a message, a campaign's progress), so one
 * channel costs less than a subscription per company and per process.
 */
export function realtimeChannel(prefix: string): string {
  return `${prefix}:realtime`;
}

const envelopeSchema = z.object({ companyId: z.string(), event: z.unknown() });


/**
 * With Redis: an event is published on the channel, so that it reaches the listeners of
 * every API process, whichever process (API or worker) published it. Each process subscribes
 * on its own connection (a subscribed connection can run no other command), and only once a
 * listener arrives: the worker never listens, so it never subscribes.
 */
export class RedisRealtime extends RealtimeEvents implements RealtimeListeners {
  readonly hub = new RealtimeHub();
  private readonly logger = new Logger('Realtime');
  private readonly channel: string;
  private subscriber: Redis | null = null;
  private subscription: Promise<void> | null = null;

  constructor(
    private readonly publisher: Redis,
    private readonly redisUrl: string,
    prefix: string,
  ) {
    super();
    this.channel = realtimeChannel(prefix);
  }

  async publish(companyId: string, event: RealtimeEvent): Promise<void> {
    try {
      // Commands on a lost connection wait for it forever: a caller must not.
      if (this.publisher.status !== 'ready') throw new Error(`Redis is not connected (${this.publisher.status})`);
      await withDeadline(this.publisher.publish(this.channel, JSON.stringify({ companyId, event })), REDIS_DEADLINE_MS, 'Redis publish');
    } catch (error) {
      this.logger.warn({ err: loggableError(error), event: event.type }, 'A realtime event was not published');
    }
  }

  /** Many events in one round trip to Redis: a pipeline of their PUBLISH commands, in order. */
  override async publishMany(events: readonly (readonly [string, RealtimeEvent])[]): Promise<void> {
    if (events.length === 0) return;
    try {
      if (this.publisher.status !== 'ready') throw new Error(`Redis is not connected (${this.publisher.status})`);
      const pipeline = this.publisher.pipeline();
      for (const [companyId, event] of events) pipeline.publish(this.channel, JSON.stringify({ companyId, event }));
      await withDeadline(pipeline.exec(), REDIS_DEADLINE_MS, 'Redis publish');
    } catch (error) {
      this.logger.warn({ err: loggableError(error), count: events.length }, 'Realtime events were not published');
    }
  }

  async listen(companyId: string, listener: RealtimeListener): Promise<() => void> {
    const stop = this.hub.add(companyId, listener);
    try {
      await withDeadline(this.subscribe(), REDIS_DEADLINE_MS, 'Redis subscribe');
    } catch (error) {
      // The stream still opens: ioredis subscribes once Redis is back, and the browser refetches on reconnect.
      this.logger.warn({ err: loggableError(error) }, 'Live updates are not subscribed yet');
    }
    return stop;
  }

  private subscribe(): Promise<void> {
    if (!this.subscription) {
      const subscriber = (this.subscriber ??= this.openSubscriber());
      this.subscription = subscriber.subscribe(this.channel).then(
        () => undefined,
        (error: unknown) => {
          this.subscription = null;
          throw error;
        },
      );
    }
    return this.subscription;
  }

  private openSubscriber(): Redis {
    // ioredis subscribes again by itself after a reconnect.
    const subscriber = createRedisConnection(this.redisUrl);
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.receive(message);
    });
    return subscriber;
  }

  private receive(message: string): void {
    let envelope: z.infer<typeof envelopeSchema>;
    try {
      envelope = envelopeSchema.parse(JSON.parse(message));
    } catch {
      this.logger.warn('A realtime message that is not an event was ignored');
      return;
    }
    this.hub.deliver(envelope.companyId, envelope.event);
  }

  /** Drops the subscriber connection (the shared publisher is closed with the job queues). */
  close(): void {
    this.subscriber?.disconnect();
    this.subscriber = null;
    this.subscription = null;
  }
}
