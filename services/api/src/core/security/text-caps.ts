import { Inject, Injectable, Logger } from '@nestjs/common';
import type { SmsCaps } from '@groombook/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ApiException } from '../http/api.exception';
import { TenantDb } from '../tenancy/tenant-db';
import { RateLimiter } from './rate-limiter';
import { TextCapsRepository, type TextCap } from './text-caps.repository';

const ONE_HOUR = 3600;
const ONE_DAY = 24 * ONE_HOUR;

/**
 * The caps on texts that anyone may cause without an account (the public opt-in's request
 * for a YES): per company per day and for the whole platform per hour, so nobody can pump
 * texts through us, whichever company id or number they use. A refusal is a 429 in the error
 * shape, logged in one line (without the number) and counted for the super admins' queue page.
 */
@Injectable()
export class TextCaps {
  private readonly logger = new Logger('TextCaps');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
    private readonly db: TenantDb,
    private readonly refusals: TextCapsRepository,
  ) {}

  /** Counts one text of `companyId` against both caps; throws 429 (and sends nothing) once either is reached. */
  async consume(companyId: string): Promise<void> {
    const { companyPerDay, platformPerHour } = this.config.sms.optInCaps;
    await this.within('company', companyId, () => this.limiter.consume({ name: 'sms-opt-in-company', limit: companyPerDay, windowSeconds: ONE_DAY }, companyId));
    await this.within('platform', companyId, () => this.limiter.consume({ name: 'sms-opt-in-platform', limit: platformPerHour, windowSeconds: ONE_HOUR }, 'all'));
  }

  /** The caps and the refusals of the last 24 hours, for the queue page. */
  async report(now: Date): Promise<SmsCaps> {
    const { companyPerDay, platformPerHour } = this.config.sms.optInCaps;
    const refused = await this.db.platform((m) => this.refusals.refusalsSince(m, new Date(now.getTime() - ONE_DAY * 1000)));
    return { company_daily_limit: companyPerDay, platform_hourly_limit: platformPerHour, refused_last_24h: refused };
  }

  private async within(cap: TextCap, companyId: string, consume: () => Promise<void>): Promise<void> {
    try {
      await consume();
    } catch (error) {
      if (!(error instanceof ApiException) || error.status !== 429) throw error;
      this.logger.warn({ companyId, cap }, `An opt-in was refused: the ${cap === 'company' ? "company's daily" : "platform's hourly"} cap on confirmation texts was reached`);
      await this.db.platform((m) => this.refusals.recordRefusal(m, companyId, cap));
      throw error;
    }
  }
}
