import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../src/core/clock/clock';
import { useTestApi } from './support/api-fixture';
import { arrangeTwoCompanies, call, type TenantTokens } from './support/identity';

type Answer = Awaited<ReturnType<typeof call>>;
type Line = [name: string, kind: 'service' | 'add_on', price: number];
interface Booked {
  company: string;
  groomer: string | null;
  date: string;
  charged: number | null;
  given: number | null;
  status?: string;
  late?: boolean;
  tip?: number;
  discount?: number;
  lines?: Line[];
  shares?: [groomer: string, amount: number][];
}

const MAY = '/api/reports/summary?from=2031-05-01&to=2031-05-31';

/**
 * Company A's May, worked out by hand (tax 6.625% rounded half up per appointment on the price
 * less its discount; the calculated tip is what was paid above that and its tax). Earned = paid,
 * neither cancelled nor no-show; revenue is the price less its discount.
 *
 * | # | day   | groomer | price  | paid   | status    | lines                        | tip                        | discount |
 * |---|-------|---------|--------|--------|-----------|------------------------------|----------------------------|----------|
 * | 1 | 05-03 | Sam     | 100.00 | 120.00 | completed | Full groom 90, Nail trim 10  | split: Sam 8.50, Bee 4.87  |          |
 * | 2 | 05-04 | Bee     | 80.00  | 74.63  | completed | Bath 70, Nail trim 10        | none (paid under 85.30)    | 10.01    |
 * | 3 | 05-05 | Sam     | 60.00  | 70.00  | booked    | (none)                       | recorded tip 5.00          |          |
 * | 4 | 05-06 | Bee     | 90.00  | 100.00 | booked    | (none)                       | 100 − 95.96 = 4.04         |          |
 * | 5 | 05-07 | Sam     | 100.00 | 100.00 | no_show   | Full groom 90, Nail trim 10  | not earned                 |          |
 * | 6 | 05-08 | Bee     | 80.00  | unpaid | cancelled late | Bath 80                 |                            |          |
 * | 7 | 05-09 | Sam     | 50.00  | 60.00  | cancelled | (none)                       | not earned                 |          |
 * | 8 | 05-10 | Bee     | 40.00  | unpaid | booked    | Bath 40 (unpaid: not earned) |                            |          |
 * | 9 | 05-31 | (none)  | none   | unpaid | booked    |                              |                            |          |
 * |   | 04-30 | Sam     | 500.00 | 500.00 | completed | Full groom 500               | outside May                |          |
 *
 * By service: No service recorded 2 × (60 + 90) = 150; Full groom 1, 90; Bath 1, 70; Nail trim 2, 20.
 * Tips: Sam 8.50 + 5.00 = 13.50 (2 appointments); Bee 4.87 + 4.04 = 8.91 (2).
 * Average ticket: (100 + 69.99 + 60 + 90) / 4 = 319.99 / 4 = 79.9975 → 80.00.
 * Attendance: 9 appointments, 1 no-show (0.1111), 2 cancellations, 1 late (0.1111).
 * Company B: a completed $300 Full groom with a $30 tip to Bravo, and a no-show, which A never sees.
 */
