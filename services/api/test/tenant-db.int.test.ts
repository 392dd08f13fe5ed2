import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { onKeptPlan } from '../src/core/database/sql';
import { TenantDb } from '../src/core/tenancy/tenant-db';
import { useTestApi } from './support/api-fixture';
import { call, signIn } from './support/identity';

/** Who a statement ran as, which company it was set for, and how many appointments it could see. */
const WHO = `SELECT current_user AS role, coalesce(current_setting('app.company_id', true), '') AS company,
  (SELECT count(*)::int FROM appointments) AS visible`;

/**
 * The one-statement tenant reads (settings and statement in one round trip, no explicit
 * transaction) on a pool of ONE connection, so every read shares it with the one before:
 * each runs as groombook_app for its own company only, and nothing is left on the connection.
 */
describe('tenant reads on a shared pooled connection', () => {
  const t = useTestApi({ DATABASE_POOL_SIZE: '1' });

  async function twoCompanies() {
    const alpha = await t.arrange.company('Alpha Grooming');
    const bravo = await t.arrange.company('Bravo Grooming');
    const booking = async (company: string, dog: string) => {
      const sql = "INSERT INTO appointments (company_id, date, dog_name) VALUES ($1, '2031-05-06', $2) RETURNING id";
      const [row] = (await t.arrange.query<{ id: string }>(sql, [company, dog])).rows;
      if (!row) throw new Error('no appointment inserted');
      return row.id;
    };
    const alphaAppointment = await booking(alpha, 'Rex');
    await booking(alpha, 'Fido');
    const bravoAppointment = await booking(bravo, 'Bella');
    return { alpha, bravo, alphaAppointment, bravoAppointment };
  }

  it('interleaved, each read sees its own company only, and the connection is the owner again after each', async () => {
    const { alpha, bravo } = await twoCompanies();
    const db = t.api.app.get(TenantDb);
    const owner = (await db.platform((m) => m.query('SELECT current_user AS role')))[0].role;

    const companies = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? alpha : bravo));
    const answers = await Promise.all(companies.map((company) => db.readForCompany(company, (m) => m.query(WHO))));
    answers.forEach(([row], i) => {
      expect(row).toEqual({ role: 'groombook_app', company: companies[i], visible: companies[i] === alpha ? 2 : 1 });
    });

    // The same (only) connection, outside any tenant: back to the owner, no company set, every row visible.
    const [after] = await db.platform((m) => m.query(WHO));
    expect(after).toEqual({ role: owner, company: '', visible: 3 });
  });

  it('leaves nothing behind when the statement fails, and the next tenant read works', async () => {
    const { alpha, bravo } = await twoCompanies();
    const db = t.api.app.get(TenantDb);
    await expect(db.readForCompany(alpha, (m) => m.query('SELECT 1 / 0'))).rejects.toThrow(/division by zero/);
    const [after] = await db.platform((m) => m.query("SELECT current_user <> 'groombook_app' AS owner, coalesce(current_setting('app.company_id', true), '') AS company"));
    expect(after).toEqual({ owner: true, company: '' });
    expect((await db.readForCompany(bravo, (m) => m.query(WHO)))[0]).toMatchObject({ role: 'groombook_app', company: bravo, visible: 1 });
  });

  it('prepares each statement once on the connection, and recovers the statements of a read that failed', async () => {
    const { alpha, bravo } = await twoCompanies();
    const db = t.api.app.get(TenantDb);
    const PREPARED = "SELECT array_agg(name::text) AS names FROM pg_prepared_statements WHERE name LIKE 'gb\\_%'";
    const prepared = async (): Promise<string[]> => (await db.readForCompany(alpha, (m) => m.query(PREPARED)))[0].names;
    const before = await prepared();
    // A text of its own, read for both companies: one statement more on the connection, not two.
    const who = `${WHO} -- ${randomUUID()}`;
    expect((await db.readForCompany(alpha, (m) => m.query(who)))[0]).toMatchObject({ company: alpha, visible: 2 });
    expect((await db.readForCompany(bravo, (m) => m.query(who)))[0]).toMatchObject({ company: bravo, visible: 1 });
    const after = await prepared();
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContain('gb_set_tenant');

    // Fails when run (the statement was parsed), then when parsed, each twice: the next read parses again where in doubt.
    for (const [sql, error] of [['SELECT 10 / $1::int AS n', /division by zero/], ['SELEC 1', /syntax error/]] as const) {
      await expect(db.readForCompany(alpha, (m) => m.query(sql, [0]))).rejects.toThrow(error);
      await expect(db.readForCompany(bravo, (m) => m.query(sql, [0]))).rejects.toThrow(error);
    }
    expect(await db.readForCompany(alpha, (m) => m.query('SELECT 10 / $1::int AS n', [5]))).toEqual([{ n: 2 }]);
    expect((await db.readForCompany(bravo, (m) => m.query(WHO)))[0]).toEqual({ role: 'groombook_app', company: bravo, visible: 1 });
  });

  it('runs a statement marked onKeptPlan on its generic plan, and leaves the connection to choose again after it', async () => {
    const { alpha, bravo } = await twoCompanies();
    const db = t.api.app.get(TenantDb);
    const MODE = "SELECT current_setting('plan_cache_mode') AS mode, current_user AS role, current_setting('app.company_id', true) AS company";
    const marked = onKeptPlan(`${MODE} -- ${randomUUID()}`);
    expect((await db.readForCompany(alpha, (m) => m.query(marked)))[0]).toEqual({ mode: 'force_generic_plan', role: 'groombook_app', company: alpha });
    expect((await db.readForCompany(bravo, (m) => m.query(MODE)))[0]).toEqual({ mode: 'auto', role: 'groombook_app', company: bravo });

    // Planned once, without its values, however often it runs (left to choose, Postgres plans the first five for their values).
    const tag = randomUUID();
    const read = onKeptPlan(`SELECT count(*)::int AS n FROM appointments WHERE dog_name = $1 -- ${tag}`);
    for (const dog of ['Rex', 'Fido', 'Rex']) await db.readForCompany(alpha, (m) => m.query(read, [dog]));
    const PLANS = 'SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE statement LIKE $1';
    expect(await db.readForCompany(alpha, (m) => m.query(PLANS, [`%${tag}%`]))).toEqual([{ generic: 3, custom: 0 }]);
    expect((await db.platform((m) => m.query("SELECT current_setting('plan_cache_mode') AS mode")))[0]).toEqual({ mode: 'auto' });
  });

  it('refuses a second statement: work of more than one takes a transaction', async () => {
    const { alpha } = await twoCompanies();
    const db = t.api.app.get(TenantDb);
    await expect(
      db.readForCompany(alpha, async (m) => {
        await m.query('SELECT 1');
        return m.query('SELECT 2');
      }),
    ).rejects.toThrow(/one statement/);
  });

  it("answers two companies' interleaved point reads each with its own appointment, and another's as not found", async () => {
    const { alpha, bravo, alphaAppointment, bravoAppointment } = await twoCompanies();
    await t.arrange.user('staff@alpha.test', 'staff', alpha);
    await t.arrange.user('staff@bravo.test', 'staff', bravo);
    const tokens = { alpha: (await signIn(t.api.url, 'staff@alpha.test')).access_token, bravo: (await signIn(t.api.url, 'staff@bravo.test')).access_token };
    // Every third ask is for the other company's appointment.
    const asks = Array.from({ length: 30 }, (_, i) => {
      const who = i % 2 === 0 ? 'alpha' : 'bravo';
      const [own, other] = who === 'alpha' ? [alphaAppointment, bravoAppointment] : [bravoAppointment, alphaAppointment];
      return { who, id: i % 3 === 0 ? other : own, own: i % 3 !== 0 } as const;
    });
    const answers = await Promise.all(
      asks.map(async (ask) => ({ ...ask, answer: await call(t.api.url, 'GET', `/api/appointments?id=${ask.id}`, { token: tokens[ask.who] }) })),
    );
    answers.forEach(({ id, own, answer }, i) => {
      if (own) expect(answer.body.appointment?.id, `ask ${i}`).toBe(id);
      else expect(answer.status, `ask ${i}`).toBe(404);
    });
  });
});
