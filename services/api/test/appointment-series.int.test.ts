import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from './support/api-fixture';
import { arrangeTwoCompanies, call, type TenantTokens } from './support/identity';

const WEEKLY_SIX = { frequency: 'weekly', interval: 1, endType: 'count', endCount: 6 };
/** The Mondays of a weekly series starting 2031-04-07. */
const MONDAYS = ['2031-04-07', '2031-04-14', '2031-04-21', '2031-04-28', '2031-05-05', '2031-05-12'];

interface Row {
  id: string;
  date: string;
  time: string | null;
  groomer_id: string;
  duration_minutes: number;
  charged_amount: string | null;
  amount_given: string | null;
  tip: string | null;
  notes: string | null;
  dog_name: string | null;
  recurring_total: number | null;
}

describe('series edits: this appointment, or this and following', () => {
  const t = useTestApi();
  const tokens = {} as TenantTokens;
  const ids: Record<string, string> = {};
  const as = (who: keyof TenantTokens) => tokens[who];

  const seriesRows = (groupId: string) =>
    t.arrange
      .query(
        `SELECT id, to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI') AS time, groomer_id, duration_minutes,
                charged_amount::text, amount_given::text, tip::text, notes, dog_name, recurring_total
         FROM appointments WHERE recurring_group_id = $1 ORDER BY recurring_sequence`,
        [groupId],
      )
      .then((result) => result.rows as Row[]);

  const booking = (extra: Record<string, unknown> = {}) => ({
    date: MONDAYS[0],
    time: '10:00',
    customer_id: ids.olivia,
    groomer_id: ids.sam,
    dog_name: 'Biscuit',
    charged_amount: 80,
    duration_minutes: 60,
    notes: 'Short clip',
    ...extra,
  });

  /** A new weekly series of six; its rows. */
  async function newSeries(extra: Record<string, unknown> = {}): Promise<Row[]> {
    const answer = await call(t.api.url, 'POST', '/api/recurring-appointments', {
      token: as('staff'),
      body: { ...booking(extra), recurring_config: WEEKLY_SIX },
    });
    expect(answer.status).toBe(201);
    return seriesRows(answer.body.data.recurring_group_id);
  }

  const groupOf = async (id: string) =>
    (await t.arrange.query('SELECT recurring_group_id FROM appointments WHERE id = $1', [id])).rows[0]!.recurring_group_id as string;

  const put = (body: Record<string, unknown>, who: keyof TenantTokens = 'staff') =>
    call(t.api.url, 'PUT', '/api/appointments', { token: as(who), body });

  beforeAll(async () => {
    const { companyA, companyB } = await arrangeTwoCompanies(t.api.url, t.arrange, tokens);
    const q = async (sql: string, params: unknown[]) => (await t.arrange.query(sql, params)).rows[0]!.id as string;
    ids.olivia = await q("INSERT INTO customers (company_id, name) VALUES ($1, 'Olivia Garcia') RETURNING id", [companyA]);
    ids.mark = await q("INSERT INTO customers (company_id, name) VALUES ($1, 'Mark Jones') RETURNING id", [companyA]);
    ids.customerB = await q("INSERT INTO customers (company_id, name) VALUES ($1, 'Bravo Client') RETURNING id", [companyB]);
    ids.sam = await q("INSERT INTO groomers (company_id, name) VALUES ($1, 'Sam Chen') RETURNING id", [companyA]);
    ids.bella = await q("INSERT INTO groomers (company_id, name) VALUES ($1, 'Bella Ruiz') RETURNING id", [companyA]);
    ids.groomerB = await q("INSERT INTO groomers (company_id, name) VALUES ($1, 'Bravo Groomer') RETURNING id", [companyB]);
  });

  it("changes the third occurrence and every later one, leaving the first two and each one's own payment", async () => {
    const series = await newSeries();
    await t.arrange.query('UPDATE appointments SET amount_given = 100 WHERE id = $1', [series[4]!.id]);
    const third = series[2]!;
    const answer = await put({
      ...booking({ date: third.date, time: '14:30', groomer_id: ids.bella, duration_minutes: 90, charged_amount: 95, notes: 'Full groom' }),
      id: third.id,
      scope: 'following',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, changed: 4, appointment: { id: third.id, time: '14:30', groomer: { name: 'Bella Ruiz' } } });

    const after = await seriesRows(await groupOf(third.id));
    expect(after.map((row) => row.date)).toEqual(MONDAYS);
    for (const row of after.slice(0, 2)) {
      expect(row).toMatchObject({ time: '10:00', groomer_id: ids.sam, duration_minutes: 60, charged_amount: '80.00', notes: 'Short clip' });
    }
    for (const row of after.slice(2)) {
      expect(row).toMatchObject({ time: '14:30', groomer_id: ids.bella, duration_minutes: 90, charged_amount: '95.00', notes: 'Full groom' });
    }
    // The fifth keeps its payment; its tip is what it paid above the new price and tax (95 + 6.29).
    expect(after[4]).toMatchObject({ amount_given: '100.00', tip: '0.00' });
    expect(after[3]).toMatchObject({ amount_given: null });
  });

  it('moves the following occurrences by as many days as this one moved', async () => {
    const series = await newSeries({ time: '08:00' });
    const fourth = series[3]!;
    const answer = await put({ ...booking({ date: '2031-04-30', time: '08:00' }), id: fourth.id, scope: 'following' });
    expect(answer.status).toBe(200);
    const after = await seriesRows(await groupOf(fourth.id));
    expect(after.map((row) => row.date)).toEqual([...MONDAYS.slice(0, 3), '2031-04-30', '2031-05-07', '2031-05-14']);
  });

  it("keeps the single-occurrence edit as the default, with or without scope 'this'", async () => {
    const series = await newSeries({ time: '12:00' });
    for (const scope of [undefined, 'this']) {
      const answer = await put({ ...booking({ date: series[1]!.date, time: '13:00' }), id: series[1]!.id, scope });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Appointment successfully updated!');
    }
    const after = await seriesRows(await groupOf(series[1]!.id));
    expect(after.map((row) => row.time)).toEqual(['12:00', '13:00', '12:00', '12:00', '12:00', '12:00']);
  });

  it('refuses the whole edit when any changed occurrence would collide, naming the dates and times as people read them, and changes nothing', async () => {
    const series = await newSeries({ time: '16:00', groomer_id: ids.sam });
    // Bella is busy on the fifth and sixth Mondays at 09:00.
    for (const date of [MONDAYS[4], MONDAYS[5]]) {
      expect((await call(t.api.url, 'POST', '/api/appointments', { token: as('staff'), body: booking({ date, time: '09:00', groomer_id: ids.bella, duration_minutes: 60, customer_id: ids.mark, dog_name: 'Maple' }) })).status).toBe(201);
    }
    const groupId = await groupOf(series[0]!.id);
    const before = await seriesRows(groupId);
    const answer = await put({ ...booking({ date: series[2]!.date, time: '09:30', groomer_id: ids.bella }), id: series[2]!.id, scope: 'following' });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ success: false, code: 'CONFLICT', message: 'Scheduling conflict on Mon, May 5, 2031 at 9:30 AM; Mon, May 12, 2031 at 9:30 AM: nothing was changed' });
    expect(await seriesRows(groupId)).toEqual(before);
  });

  it('refuses bad input, a stranger, another company and an unknown appointment, changing nothing', async () => {
    const series = await newSeries({ time: '18:00' });
    const groupId = await groupOf(series[0]!.id);
    const before = await seriesRows(groupId);
    const target = { ...booking({ date: series[1]!.date, time: '18:30' }), id: series[1]!.id };

    const badScope = await put({ ...target, scope: 'all' });
    expect(badScope.status).toBe(400);
    expect(badScope.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: "scope: scope must be 'this' or 'following'" });
    expect((await put({ ...target, duration_minutes: 20, scope: 'following' })).status).toBe(400);
    expect((await put({ ...target, customer_id: null, scope: 'following' })).body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'customer_id: Customer is required' });
    expect((await put({ ...target, dog_name: ' ', scope: 'following' })).body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'dog_name: Dog name is required' });
    expect((await put({ ...target, groomer_id: ids.groomerB, scope: 'following' })).body).toMatchObject({ code: 'NOT_FOUND', message: 'Groomer not found' });
    const anonymous = await call(t.api.url, 'PUT', '/api/appointments', { body: { ...target, scope: 'following' } });
    expect(anonymous.status).toBe(401);
    expect((await put({ ...target, groomer_id: ids.groomerB, customer_id: ids.customerB, scope: 'following' }, 'adminB')).body).toMatchObject({ code: 'NOT_FOUND', message: 'Appointment not found' });
    const removeTheirs = await call(t.api.url, 'DELETE', '/api/appointments', { token: as('adminB'), body: { id: series[1]!.id, scope: 'following' } });
    expect(removeTheirs.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await call(t.api.url, 'DELETE', '/api/appointments', { token: as('staff'), body: { id: series[1]!.id, scope: 'later' } })).status).toBe(400);
    expect((await call(t.api.url, 'DELETE', '/api/appointments', { body: { id: series[1]!.id, scope: 'following' } })).status).toBe(401);
    expect(await seriesRows(groupId)).toEqual(before);
  });

  it('lets each role of the company edit and delete following occurrences', async () => {
    for (const who of ['admin', 'superadmin', 'staff', 'user'] as const) {
      const series = await newSeries({ time: '07:00', date: '2031-06-02' });
      const edited = await put({ ...booking({ date: series[4]!.date, time: '07:15' }), id: series[4]!.id, scope: 'following' }, who);
      expect(edited.body, who).toMatchObject({ success: true, changed: 2 });
      const removed = await call(t.api.url, 'DELETE', '/api/appointments', { token: as(who), body: { id: series[4]!.id, scope: 'following' } });
      expect(removed.body, who).toMatchObject({ success: true, deleted: 2 });
      await call(t.api.url, 'DELETE', '/api/appointments', { token: as(who), body: { id: series[0]!.id, scope: 'following' } });
    }
  });

  it('deletes this and following occurrences in one go, and the rest of the series ends before them', async () => {
    const series = await newSeries({ time: '19:00' });
    const groupId = await groupOf(series[0]!.id);
    const answer = await call(t.api.url, 'DELETE', '/api/appointments', { token: as('staff'), body: { id: series[3]!.id, scope: 'following' } });
    expect(answer.body).toEqual({ success: true, message: '3 appointments successfully deleted!', deleted: 3 });
    const after = await seriesRows(groupId);
    expect(after.map((row) => row.date)).toEqual(MONDAYS.slice(0, 3));
    expect(after.every((row) => row.recurring_total === 3)).toBe(true);
    // A single delete stays a single delete.
    expect((await call(t.api.url, 'DELETE', '/api/appointments', { token: as('staff'), body: { id: series[0]!.id } })).body.deleted).toBe(1);
    expect((await seriesRows(groupId)).map((row) => row.date)).toEqual(MONDAYS.slice(1, 3));
  });

  it('edits an appointment outside a series alone under "following"', async () => {
    const single = await call(t.api.url, 'POST', '/api/appointments', { token: as('staff'), body: booking({ date: '2031-08-04', time: '11:00' }) });
    const answer = await put({ ...booking({ date: '2031-08-04', time: '11:30' }), id: single.body.appointment.id, scope: 'following' });
    expect(answer.body).toMatchObject({ success: true, changed: 1, appointment: { time: '11:30' } });
  });
});
