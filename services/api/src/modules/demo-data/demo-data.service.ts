import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DemoDataResult } from '@groombook/contracts';
import { TAX_RATE_PERCENT } from '@groombook/domain';
import { ApiException } from '../../core/http/api.exception';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { ConflictCacheWarmer } from '../conflicts/conflict-cache-warmer';
import { distinctMonths } from '../conflicts/conflict-cache';
import {
  CUSTOMER_NOTES,
  DOG_NAMES,
  DURATIONS,
  FIRST_NAMES,
  GROOMER_NAMES,
  LAST_NAMES,
  SERVICE_PRICES,
  START_TIMES,
} from './demo-data.fixtures';

const CUSTOMERS = 25;
const DAYS_BACK = 45;
const DAYS_AHEAD = 30;

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
const cents = (value: number) => Math.round(value * 100) / 100;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A realistic set of customers, groomers and appointments for one company (super admins, for demos and trials). */
@Injectable()
export class DemoDataService {
  constructor(
    private readonly db: TenantDb,
    private readonly conflictCache: ConflictCacheWarmer,
  ) {}

  async create(companyId: string): Promise<DemoDataResult> {
    const [company] = (await this.db.platform((m) => m.query('SELECT id FROM companies WHERE id = $1', [companyId]))) as unknown[];
    if (!company) throw ApiException.notFound('Company not found');
    const { result, dates } = await this.db.forCompany(companyId, (m) => this.fill(m, companyId));
    await this.conflictCache.refresh(companyId, distinctMonths(dates));
    return result;
  }

  private async fill(m: EntityManager, companyId: string): Promise<{ result: DemoDataResult; dates: string[] }> {
    const groomers = (await m.query(
      'INSERT INTO groomers (company_id, name) SELECT $1, unnest($2::text[]) RETURNING id',
      [companyId, GROOMER_NAMES],
    )) as { id: string }[];

    const offset = Math.floor(Math.random() * FIRST_NAMES.length);
    const names = Array.from({ length: CUSTOMERS }, (_, i) => `${pick(FIRST_NAMES, i + offset)} ${pick(LAST_NAMES, i * 7 + offset)}`);
    const phones = names.map((_, i) => `(201) 555-01${String(i).padStart(2, '0')}`);
    const e164 = names.map((_, i) => `+120155501${String(i).padStart(2, '0')}`);
    const notes = names.map((_, i) => pick(CUSTOMER_NOTES, i) || null);
    const customers = (await m.query(
      `INSERT INTO customers (company_id, name, phone_number, phone_e164, notes)
       SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) RETURNING id`,
      [companyId, names, phones, e164, notes],
    )) as { id: string }[];

    const rows = this.appointments(customers.map((c) => c.id), groomers.map((g) => g.id));
    await m.query(
      `INSERT INTO appointments (company_id, date, time, customer_id, groomer_id, dog_name, charged_amount,
                                 amount_given, tip, total_with_tax, notes, duration_minutes)
       SELECT $1, * FROM unnest($2::date[], $3::time[], $4::uuid[], $5::uuid[], $6::text[], $7::numeric[],
                                $8::numeric[], $9::numeric[], $10::numeric[], $11::text[], $12::int[])`,
      [
        companyId,
        rows.map((r) => r.date),
        rows.map((r) => r.time),
        rows.map((r) => r.customerId),
        rows.map((r) => r.groomerId),
        rows.map((r) => r.dogName),
        rows.map((r) => r.price),
        rows.map((r) => r.amountGiven),
        rows.map((r) => r.tip),
        rows.map((r) => r.totalWithTax),
        rows.map((r) => r.notes),
        rows.map((r) => r.duration),
      ],
    );
    return {
      result: { customers: customers.length, groomers: groomers.length, appointments: rows.length },
      dates: rows.map((r) => r.date),
    };
  }

  /** One to three appointments a day, Monday to Saturday; past ones paid with a tip. */
  private appointments(customerIds: string[], groomerIds: string[]) {
    const today = new Date();
    const rows = [];
    let n = 0;
    for (let day = -DAYS_BACK; day <= DAYS_AHEAD; day++) {
      const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + day));
      if (date.getUTCDay() === 0) continue;
      const perDay = 1 + ((day + DAYS_BACK) % 3);
      for (let slot = 0; slot < perDay; slot++, n++) {
        const customer = n % customerIds.length;
        const price = pick(SERVICE_PRICES, n * 5 + customer);
        const totalWithTax = cents(price * (1 + TAX_RATE_PERCENT / 100));
        const tip = day < 0 ? pick([0, 10, 15, 20, 25], n) : null;
        rows.push({
          date: isoDate(date),
          time: pick(START_TIMES, slot * 3 + (n % 3)),
          customerId: customerIds[customer] as string,
          groomerId: pick(groomerIds, n + slot),
          dogName: pick(DOG_NAMES, customer),
          price,
          amountGiven: tip === null ? null : cents(totalWithTax + tip),
          tip: tip ?? 0,
          totalWithTax,
          notes: n % 4 === 0 ? 'Nail trim and ear cleaning too.' : null,
          duration: pick(DURATIONS, n),
        });
      }
    }
    return rows;
  }
}
