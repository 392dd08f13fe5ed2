import { describe, expect, it } from 'vitest';
import type { DataSource, EntityManager } from 'typeorm';
import type { DatabaseConnection } from '../../core/database/database-connection';
import { DomainEventBus } from '../../core/events/domain-event-bus';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { CustomersRepository } from '../customers/customers.repository';
import { APPOINTMENT_ROW } from './appointment.row.fixture';
import { AppointmentsQueryService } from './appointments-query.service';
import { AppointmentsRepository } from './appointments.repository';

/**
 * The service over a database that records every statement and answers from `answer`:
 * the real TenantDb and repositories, so the count includes the transaction's set_config. As
 * on embedded Postgres, the one-statement reads take a transaction too, so every read is counted alike.
 */
function recorded(answer: (sql: string) => unknown[]) {
  const statements: string[] = [];
  let transactions = 0;
  const manager = {
    query: async (sql: string) => {
      statements.push(sql);
      return answer(sql);
    },
  } as unknown as EntityManager;
  const dataSource = {
    transaction: async <T>(work: (m: EntityManager) => Promise<T>) => {
      transactions += 1;
      return work(manager);
    },
  } as unknown as DataSource;
  const service = new AppointmentsQueryService(new TenantDb(dataSource, { mode: 'embedded' } as DatabaseConnection, new DomainEventBus()), new AppointmentsRepository(), new CustomersRepository());
  return { service, statements, transactions: () => transactions };
}

const database = ({ customerExists = true } = {}) =>
  recorded((sql) => {
    if (sql.includes('set_config')) return [{}];
    if (sql.includes('FROM customers')) return customerExists ? [{ found: 1 }] : [];
    if (sql.includes('month_total')) return [{ ...APPOINTMENT_ROW, month_total: 7 }];
    if (sql.includes('count(*)')) return [{ n: 7 }];
    return [APPOINTMENT_ROW];
  });

describe('the read questions of appointments', () => {
  it('answer each in one transaction, with as few statements as before the repositories (set_config included)', async () => {
    const cases: [string, (s: AppointmentsQueryService) => Promise<unknown>, number][] = [
      ['by id', (s) => s.byId('co', 'a1'), 2],
      ['a month page and its total (one statement)', (s) => s.month('co', { year: 2026, month: 3 }, { limit: 200, offset: 0 }), 2],
      ["a customer's future", (s) => s.customerFuture('co', 'c1', '2026-03-04'), 3],
      ["a customer's past", (s) => s.customerPast('co', 'c1', '2026-03-04'), 3],
      ['the upcoming count', (s) => s.upcomingCount('co', '2026-03-04', 1000), 2],
    ];
    for (const [name, ask, statements] of cases) {
      const db = database();
      await ask(db.service);
      expect(db.transactions(), name).toBe(1);
      expect(db.statements, name).toHaveLength(statements);
    }
  });

  it('give the rows as list items, and the month with its total', async () => {
    const { service } = database();
    expect(await service.month('co', { year: 2026, month: 3 }, { limit: 200, offset: 0 })).toMatchObject({
      appointments: [{ id: 'a1', charged_amount: 80, customer: { name: 'Ann Smith' }, groomer: null }],
      total: 7,
    });
    expect(await service.upcomingCount('co', '2026-03-04', 1000)).toBe(7);
  });

  it("refuse an unknown customer's lists before reading any appointment", async () => {
    const db = database({ customerExists: false });
    await expect(db.service.customerFuture('co', 'c9', '2026-03-04')).rejects.toMatchObject({ kind: 'not-found', message: 'Customer not found' });
    expect(db.statements.some((sql) => sql.includes('FROM appointments'))).toBe(false);
  });
});
