import type { EntityManager } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../src/core/tenancy/tenant-db';
import { AppointmentsRepository } from '../src/modules/appointments/appointments.repository';
import { useTestApi } from './support/api-fixture';
import { plansAsTenant, recordingQueries, type SentQuery } from './support/query-plans';

/**
 * The month's queries read only the month from an index, however much history the company
 * has after it: both ends of the month bound the index scan (under row-level security only a
 * leakproof comparison may), so nothing is read only to be filtered away.
 */
describe('the month list and the month slots on a company with years of bookings', () => {
  const t = useTestApi();
  let salon: string;
  let customer: string;

  beforeAll(async () => {
    salon = await t.arrange.company('Busy Grooming');
    // One after the other: the arrangement has one connection.
    const others: string[] = [];
    for (const name of ['Other One', 'Other Two', 'Other Three']) others.push(await t.arrange.company(name));
    const { rows: [groomer] } = await t.arrange.query<{ id: string }>("INSERT INTO groomers (company_id, name) VALUES ($1, 'Gina') RETURNING id", [salon]);
    const { rows: [cora] } = await t.arrange.query<{ id: string }>("INSERT INTO customers (company_id, name) VALUES ($1, 'Cora') RETURNING id", [salon]);
    customer = String(cora?.id);
    // 40 bookings a month for ten years, every company alike.
    await t.arrange.query(
      `INSERT INTO appointments (company_id, date, time, groomer_id, dog_name, charged_amount)
       SELECT co, date '2026-01-01' + (i * 7) % 3650, make_time(9 + i % 9, 0, 0), CASE WHEN co = $1 THEN $3::uuid END, 'Rex', 80
       FROM unnest($2::uuid[]) co, generate_series(1, 4800) i`,
      [salon, [salon, ...others], groomer?.id],
    );
    await t.arrange.query('VACUUM ANALYZE appointments');
  });

  async function plansOf(run: (repository: AppointmentsRepository, m: EntityManager) => Promise<unknown>, options: { genericPlan?: boolean } = {}) {
    const sent: SentQuery[] = [];
    await t.api.app.get(TenantDb).forCompany(salon, (m) => run(t.api.app.get(AppointmentsRepository), recordingQueries(m, sent)));
    expect(sent).toHaveLength(1);
    return (await plansAsTenant(t.database.url, salon, sent, options)).join('\n');
  }

  function expectBoundedByTheMonth(plan: string) {
    expect(plan).not.toMatch(/Seq Scan on appointments/);
    expect(plan).toMatch(/Index Cond: \(.*\(date >= '2027-05-01'::date\) AND \(date < '2027-06-01'::date\)\)/);
    expect(plan).not.toMatch(/Filter: .*date </);
  }

  it("the month's page and total", async () => {
    const plan = await plansOf((repository, m) => repository.monthPage(m, salon, { year: 2027, month: 5 }, { limit: 200, offset: 0 }));
    expectBoundedByTheMonth(plan);
  });

  it("the month's page on the generic plan its prepared statement settles on: the company read once, the groomer found by key", async () => {
    for (const customerId of [undefined, customer]) {
      const plan = await plansOf(
        (repository, m) => repository.monthPage(m, salon, { year: 2027, month: 5, customerId }, { limit: 200, offset: 0 }),
        { genericPlan: true },
      );
      // Row-level security compares each row with the company read in an init plan, never with the setting itself.
      expect(plan).not.toMatch(/current_setting/);
      expect(plan).not.toMatch(/Seq Scan on appointments/);
      // Each groomer's name found by its key, not by reading the company's groomers for every appointment.
      // (by its primary key, or by (company_id, id), which names the same one row).
      expect(plan).toMatch(/Index Cond: \((?:\(company_id = \$\d+\) AND \()?id = a\.groomer_id\)/);
      expect(plan).not.toMatch(/Seq Scan on groomers/);
    }
  });

  it("the month's slots (the conflict map)", async () => {
    const plan = await plansOf((repository, m) => repository.slotsInMonth(m, salon, { year: 2027, month: 5 }));
    expectBoundedByTheMonth(plan);
  });
});
