import { describe, expect, it } from 'vitest';
import { useTestApi } from './support/api-fixture';
import { call, signIn } from './support/identity';

/**
 * Demo data shows the salon's day: a menu with add-ons, dogs with sizes, appointments booked
 * for menu entries, a today in progress (done, ready, in the building, still to come), a
 * past with payments, split tips, no-shows and late cancellations.
 */
describe('demo data', () => {
  const t = useTestApi();

  it("fills a company with a menu, sized dogs, a day in progress and a paid past", async () => {
    const company = await t.arrange.company('Alpha Grooming');
    await t.arrange.user('root@alpha.test', 'superadmin', null);
    await t.arrange.user('owner@alpha.test', 'admin', company);
    const { access_token: root } = await signIn(t.api.url, 'root@alpha.test');
    expect((await call(t.api.url, 'POST', `/api/demo-data?companyId=${company}`, { token: root })).status).toBe(201);

    const { access_token: token } = await signIn(t.api.url, 'owner@alpha.test');
    const menu = (await call(t.api.url, 'GET', '/api/services', { token })).body.services as { name: string; kind: string }[];
    expect(menu.map((s) => s.name)).toEqual(expect.arrayContaining(['Small dog bath', 'Full groom', 'Nail trim']));
    expect(menu.filter((s) => s.kind === 'add_on').length).toBeGreaterThanOrEqual(3);

    const sizes = await t.arrange.query<{ size: string | null }>('SELECT size FROM pets WHERE company_id = $1', [company]);
    expect(sizes.rows.every((row) => row.size !== null)).toBe(true);
    expect(new Set(sizes.rows.map((row) => row.size)).size).toBeGreaterThanOrEqual(3);

    // Today, in the salon's time zone: some done, one ready, some in the building, some still to come.
    const today = await t.arrange.query<{ status: string; lines: number }>(
      `SELECT a.status, (SELECT count(*)::int FROM appointment_lines l WHERE l.appointment_id = a.id) AS lines
       FROM appointments a JOIN companies c ON c.id = a.company_id
       WHERE a.company_id = $1 AND a.date = (now() AT TIME ZONE c.time_zone)::date`,
      [company],
    );
    const todayStatuses = today.rows.map((row) => row.status);
    expect(todayStatuses).toEqual(expect.arrayContaining(['completed', 'ready', 'checked_in', 'confirmed', 'booked']));
    expect(today.rows.every((row) => row.lines >= 1)).toBe(true);

    // Every appointment's price is the sum of its lines.
    const mismatched = await t.arrange.query(
      `SELECT a.id FROM appointments a WHERE a.company_id = $1
         AND a.charged_amount <> (SELECT sum(l.price) FROM appointment_lines l WHERE l.appointment_id = a.id)`,
      [company],
    );
    expect(mismatched.rowCount).toBe(0);

    const past = await t.arrange.query<{ status: string; n: number; paid: number; late: number }>(
      `SELECT status, count(*)::int AS n, count(payment_method)::int AS paid, count(*) FILTER (WHERE cancelled_late)::int AS late
       FROM appointments WHERE company_id = $1 AND date < now()::date - 1 GROUP BY status`,
      [company],
    );
    const byStatus = Object.fromEntries(past.rows.map((row) => [row.status, row]));
    expect(byStatus.completed?.paid).toBe(byStatus.completed?.n);
    expect(byStatus.no_show?.n).toBeGreaterThan(0);
    expect(byStatus.cancelled?.late).toBeGreaterThan(0);

    const splits = await t.arrange.query('SELECT appointment_id FROM appointment_tips WHERE company_id = $1 GROUP BY appointment_id HAVING count(*) = 2', [company]);
    expect(splits.rowCount).toBeGreaterThan(0);
    const history = await t.arrange.query('SELECT 1 FROM appointment_status_changes WHERE company_id = $1', [company]);
    expect(history.rowCount).toBeGreaterThan(0);
  });
});
