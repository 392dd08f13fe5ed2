import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatedTip, taxCents, toCents, totalWithTax } from '@groombook/domain';
import { Clock } from '../src/core/clock/clock';
import { useTestApi } from './support/api-fixture';
import { arrangeTwoCompanies, call, type TenantTokens } from './support/identity';

type Answer = Awaited<ReturnType<typeof call>>;

const MARCH = '/api/revenue-reports?start_date=2031-03-01&end_date=2031-03-31';

/**
 * Company A's appointments, worked out by hand (tax 6.625% rounded half up on each
 * appointment; tip = payment above price and tax, never below 0):
 *
 * | day   | groomer    | price  | paid   | tax   | tip   |
 * |-------|------------|--------|--------|-------|-------|
 * | 03-01 | Sam        | 100.00 | 110.00 | 6.63  | 3.37  | 6.625 is half a cent: up
 * | 03-01 | Sam        | 100.00 | 106.63 | 6.63  | 0     | so the day's tax is 13.26, not 13.25
 * | 03-02 | Bee        | 4.00   | 4.27   | 0.27  | 0     | 0.265: up
 * | 03-02 | (none)     | 80.00  | 100.00 | 5.30  | 14.70 |
 * | 03-02 | Bee        | 0.07   | 0.07   | 0     | 0     | 0.0046: down
 * | 03-03 | Bee        | 50.00  | unpaid |       |       | due 53.31
 * | 03-05 | (none)     | none   | unpaid |       |       | due 0
 * | 03-31 | Sam (2nd)  | 12.00  | 10.00  | 0.80  | 0     | 0.795: up; paid less than the total
 * | 03-31 | Bee        | none   | 20.00  | 0     | 20.00 | paid without a price: all of it is tip
 * | 02-28 | Bee        | 30.00  | 40.00  |       |       | outside March
 * | 04-01 | Sam        | 999.00 | 999.00 |       |       | outside March
 *
 * Company B has one paid appointment on 03-01 that A never sees. No appointment on 03-04
 * and the other empty days: they have no row. The tests run on 1 April 2031 (New York), so
 * March's unpaid appointments are all owed, unless a test moves the clock.
 */
const AFTER_MARCH = new Date('2031-04-01T16:00:00Z');
async function arrangeMarch(t: ReturnType<typeof useTestApi>, companyA: string, companyB: string) {
  const groomer = async (company: string, name: string) =>
    (await t.arrange.query<{ id: string }>('INSERT INTO groomers (company_id, name) VALUES ($1, $2) RETURNING id', [company, name])).rows[0]?.id;
  const sam = await groomer(companyA, 'Sam');
  const secondSam = await groomer(companyA, 'Sam');
  const bee = await groomer(companyA, 'Bee');
  const bravo = await groomer(companyB, 'Bravo Groomer');
  const add = (company: string, groomerId: string | null | undefined, date: string, charged: number | null, given: number | null) =>
    t.arrange.query('INSERT INTO appointments (company_id, groomer_id, date, charged_amount, amount_given) VALUES ($1, $2, $3, $4, $5)', [
      company,
      groomerId,
      date,
      charged,
      given,
    ]);
  await add(companyA, sam, '2031-03-01', 100, 110);
  await add(companyA, sam, '2031-03-01', 100, 106.63);
  await add(companyA, bee, '2031-03-02', 4, 4.27);
  await add(companyA, null, '2031-03-02', 80, 100);
  await add(companyA, bee, '2031-03-02', 0.07, 0.07);
  await add(companyA, bee, '2031-03-03', 50, null);
  await add(companyA, null, '2031-03-05', null, null);
  await add(companyA, secondSam, '2031-03-31', 12, 10);
  await add(companyA, bee, '2031-03-31', null, 20);
  await add(companyA, bee, '2031-02-28', 30, 40);
  await add(companyA, sam, '2031-04-01', 999, 999);
  await add(companyB, bravo, '2031-03-01', 500, 600);
}