async function arrangeMay(t: ReturnType<typeof useTestApi>, companyA: string, companyB: string) {
  const groomer = async (company: string, name: string) =>
    (await t.arrange.query<{ id: string }>('INSERT INTO groomers (company_id, name) VALUES ($1, $2) RETURNING id', [company, name])).rows[0]?.id ?? '';
  const ids: Record<string, string> = {
    Sam: await groomer(companyA, 'Sam'),
    Bee: await groomer(companyA, 'Bee'),
    Bravo: await groomer(companyB, 'Bravo'),
  };
  const book = async (a: Booked) => {
    const { rows } = await t.arrange.query<{ id: string }>(
      `INSERT INTO appointments (company_id, groomer_id, date, charged_amount, amount_given, status, cancelled_late, tip, discount_amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [a.company, a.groomer && ids[a.groomer], a.date, a.charged, a.given, a.status ?? 'booked', a.late ?? null, a.tip ?? null, a.discount ?? null],
    );
    const id = rows[0]?.id;
    for (const [position, [name, kind, price]] of (a.lines ?? []).entries()) {
      await t.arrange.query(
        `INSERT INTO appointment_lines (company_id, appointment_id, name, kind, dog_size, price, duration_minutes, position)
         VALUES ($1, $2, $3, $4, 'medium', $5, 30, $6)`,
        [a.company, id, name, kind, price, position],
      );
    }
    for (const [name, amount] of a.shares ?? []) {
      await t.arrange.query('INSERT INTO appointment_tips (company_id, appointment_id, groomer_id, amount) VALUES ($1, $2, $3, $4)', [a.company, id, ids[name], amount]);
    }
  };
  const groom: Line[] = [['Full groom', 'service', 90], ['Nail trim', 'add_on', 10]];
  const A = companyA;
  await book({ company: A, groomer: 'Sam', date: '2031-05-03', charged: 100, given: 120, status: 'completed', lines: groom, shares: [['Sam', 8.5], ['Bee', 4.87]] });
  await book({ company: A, groomer: 'Bee', date: '2031-05-04', charged: 80, given: 74.63, status: 'completed', discount: 10.01, lines: [['Bath', 'service', 70], ['Nail trim', 'add_on', 10]] });
  await book({ company: A, groomer: 'Sam', date: '2031-05-05', charged: 60, given: 70, tip: 5 });
  await book({ company: A, groomer: 'Bee', date: '2031-05-06', charged: 90, given: 100 });
  await book({ company: A, groomer: 'Sam', date: '2031-05-07', charged: 100, given: 100, status: 'no_show', lines: groom });
  await book({ company: A, groomer: 'Bee', date: '2031-05-08', charged: 80, given: null, status: 'cancelled', late: true, lines: [['Bath', 'service', 80]] });
  await book({ company: A, groomer: 'Sam', date: '2031-05-09', charged: 50, given: 60, status: 'cancelled', late: false });
  await book({ company: A, groomer: 'Bee', date: '2031-05-10', charged: 40, given: null, lines: [['Bath', 'service', 40]] });
  await book({ company: A, groomer: null, date: '2031-05-31', charged: null, given: null });
  await book({ company: A, groomer: 'Sam', date: '2031-04-30', charged: 500, given: 500, status: 'completed', lines: [['Full groom', 'service', 500]] });
  await book({ company: companyB, groomer: 'Bravo', date: '2031-05-03', charged: 300, given: 350, status: 'completed', lines: [['Full groom', 'service', 300]], shares: [['Bravo', 30]] });
  await book({ company: companyB, groomer: 'Bravo', date: '2031-05-04', charged: 80, given: null, status: 'no_show' });
}

describe('the report summary and the revenue report over the salon day', () => {
  const t = useTestApi();
  const tokens = {} as TenantTokens;
  const get = (path: string, who: keyof TenantTokens = 'admin') => call(t.api.url, 'GET', path, { token: tokens[who] });

  beforeAll(async () => {
    const { companyA, companyB } = await arrangeTwoCompanies(t.api.url, t.arrange, tokens);
    await arrangeMay(t, companyA, companyB);
    t.api.app.get(Clock).travelTo(new Date('2031-06-01T16:00:00Z'));
  });
  afterAll(() => t.api?.app.get(Clock).travelTo(null));

  it("gives May's revenue by service, tips by groomer after splits, average ticket and attendance, to the cent", async () => {
    const answer = await get(MAY);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: {
        from: '2031-05-01',
        to: '2031-05-31',
        services: [
          { name: 'No service recorded', kind: null, count: 2, revenue: 150 },
          { name: 'Full groom', kind: 'service', count: 1, revenue: 90 },
          { name: 'Bath', kind: 'service', count: 1, revenue: 70 },
          { name: 'Nail trim', kind: 'add_on', count: 2, revenue: 20 },
        ],
        tips: [
          { name: 'Sam', tips: 13.5, appointments: 2 },
          { name: 'Bee', tips: 8.91, appointments: 2 },
        ],
        averageTicket: { count: 4, total: 319.99, average: 80 },
        attendance: { appointments: 9, no_shows: 1, cancellations: 2, late_cancellations: 1, no_show_rate: 0.1111, late_cancellation_rate: 0.1111 },
      },
    });
  });

  it('no longer counts cancelled appointments and no-shows as revenue, paid or owed', async () => {
    const byMonth = await get('/api/revenue-reports?start_date=2031-05-01&end_date=2031-05-31');
    expect(byMonth.status).toBe(200);
    const report = byMonth.body.data;
    // 100 + (80 - 10.01) + 60 + 90: not the paid no-show's 100 nor the paid cancellation's 50.
    expect(report.monthlyTotal).toBe(319.99);
    expect(report.dailyTotals.map((day: { date: string }) => day.date)).toEqual(['2031-05-03', '2031-05-04', '2031-05-05', '2031-05-06']);
    expect(report.employeeRevenue).toEqual([
      { name: 'Sam', total_revenue: 160, tips: 19.39, appointments: 2 },
      { name: 'Bee', total_revenue: 159.99, tips: 4.04, appointments: 2 },
    ]);
    // 120 + 74.63 + 70 + 100.
    expect(report.monthlyPaid).toBe(364.63);
    // The $40 booking (with tax 42.65) and the one without a price; not the late cancellation's $80.
    expect(report.unpaid).toEqual({ count: 2, amount_due: 42.65 });
    const byRange = await get('/api/revenue-reports?from=2031-05-01&to=2031-05-31');
    expect(byRange.body).toEqual(byMonth.body);
    expect((await get('/api/revenue-reports?from=2031-05-04&to=2031-05-05')).body.data.monthlyTotal).toBe(129.99);
  });

  it("counts both ends of the range and nothing outside it", async () => {
    const answer = await get('/api/reports/summary?from=2031-04-30&to=2031-05-03');
    expect(answer.body.data.services).toEqual([
      { name: 'Full groom', kind: 'service', count: 2, revenue: 590 },
      { name: 'Nail trim', kind: 'add_on', count: 1, revenue: 10 },
    ]);
    expect(answer.body.data.averageTicket).toEqual({ count: 2, total: 600, average: 300 });
    const empty = await get('/api/reports/summary?from=2031-06-01&to=2031-06-30');
    expect(empty.body.data).toEqual({
      from: '2031-06-01',
      to: '2031-06-30',
      services: [],
      tips: [],
      averageTicket: { count: 0, total: 0, average: 0 },
      attendance: { appointments: 0, no_shows: 0, cancellations: 0, late_cancellations: 0, no_show_rate: 0, late_cancellation_rate: 0 },
    });
  });

  it("shows each company its own appointments only: B's admin sees B's", async () => {
    const answer = await get(MAY, 'adminB');
    expect(answer.body.data).toMatchObject({
      services: [{ name: 'Full groom', kind: 'service', count: 1, revenue: 300 }],
      tips: [{ name: 'Bravo', tips: 30, appointments: 1 }],
      averageTicket: { count: 1, total: 300, average: 300 },
      attendance: { appointments: 2, no_shows: 1, cancellations: 0, late_cancellations: 0, no_show_rate: 0.5, late_cancellation_rate: 0 },
    });
  });

  it("taxes at each company's own rate", async () => {
    const companyB = (await t.arrange.query<{ company_id: string }>("SELECT company_id FROM users WHERE email = 'admin@bravo.test'")).rows[0]?.company_id;
    const monthOfB = async () => (await get('/api/revenue-reports?from=2031-05-01&to=2031-05-31', 'adminB')).body.data;
    // 300 at 6.625 % is 19.88 (half up); paid 350, so 30.12 above price and tax.
    expect(await monthOfB()).toMatchObject({ monthlyTotal: 300, monthlyTax: 19.88, monthlyTips: 30.12 });
    await t.arrange.query('UPDATE companies SET tax_rate_percent = 8.25 WHERE id = $1', [companyB]);
    try {
      // At 8.25 %: 24.75 tax, 25.25 tip; company A's figures do not move.
      expect(await monthOfB()).toMatchObject({ monthlyTotal: 300, monthlyTax: 24.75, monthlyTips: 25.25 });
      expect((await get('/api/revenue-reports?from=2031-05-01&to=2031-05-31')).body.data.monthlyTotal).toBe(319.99);
    } finally {
      await t.arrange.query('UPDATE companies SET tax_rate_percent = 6.625 WHERE id = $1', [companyB]);
    }
  });

  it('lets admins and super admins read the summary, and no one else', async () => {
    expect((await get(MAY, 'superadmin')).status).toBe(200);
    for (const who of ['staff', 'user'] as const) {
      const refused = await get(MAY, who);
      expect(refused.status, who).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
    expect((await call(t.api.url, 'GET', MAY)).status).toBe(401);
  });

  describe('refuses what is no range of days, with a clear 400', () => {
    function expectRefused(answer: Answer, message: string | RegExp, what: string) {
      expect(answer.status, what).toBe(400);
      expect(answer.body, what).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(answer.body.message, what).toMatch(message);
    }

    it('on the summary', async () => {
      const summary = (query: string) => get(`/api/reports/summary?${query}`);
      expectRefused(await summary('from=2031-05-31&to=2031-05-01'), 'to: from must not be after to', 'reversed');
      expectRefused(await summary('from=2026-02-30&to=2026-03-31'), /2026-02-30 is not a day of the calendar/, 'impossible');
      expectRefused(await summary('from=2030-01-01&to=2031-01-03'), 'to: A report covers at most a year', 'over a year');
      expectRefused(await summary('from=1900-01-01&to=2200-12-31'), 'to: A report covers at most a year', 'centuries');
      expectRefused(await summary('from=2031-05-01'), /to/, 'missing to');
      expectRefused(await summary('from=2031-05-01&to=2031-05-31&to=2031-06-01'), /to/, 'repeated');
      expect((await summary('from=2032-01-01&to=2032-12-31')).status).toBe(200);
    });

    it('on the revenue report by from and to', async () => {
      const revenue = (query: string) => get(`/api/revenue-reports?${query}`);
      expectRefused(await revenue('from=2031-05-31&to=2031-05-01'), 'to: from must not be after to', 'reversed');
      expectRefused(await revenue('from=2031-02-29&to=2031-03-31'), /2031-02-29 is not a day of the calendar/, 'impossible');
      expectRefused(await revenue('from=2030-01-01&to=2031-01-03'), 'to: A report covers at most a year', 'over a year');
      expectRefused(await revenue('from=2031-05-01'), 'to: to is required (YYYY-MM-DD)', 'missing to');
      expectRefused(await revenue('from=2031-05-01&to=2031-05-31&start_date=2031-05-01'), /not both/, 'both forms');
    });
  });
});
