import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@groombook/testing';
import { startTestApi, type TestApi } from './support/test-api';
import { Arrange, call, signIn } from './support/identity';
import { printFigures } from './support/figures';

/*
 * Tenancy under pressure: twenty companies share a pool of two connections while a thousand
 * requests of every kind run interleaved, some of them failing inside their transaction after
 * the company was set on the pooled connection. Every name a row carries starts with its
 * company's tag (the company's name), so a row answered to, or written in, the wrong company
 * shows at once.
 */

const COMPANIES = 20;
const CUSTOMERS_EACH = 6;
const APPOINTMENTS_EACH = 8;
const REQUESTS = 1_000;
const IN_FLIGHT = 30;
const MONTH = { year: 2026, month: 3 };
/** A write whose notes carry this is refused by a trigger after its row is written: the transaction must roll back whole. */
const FAIL_WRITE = '[fail-write]';
/** A customer whose notes carry this cannot be deleted: the trigger fires after the customer's appointments were deleted. */
const FAIL_DELETE = '[fail-delete]';

/** Test-only: raise inside the request's own transaction, after its write, on a marker value. */
const FAILING_TRIGGERS = `
  CREATE FUNCTION fail_on_marker() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' AND OLD.notes LIKE '%${FAIL_DELETE}%' THEN RAISE EXCEPTION 'deleting this row fails on purpose'; END IF;
    IF TG_OP <> 'DELETE' AND NEW.notes LIKE '%${FAIL_WRITE}%' THEN RAISE EXCEPTION 'writing this row fails on purpose'; END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER customers_fail_on_marker AFTER INSERT OR UPDATE OR DELETE ON customers FOR EACH ROW EXECUTE FUNCTION fail_on_marker();
  CREATE TRIGGER appointments_fail_on_marker AFTER INSERT OR UPDATE OR DELETE ON appointments FOR EACH ROW EXECUTE FUNCTION fail_on_marker();`;

interface Company {
  id: string;
  tag: string;
  tokens: { admin: string; staff: string };
  groomers: string[];
  customers: string[];
  /** Customers that cannot be deleted, with their appointments, which no request may touch. */
  keptCustomer: string;
  keptAppointments: number;
  appointments: string[];
}

type Role = 'admin' | 'staff';
interface Outcome {
  status: number;
  /** Rows of the answer that carry another company's tag. */
  wrongTenantRows: number;
  failedOnPurpose: boolean;
  /** The marker written by a failing write, which must be nowhere in the database afterwards. */
  marker?: string;
}