describe('revenue reports', () => {
  const t = useTestApi();
  const tokens = {} as TenantTokens;
  let companyA = '';
  const get = (path: string, who: keyof TenantTokens = 'admin') => call(t.api.url, 'GET', path, { token: tokens[who] });

  beforeAll(async () => {
    const companies = await arrangeTwoCompanies(t.api.url, t.arrange, tokens);
    companyA = companies.companyA;
    await arrangeMarch(t, companies.companyA, companies.companyB);
    t.api.app.get(Clock).travelTo(AFTER_MARCH);
  });
  afterAll(() => t.api?.app.get(Clock).travelTo(null));

  it("gives March's revenue before tax and without tips, with tax, tips, payments and the unpaid appointments beside it", async () => {
    const answer = await get(MARCH);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: {
        dailyTotals: [
          { date: '2031-03-01', total_amount: 200, tax_amount: 13.26, tip_amount: 3.37, paid_amount: 216.63, appointments: 2 },
          { date: '2031-03-02', total_amount: 84.07, tax_amount: 5.57, tip_amount: 14.7, paid_amount: 104.34, appointments: 3 },
          { date: '2031-03-31', total_amount: 12, tax_amount: 0.8, tip_amount: 20, paid_amount: 30, appointments: 2 },
        ],
        employeeRevenue: [
          { name: 'Sam', total_revenue: 200, tips: 3.37, appointments: 2 },
          { name: 'No groomer', total_revenue: 80, tips: 14.7, appointments: 1 },
          { name: 'Sam', total_revenue: 12, tips: 0, appointments: 1 },
          { name: 'Bee', total_revenue: 4.07, tips: 20, appointments: 3 },
        ],
        monthlyTotal: 296.07,
        monthlyTax: 19.63,
        monthlyTips: 38.07,
        monthlyPaid: 350.97,
        unpaid: { count: 2, amount_due: 53.31 },
      },
    });
  });

  it("counts as unpaid only the appointments up to the company's today: a later one is not owed yet", async () => {
    // 4 March 2031, 09:00 in New York: the 03-03 appointment is owed, the 03-05 one not yet.
    t.api.app.get(Clock).travelTo(new Date('2031-03-04T14:00:00Z'));
    try {
      const answer = await get(MARCH);
      expect(answer.body.data.unpaid).toEqual({ count: 1, amount_due: 53.31 });
      // Revenue and payments do not depend on the day.
      expect(answer.body.data.monthlyTotal).toBe(296.07);
      t.api.app.get(Clock).travelTo(new Date('2031-03-03T04:30:00Z'));
      // 23:30 on 2 March in New York (already the 3rd in UTC): nothing owed yet.
      expect((await get(MARCH)).body.data.unpaid).toEqual({ count: 0, amount_due: 0 });
    } finally {
      t.api.app.get(Clock).travelTo(AFTER_MARCH);
    }
  });

  it('answers a range without appointments with empty tables and zeros', async () => {
    const answer = await get('/api/revenue-reports?start_date=2031-03-04&end_date=2031-03-04');
    expect(answer.body.data).toEqual({
      dailyTotals: [],
      employeeRevenue: [],
      monthlyTotal: 0,
      monthlyTax: 0,
      monthlyTips: 0,
      monthlyPaid: 0,
      unpaid: { count: 0, amount_due: 0 },
    });
  });

  it('counts both ends of the range', async () => {
    const answer = await get('/api/revenue-reports?start_date=2031-02-28&end_date=2031-03-01');
    expect(answer.body.data.dailyTotals.map((day: { date: string }) => day.date)).toEqual(['2031-02-28', '2031-03-01']);
    expect(answer.body.data.monthlyTotal).toBe(230);
  });

  it("shows each company its own appointments only: B's admin sees B's", async () => {
    const answer = await get(MARCH, 'adminB');
    expect(answer.body.data).toMatchObject({
      dailyTotals: [{ date: '2031-03-01', total_amount: 500, tax_amount: 33.13, tip_amount: 66.87, paid_amount: 600, appointments: 1 }],
      employeeRevenue: [{ name: 'Bravo Groomer', total_revenue: 500, tips: 66.87, appointments: 1 }],
      monthlyTotal: 500,
    });
    const months = await get('/api/monthly-totals?year=2031', 'adminB');
    expect(months.body.data[2]).toEqual({ month: '2031-03', total_revenue: 500 });
  });

  it("gives the year's twelve months, January first, 0 for a month without paid appointments", async () => {
    const answer = await get('/api/monthly-totals?year=2031');
    expect(answer.status).toBe(200);
    const revenue: Record<number, number> = { 2: 30, 3: 296.07, 4: 999 };
    const expected = Array.from({ length: 12 }, (_, index) => ({
      month: `2031-${String(index + 1).padStart(2, '0')}`,
      total_revenue: revenue[index + 1] ?? 0,
    }));
    expect(answer.body).toEqual({ success: true, data: expected });
  });

  it("gives this year's months, in the company's time zone, when no year is asked for", async () => {
    await t.arrange.query("UPDATE companies SET time_zone = 'Pacific/Kiritimati' WHERE id = $1", [companyA]);
    // 11:00 UTC on 31 December 2031 is already 01:00 on 1 January 2032 in Kiritimati (UTC+14).
    t.api.app.get(Clock).travelTo(new Date('2031-12-31T11:00:00Z'));
    try {
      const answer = await get('/api/monthly-totals');
      expect(answer.body.data.map((row: { month: string }) => row.month)).toEqual(
        Array.from({ length: 12 }, (_, index) => `2032-${String(index + 1).padStart(2, '0')}`),
      );
    } finally {
      t.api.app.get(Clock).travelTo(AFTER_MARCH);
    }
  });

  it('lets admins and super admins read the reports, and no one else', async () => {
    for (const path of [MARCH, '/api/monthly-totals?year=2031']) {
      expect((await get(path, 'superadmin')).status, path).toBe(200);
      for (const who of ['staff', 'user'] as const) {
        const refused = await get(path, who);
        expect(refused.status, `${who} ${path}`).toBe(403);
        expect(refused.body.code).toBe('FORBIDDEN');
      }
      expect((await call(t.api.url, 'GET', path)).status, `anonymous ${path}`).toBe(401);
    }
  });

  describe('refuses what is no range of days, with a clear 400', () => {
    function expectRefused(answer: Answer, message: string | RegExp, what: string) {
      expect(answer.status, what).toBe(400);
      expect(answer.body, what).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(answer.body.message, what).toMatch(message);
    }
    const range = (start: string, end: string) => get(`/api/revenue-reports?start_date=${start}&end_date=${end}`);

    it.each([
      ['malformed', '2031-3-1', /Dates are written YYYY-MM-DD/],
      ['written another way', '03/01/2031', /Dates are written YYYY-MM-DD/],
      ['impossible', '2026-02-30', /2026-02-30 is not a day of the calendar/],
      ['not a leap year', '2031-02-29', /2031-02-29 is not a day of the calendar/],
      ['outside the calendar', '1899-12-31', /between 1900-01-01 and 2200-12-31/],
      ['huge', '2031-03-01'.repeat(800), /Dates are written YYYY-MM-DD/],
      ['with a control character', '2031-03-01%00', /must not contain control characters/],
      ['with an escape character', '2031-03%1B-01', /must not contain control characters/],
      ['empty', '', /Dates are written YYYY-MM-DD/],
    ])('a start date %s', async (_what, date, message) => {
      expectRefused(await range(date, '2031-03-31'), message, `start ${date.slice(0, 40)}`);
      expectRefused(await range('2031-03-01', date), message, `end ${date.slice(0, 40)}`);
    });

    it('a reversed range, a range over a year, a missing or repeated date', async () => {
      expectRefused(await range('2031-03-31', '2031-03-01'), 'end_date: start_date must not be after end_date', 'reversed');
      expectRefused(await range('2030-01-01', '2031-01-03'), 'end_date: A report covers at most a year', 'over a year');
      expectRefused(await get('/api/revenue-reports?start_date=2031-03-01'), /end_date/, 'missing end');
      expectRefused(await get('/api/revenue-reports'), /start_date/, 'missing both');
      expectRefused(await get(`${MARCH}&start_date=2031-03-02`), /start_date/, 'repeated');
      // A leap year's whole year is a year.
      expect((await range('2032-01-01', '2032-12-31')).status).toBe(200);
    });

    it('a year that is not a year of the calendar', async () => {
      for (const year of ['abc', '1899', '2201', '2031.5', '', '9'.repeat(5000), '2031%00', '2031%0A']) {
        const answer = await get(`/api/monthly-totals?year=${year}`);
        expect(answer.status, year.slice(0, 40)).toBe(400);
        expect(answer.body.code, year.slice(0, 40)).toBe('VALIDATION_FAILED');
      }
      expectRefused(await get('/api/monthly-totals?year=2031&year=2032'), /year/, 'repeated');
      expect((await get('/api/monthly-totals?year=1900')).status).toBe(200);
      expect((await get('/api/monthly-totals?year=2200')).status).toBe(200);
    });
  });
});

