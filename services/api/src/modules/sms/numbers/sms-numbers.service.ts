import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SmsNumberInfo } from '@groombook/contracts';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { TenantDb } from '../../../core/tenancy/tenant-db';
import { SmsNumbersRepository } from './sms-numbers.repository';

/**
 * Each company's own texting number. Super admins set it (PUT /api/companies); the SMS
 * simulator gives one to every company that has none: when the API starts (the companies that
 * existed before numbers did) and when a company is created, in its transaction.
 */
@Injectable()
export class SmsNumbers {
  private readonly logger = new Logger('SmsNumbers');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TenantDb,
    private readonly numbers: SmsNumbersRepository,
  ) {}

  /** With the simulator, a number for every company without one. The API calls it at start, once its migrations are applied (a worker may start before). */
  async assignAllIfSimulated(): Promise<void> {
    if (this.config.sms.mode !== 'simulator') return;
    const assigned = await this.db.platform((m) => this.numbers.assignSimulated(m, null));
    if (assigned.length > 0) this.logger.log(`The SMS simulator gave ${assigned.length} compan${assigned.length === 1 ? 'y' : 'ies'} a number of its own`);
  }

  /** With the simulator, gives the new company `companyId` a number, in its creating transaction `m`. */
  async assignIfSimulated(m: EntityManager, companyId: string): Promise<void> {
    if (this.config.sms.mode === 'simulator') await this.numbers.assignSimulated(m, companyId);
  }

  /** GET /api/sms-number: the company's number (null: it cannot text), and whether this server sends texts at all. */
  async info(companyId: string): Promise<SmsNumberInfo> {
    const sender = await this.db.readForCompany(companyId, (m) => this.numbers.sender(m, companyId));
    return { sms_number: sender?.number ?? null, sms_enabled: this.config.sms.mode !== 'off' };
  }
}