const tagOf = (index: number) => `co${String(index).padStart(2, '0')}`;
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
const dayOfMonth = () => `${MONTH.year}-0${MONTH.month}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;

/** Every name-like field of an answer's rows: each must start with the caller's tag. */
function foreignRows(tag: string, rows: { name?: string | null; dog_name?: string | null; customer?: { name: string | null } | null; groomer?: { name: string } | null }[]): number {
  const names = (row: (typeof rows)[number]) => [row.name, row.dog_name, row.customer?.name, row.groomer?.name].filter((n): n is string => typeof n === 'string');
  return rows.filter((row) => names(row).some((name) => !name.startsWith(`${tag} `))).length;
}

describe('tenancy under pressure: 20 companies, 1,000 interleaved requests on a pool of 2', () => {
  let database: TestDatabase;
  let api: TestApi;
  let arrange: Arrange;
  const companies: Company[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    api = await startTestApi({ DATABASE_URL: database.url, DATABASE_POOL_SIZE: '2' });
    arrange = await Arrange.connect(database.url);
    await arrange.query(FAILING_TRIGGERS);
    for (let index = 0; index < COMPANIES; index += 1) {
      const tag = tagOf(index);
      const id = await arrange.company(tag);
      await arrange.user(`admin@${tag}.test`, 'admin', id);
      await arrange.user(`staff@${tag}.test`, 'staff', id);
      const groomers = (await arrange.query<{ id: string }>(`INSERT INTO groomers (company_id, name) SELECT $1, $2 || ' Groomer ' || g FROM generate_series(1, 2) g RETURNING id`, [id, tag])).rows.map((r) => r.id);
      const customers = (
        await arrange.query<{ id: string }>(
          `INSERT INTO customers (company_id, name, phone_number, notes) SELECT $1, $2 || ' Customer ' || g, '555-01' || lpad(g::text, 2, '0'), 'regular' FROM generate_series(1, $3::int) g RETURNING id`,
          [id, tag, CUSTOMERS_EACH],
        )
      ).rows.map((r) => r.id);
      const kept = (await arrange.query<{ id: string }>(`INSERT INTO customers (company_id, name, notes) VALUES ($1, $2 || ' Kept', $3) RETURNING id`, [id, tag, FAIL_DELETE])).rows[0]!.id;
      await arrange.query(`INSERT INTO appointments (company_id, date, customer_id, groomer_id, dog_name, duration_minutes) SELECT $1, '2026-03-10'::date + g, $2, $3, $4 || ' Kept Dog', 60 FROM generate_series(1, 2) g`, [id, kept, groomers[0], tag]);
      const appointments = (
        await arrange.query<{ id: string }>(
          `INSERT INTO appointments (company_id, date, time, customer_id, groomer_id, dog_name, charged_amount, amount_given, duration_minutes)
           SELECT $1, '2026-03-01'::date + (g % 28), '09:00', ($2::uuid[])[1 + g % $4], ($3::uuid[])[1 + g % 2], $5 || ' Dog ' || g, 50, 50, 60
           FROM generate_series(1, $6::int) g RETURNING id`,
          [id, customers, groomers, CUSTOMERS_EACH, tag, APPOINTMENTS_EACH],
        )
      ).rows.map((r) => r.id);
      companies.push({ id, tag, tokens: { admin: '', staff: '' }, groomers, customers, keptCustomer: kept, keptAppointments: 2, appointments });
    }
    for (const company of companies) {
      company.tokens.admin = (await signIn(api.url, `admin@${company.tag}.test`)).access_token;
      company.tokens.staff = (await signIn(api.url, `staff@${company.tag}.test`)).access_token;
    }
  });

  afterAll(async () => {
    await arrange?.close();
    await api?.close();
    await database?.drop();
  });

  /** A valid number no customer has yet (a second customer with one number would need confirming). */
  let phones = 0;
  const newPhone = () => `+1201555${String(2000 + (phones++ % 8000)).padStart(4, '0')}`;

  /** One request of a random kind, as `role` of `company`; `other` is another company whose ids it may try to reach. */
  async function oneRequest(company: Company, role: Role, other: Company): Promise<Outcome> {
    const token = company.tokens[role];
    const { tag } = company;
    const ok = (status: number, wrongTenantRows = 0): Outcome => ({ status, wrongTenantRows, failedOnPurpose: false });
    const failing = (status: number, marker: string): Outcome => ({ status, wrongTenantRows: 0, failedOnPurpose: true, marker });
    const fields = (customerId: string | null, notes: string) => ({
      date: dayOfMonth(),
      time: '10:00',
      customer_id: customerId,
      groomer_id: pick(company.groomers),
      dog_name: `${tag} Dog ${randomUUID().slice(0, 6)}`,
      charged_amount: 40,
      amount_given: 40,
      notes,
      duration_minutes: 60,
    });
    const kind = Math.floor(Math.random() * 14);
    switch (kind) {
      case 0:
      case 1: {
        const search = kind === 0 ? '' : `?search=${encodeURIComponent(`${tag} Customer`)}`;
        const r = await call(api.url, 'GET', `/api/customers${search}`, { token });
        return ok(r.status, r.status === 200 ? foreignRows(tag, r.body.data.customers) : 0);
      }
      case 2:
      case 3: {
        const r = await call(api.url, 'GET', `/api/appointments?year=${MONTH.year}&month=${MONTH.month}`, { token });
        return ok(r.status, r.status === 200 ? foreignRows(tag, r.body.appointments) : 0);
      }
      case 4: {
        const id = company.appointments.length > 0 ? pick(company.appointments) : randomUUID();
        const r = await call(api.url, 'GET', `/api/appointments?id=${id}`, { token });
        return ok(r.status === 404 ? 200 : r.status, r.status === 200 ? foreignRows(tag, [r.body.appointment]) : 0);
      }
      case 5: {
        // Another company's appointment by its id: as if it did not exist.
        const r = await call(api.url, 'GET', `/api/appointments?id=${pick(other.appointments.length > 0 ? other.appointments : [randomUUID()])}`, { token });
        return ok(r.status === 404 ? 200 : r.status, r.status === 200 ? 1 : 0);
      }
      case 6: {
        const r = await call(api.url, 'POST', '/api/customers', { token, body: { name: `${tag} Customer ${randomUUID().slice(0, 6)}`, phone_number: newPhone(), notes: 'new' } });
        if (r.status === 200 || r.status === 201) company.customers.push(r.body.data.customer.id);
        return ok(r.status, r.status < 300 ? foreignRows(tag, [r.body.data.customer]) : 0);
      }
      case 7: {
        const marker = `${FAIL_WRITE} ${randomUUID()}`;
        const body = Math.random() < 0.5 ? { name: `${tag} Customer never`, notes: marker } : { id: pick(company.customers), name: `${tag} Customer renamed`, notes: marker };
        const r = await call(api.url, 'id' in body ? 'PUT' : 'POST', '/api/customers', { token, body });
        return failing(r.status, marker);
      }
      case 8: {
        const r = await call(api.url, 'PUT', '/api/customers', { token, body: { id: pick(company.customers), name: `${tag} Customer ${randomUUID().slice(0, 6)}` } });
        return ok(r.status === 404 ? 200 : r.status, r.status === 200 ? foreignRows(tag, [r.body.data.customer]) : 0);
      }
      case 9: {
        // Deleting the kept customer deletes its appointments, then fails: nothing of it may go.
        const r = await call(api.url, 'DELETE', '/api/customers', { token, body: { id: company.keptCustomer } });
        return failing(r.status, FAIL_DELETE);
      }
      case 10: {
        const marker = Math.random() < 0.3 ? `${FAIL_WRITE} ${randomUUID()}` : 'booked';
        const r = await call(api.url, 'POST', '/api/appointments', { token, body: fields(pick(company.customers), marker) });
        if (marker !== 'booked') return failing(r.status, marker);
        if (r.status === 200 || r.status === 201) company.appointments.push(r.body.appointment.id);
        // A customer deleted meanwhile is a clear 404.
        return ok(r.status === 404 ? 200 : r.status, r.status < 300 ? foreignRows(tag, [r.body.appointment]) : 0);
      }
      case 11: {
        const id = company.appointments.length > 0 ? pick(company.appointments) : randomUUID();
        const marker = Math.random() < 0.3 ? `${FAIL_WRITE} ${randomUUID()}` : 'moved';
        const r = await call(api.url, 'PUT', '/api/appointments', { token, body: { id, ...fields(pick(company.customers), marker) } });
        if (marker !== 'moved') return r.status === 404 ? ok(200) : failing(r.status, marker);
        return ok(r.status === 404 ? 200 : r.status, r.status === 200 ? foreignRows(tag, [r.body.appointment]) : 0);
      }
      case 12: {
        // Half the deletes aim at another company's appointment: a 404 that deletes nothing.
        const mine = Math.random() < 0.5 && company.appointments.length > 0;
        const id = mine ? company.appointments.splice(Math.floor(Math.random() * company.appointments.length), 1)[0]! : pick(other.appointments.length > 0 ? other.appointments : [randomUUID()]);
        const r = await call(api.url, 'DELETE', '/api/appointments', { token, body: { id } });
        return ok(r.status === 404 ? 200 : r.status, !mine && r.status === 200 ? 1 : 0);
      }
      default: {
        const r = await call(api.url, 'GET', '/api/revenue-reports?start_date=2026-03-01&end_date=2026-03-31', { token });
        if (role === 'staff') return ok(r.status === 403 ? 200 : 500 + r.status);
        return ok(r.status, r.status === 200 ? foreignRows(tag, r.body.data.employeeRevenue.filter((g: { name: string }) => g.name !== 'No groomer')) : 0);
      }
    }
  }

  it('answers and writes only the caller’s company, and a failed transaction leaves nothing behind', async () => {
    const outcomes: Outcome[] = [];
    let next = 0;
    const lane = async () => {
      while (next < REQUESTS) {
        next += 1;
        const company = pick(companies);
        const other = pick(companies.filter((c) => c !== company));
        outcomes.push(await oneRequest(company, Math.random() < 0.5 ? 'admin' : 'staff', other));
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));

    const failedOnPurpose = outcomes.filter((o) => o.failedOnPurpose);
    const unexpected = outcomes.filter((o) => !o.failedOnPurpose && o.status >= 300);
    const wrongAnswered = outcomes.reduce((sum, o) => sum + o.wrongTenantRows, 0);

    const misplaced = await arrange.query<{ table: string; count: number }>(`
      SELECT 'customers' AS table, count(*)::int AS count FROM customers r JOIN companies c ON c.id = r.company_id WHERE r.name NOT LIKE c.name || ' %'
      UNION ALL SELECT 'groomers', count(*)::int FROM groomers r JOIN companies c ON c.id = r.company_id WHERE r.name NOT LIKE c.name || ' %'
      UNION ALL SELECT 'appointments', count(*)::int FROM appointments r JOIN companies c ON c.id = r.company_id WHERE r.dog_name NOT LIKE c.name || ' %'
      UNION ALL SELECT 'appointments of another company''s customer', count(*)::int FROM appointments a JOIN customers r ON r.id = a.customer_id WHERE r.company_id <> a.company_id
      UNION ALL SELECT 'appointments of another company''s groomer', count(*)::int FROM appointments a JOIN groomers r ON r.id = a.groomer_id WHERE r.company_id <> a.company_id`);
    const wrongWritten = misplaced.rows.reduce((sum, row) => sum + row.count, 0);
    const markers = failedOnPurpose.map((o) => o.marker).filter((m): m is string => m !== undefined && m !== FAIL_DELETE);
    const halfWritten = await arrange.query<{ count: number }>(
      `SELECT (SELECT count(*) FROM customers WHERE notes = ANY($1) OR name LIKE '% Customer never')::int
            + (SELECT count(*) FROM appointments WHERE notes = ANY($1))::int AS count`,
      [markers],
    );
    const kept = await arrange.query<{ company_id: string; customers: number; appointments: number }>(
      `SELECT c.company_id, count(DISTINCT c.id)::int AS customers, count(a.id)::int AS appointments
       FROM customers c LEFT JOIN appointments a ON a.customer_id = c.id WHERE c.notes = $1 GROUP BY c.company_id`,
      [FAIL_DELETE],
    );

    printFigures('tenancy under pressure', {
      companies: COMPANIES,
      'database pool': 2,
      requests: outcomes.length,
      'failed-on-purpose transactions': failedOnPurpose.length,
      'unexpected answers': unexpected.length,
      'wrong-tenant rows answered': wrongAnswered,
      'wrong-tenant rows written': wrongWritten,
      'half-written rows': halfWritten.rows[0]!.count,
    });

    expect(outcomes).toHaveLength(REQUESTS);
    expect(unexpected.map((o) => o.status)).toEqual([]);
    expect(failedOnPurpose.length).toBeGreaterThan(50);
    // A transaction that failed on purpose answers 500 (an unexpected database error), never success.
    expect(failedOnPurpose.filter((o) => o.status !== 500)).toEqual([]);
    expect(wrongAnswered).toBe(0);
    expect(misplaced.rows.filter((row) => row.count > 0)).toEqual([]);
    expect(halfWritten.rows[0]!.count).toBe(0);
    expect(kept.rows).toHaveLength(COMPANIES);
    expect(kept.rows.filter((row) => row.customers !== 1 || row.appointments !== 2)).toEqual([]);
  });
});