describe('the SQL sums agree with the money rules of the appointment form', () => {
  const t = useTestApi();
  const tokens = {} as TenantTokens;

  it('to the cent, for every price from $0.00 to $40.00 paid with a dollar above it', async () => {
    const { companyA } = await arrangeTwoCompanies(t.api.url, t.arrange, tokens);
    const prices = Array.from({ length: 4001 }, (_, cents) => cents / 100);
    await t.arrange.query(
      `INSERT INTO appointments (company_id, date, charged_amount, amount_given)
       SELECT $1, '2031-06-15', n / 100.0, n / 100.0 + 1 FROM generate_series(0, 4000) AS n`,
      [companyA],
    );
    const expectedTaxCents = prices.reduce((sum, price) => sum + taxCents(price), 0);
    const expectedTipCents = prices.reduce((sum, price) => sum + (toCents(calculatedTip(price + 1, totalWithTax(price))) ?? 0), 0);

    const answer = await call(t.api.url, 'GET', '/api/revenue-reports?start_date=2031-06-01&end_date=2031-06-30', { token: tokens.admin });
    expect(answer.body.data.monthlyTotal).toBe(80020);
    expect(toCents(answer.body.data.monthlyTax)).toBe(expectedTaxCents);
    expect(toCents(answer.body.data.monthlyTips)).toBe(expectedTipCents);
    expect(answer.body.data.monthlyPaid).toBe(84021);
  });
});
