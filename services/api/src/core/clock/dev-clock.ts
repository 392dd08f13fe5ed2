import { Controller, Get, Inject, Injectable, Module, Put, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { z } from 'zod';
import { devClockRequestSchema, type DevClockRequest } from '@groombook/contracts';
import { Access } from '../auth/access.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { selectRow } from '../database/rows';
import { NotFoundError } from '../errors/domain-errors';
import { ValidBody } from '../http/valid-input';
import { TenantDb } from '../tenancy/tenant-db';
import { Clock } from './clock';

/** How often each process reads the shared offset. */
export const DEV_CLOCK_POLL_MS = 1000;
const offsetRowSchema = z.object({ offset_ms: z.coerce.number() });

/**
 * The development clock (DEV_CLOCK=true, refused in production): the offset from the real
 * time is stored in `dev_clock`, and every process (API, worker) reads it each second into its
 * Clock, so moving it once moves the marketing window, reminders and scheduled campaigns of
 * every process. Without DEV_CLOCK nothing is read and the endpoints answer 404.
 */
@Injectable()
export class DevClock implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TenantDb,
    private readonly clock: Clock,
  ) {}

  get enabled(): boolean {
    return this.config.devClock && this.config.env !== 'production';
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.enabled) return;
    await this.read().catch(() => undefined);
    this.timer = setInterval(() => void this.read().catch(() => undefined), DEV_CLOCK_POLL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Moves every process's clock to `at` (the real time passing on from there). */
  async moveTo(at: Date): Promise<Date> {
    if (!this.enabled) throw new NotFoundError('Not found');
    const offsetMs = at.getTime() - Date.now();
    await this.db.platform(async (m) => {
      await m.query('DELETE FROM dev_clock');
      await m.query('INSERT INTO dev_clock (offset_ms) VALUES ($1)', [offsetMs]);
    });
    this.clock.setOffset(offsetMs);
    return this.clock.now();
  }

  now(): Date {
    if (!this.enabled) throw new NotFoundError('Not found');
    return this.clock.now();
  }

  private async read(): Promise<void> {
    const row = await this.db.platform((m) => selectRow(m, offsetRowSchema, 'SELECT offset_ms FROM dev_clock LIMIT 1', []));
    this.clock.setOffset(row?.offset_ms ?? 0);
  }
}

/** GET and PUT /api/dev/clock: this machine or a super admin, and only with DEV_CLOCK=true. */
@Controller('api/dev/clock')
export class DevClockController {
  constructor(private readonly devClock: DevClock) {}

  @Get()
  @Access('dev.clock')
  read(): { success: true; data: { now: string } } {
    return { success: true, data: { now: this.devClock.now().toISOString() } };
  }

  @Put()
  @Access('dev.clock')
  async move(@ValidBody(devClockRequestSchema) body: DevClockRequest): Promise<{ success: true; data: { now: string } }> {
    return { success: true, data: { now: (await this.devClock.moveTo(new Date(body.at))).toISOString() } };
  }
}

@Module({ providers: [DevClock], controllers: [DevClockController] })
export class DevClockModule {}
