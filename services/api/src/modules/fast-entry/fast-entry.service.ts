import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { Clock } from '../../core/clock/clock';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { knownTimeZone, localParts } from '../../core/clock/company-time';
import { ServicesRepository } from '../services/services.repository';
import { CustomerNameIndexes } from './customer-name-indexes';
import { FastEntryReaders, type FastEntryReading } from './fast-entry-readers';
import { FastEntryRepository } from './fast-entry.repository';
import { ModelReader } from './model-reader';
import type { ReaderCompany } from './reader/built-in-reader';
import { menuEntriesNamed } from './reader/menu-services';
import { NameIndex } from './reader/name-index';
import { asPetName } from './reader/pet-names';

/**
 * Fast Appointment Entry: reads a sentence against the caller's company (its customers,
 * groomers and today, in its time zone), with the configured reader. Everything is read under
 * the company's row-level security, so another company's customer can never be matched.
 */
@Injectable()
export class FastEntryService {
  private readonly logger = new Logger('FastEntry');
  private readonly readers: FastEntryReaders;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly db: TenantDb,
    private readonly repository: FastEntryRepository,
    private readonly customerNames: CustomerNameIndexes,
    private readonly clock: Clock,
    private readonly menu: ServicesRepository,
  ) {
    const model = config.fastEntry.model ? new ModelReader(config.fastEntry.model) : null;
    this.readers = new FastEntryReaders(model, (line) => this.logger.warn(line));
  }

  /**
   * The reading, with the entries of the company's menu (those offered) the sentence names, and
   * the dog's name written as the customer's pet it stands for ("Bela" for their Bella).
   */
  async read(companyId: string, sentence: string): Promise<FastEntryReading> {
    const reading = await this.readers.read(sentence, await this.company(companyId));
    const { customer_id: customerId, dog_name: dogName } = reading.details;
    const offered = await this.db.readForCompany(companyId, (m) => this.menu.list(m, companyId, true));
    const pets = customerId && dogName ? await this.db.readForCompany(companyId, (m) => this.repository.petNames(m, companyId, customerId)) : [];
    const services = menuEntriesNamed(sentence, offered.map(({ id, name }) => ({ id, name })));
    const details = { ...reading.details, ...(dogName && pets.length > 0 ? { dog_name: asPetName(dogName, pets) } : {}) };
    return { ...reading, details: services.length > 0 ? { ...details, services } : details };
  }

  private async company(companyId: string): Promise<ReaderCompany> {
    const company = await this.db.readForCompany(companyId, (m) => this.repository.company(m, companyId));
    const customers = await this.customerNames.current(companyId, company?.customer_names_version ?? '0', () =>
      this.db.forCompany(companyId, (m) => this.repository.customerNames(m, companyId)),
    );
    return {
      today: localParts(this.clock.now(), knownTimeZone(company?.time_zone)).date,
      customers,
      groomers: new NameIndex(company?.groomers ?? []),
    };
  }
}
