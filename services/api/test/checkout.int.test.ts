import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from './support/api-fixture';
import { arrangeTwoCompanies, call, type TenantTokens } from './support/identity';

describe('checkout', () => {
  const t = useTestApi();
  const tokens = {} as TenantTokens;
  let companyA: string;
  let companyB: string;
  const groomers = {} as Record<'gina' | 'hank' | 'other', string>;
  let customer: string;

  const rows = async <T>(sql: string, params: unknown[] = []) => (await t.arrange.query(sql, params)).rows as T[];
  const groomer = async (companyId: string, name: string) =>
    (await rows<{ id: string }>('INSERT INTO groomers (company_id, name) VALUES ($1, $2) RETURNING id', [companyId, name]))[0]!.id;
  const book = async (fields: Record<string, unknown> = {}) => {
    const answer = await call(t.api.url, 'POST', '/api/appointments', {
      token: tokens.admin,
      body: { date: '2027-05-10', time: '10:00', groomer_id: groomers.gina, customer_id: customer, dog_name: 'Rex', charged_amount: 100, ...fields },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.appointment.id as string;
  };
  const checkout = (token: string, body: Record<string, unknown>) => call(t.api.url, 'POST', '/api/appointments/checkout', { token, body });
  const stored = async (id: string) =>
    (
      await rows<Record<string, unknown>>(
        `SELECT status, payment_method, amount_given::float8 AS amount_given, discount_type, discount_value::float8 AS discount_value,
                discount_amount::float8 AS discount_amount, discount_reason, total_with_tax::float8 AS total_with_tax, tip::float8 AS tip
         FROM appointments WHERE id = $1`,
        [id],
      )
    )[0];
  const tipsOf = (id: string) =>
    rows<{ groomer_id: string; amount: number }>('SELECT groomer_id, amount::float8 AS amount FROM appointment_tips WHERE appointment_id = $1 ORDER BY amount DESC', [id]);

  beforeAll(async () => {
    ({ companyA, companyB } = await arrangeTwoCompanies(t.api.url, t.arrange, tokens));
    await rows('UPDATE companies SET tax_rate_percent = 8 WHERE id = $1', [companyA]);
    groomers.gina = await groomer(companyA, 'Gina');
    groomers.hank = await groomer(companyA, 'Hank');
    groomers.other = await groomer(companyB, 'Olga');
    customer = (await rows<{ id: string }>("INSERT INTO customers (company_id, name) VALUES ($1, 'Cash Carla') RETURNING id", [companyA]))[0]!.id;
  });

  it('stores the payment, the discount, the total at the company rate and the split tip, and completes the appointment', async () => {
    const id = await book();
    const answer = await checkout(tokens.user, {
      id,
      payment_method: 'card',
      amount_paid: 120,
      discount: { type: 'percent', value: 10, reason: 'Loyal customer' },
      tips: [
        { groomer_id: groomers.gina, amount: 15 },
        { groomer_id: groomers.hank, amount: 7.8 },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.appointment).toMatchObject({ status: 'completed', payment_method: 'card', discount_amount: 10, discount_reason: 'Loyal customer', tip: 22.8 });
    expect(await stored(id)).toEqual({
      status: 'completed',
      payment_method: 'card',
      amount_given: 120,
      discount_type: 'percent',
      discount_value: 10,
      discount_amount: 10,
      discount_reason: 'Loyal customer',
      total_with_tax: 97.2, // (100 - 10) + 8 %
      tip: 22.8,
    });
    expect(await tipsOf(id)).toEqual([
      { groomer_id: groomers.gina, amount: 15 },
      { groomer_id: groomers.hank, amount: 7.8 },
    ]);
    const history = await rows<{ status: string; changed_by: string }>(
      'SELECT h.status, u.email AS changed_by FROM appointment_status_changes h JOIN users u ON u.id = h.changed_by WHERE h.appointment_id = $1',
      [id],
    );
    expect(history).toEqual([{ status: 'completed', changed_by: 'user@paws.test' }]);
  });

  it("without tip shares, counts what was paid over the total as the tip, the appointment's groomer's", async () => {
    const id = await book({ charged_amount: 80 });
    const answer = await checkout(tokens.staff, { id, payment_method: 'cash', amount_paid: 100, discount: { type: 'amount', value: 200, reason: 'Free bath' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // The discount stops at the price: nothing left to tax, so all of the 100 is tip.
    expect(await stored(id)).toMatchObject({ discount_amount: 80, total_with_tax: 0, tip: 100 });
    expect(await tipsOf(id)).toEqual([{ groomer_id: groomers.gina, amount: 100 }]);
  });

  it('keeps the money checkout recorded when the appointment is edited afterwards', async () => {
    const id = await book();
    const paid = await checkout(tokens.staff, {
      id,
      payment_method: 'card',
      amount_paid: 110,
      discount: { type: 'amount', value: 10, reason: 'Late start' },
      tips: [{ groomer_id: groomers.gina, amount: 6.8 }, { groomer_id: groomers.hank, amount: 6 }],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const before = await stored(id);
    const edited = await call(t.api.url, 'PUT', '/api/appointments', {
      token: tokens.admin,
      body: { id, date: '2027-05-10', time: '11:00', groomer_id: groomers.gina, customer_id: customer, dog_name: 'Rex', charged_amount: 100, amount_given: 300, notes: 'Picked up late' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.appointment).toMatchObject({ time: '11:00', notes: 'Picked up late', status: 'completed' });
    expect(await stored(id)).toEqual(before);
    expect(await tipsOf(id)).toHaveLength(2);
  });

  it('refuses bad input with 400 or 404 and changes nothing', async () => {
    const id = await book();
    const before = await stored(id);
    const refusals: [number, Record<string, unknown>][] = [
      [404, { id, payment_method: 'cash', amount_paid: 100, tips: [{ groomer_id: groomers.other, amount: 5 }] }],
      [404, { id, payment_method: 'cash', amount_paid: 100, tips: [{ groomer_id: groomers.gina, amount: 5 }, { groomer_id: groomers.other, amount: 5 }] }],
      [400, { id, payment_method: 'cash', amount_paid: -1 }],
      [400, { id, payment_method: 'cash', amount_paid: 100, tips: [{ groomer_id: groomers.gina, amount: -5 }] }],
      [400, { id, payment_method: 'cash', amount_paid: 100, discount: { type: 'amount', value: -5, reason: 'Oops' } }],
      [400, { id, payment_method: 'cash', amount_paid: 100, discount: { type: 'amount', value: 5, reason: '' } }],
      [400, { id, payment_method: 'bitcoin', amount_paid: 100 }],
      [400, { id, payment_method: 'cash', amount_paid: 100, tips: [{ groomer_id: groomers.gina, amount: 5 }, { groomer_id: groomers.gina, amount: 5 }] }],
    ];
    for (const [status, body] of refusals) {
      const answer = await checkout(tokens.admin, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body).toMatchObject({ success: false });
    }
    expect(await stored(id)).toEqual(before);
    expect(await tipsOf(id)).toEqual([]);
    expect(await rows('SELECT 1 FROM appointment_status_changes WHERE appointment_id = $1', [id])).toEqual([]);
  });

  it("refuses a cancelled appointment, and answers 404 for another company's", async () => {
    const id = await book();
    expect((await call(t.api.url, 'POST', '/api/appointments/status', { token: tokens.user, body: { id, status: 'cancelled', reason: 'Sick' } })).status).toBe(200);
    const refused = await checkout(tokens.admin, { id, payment_method: 'cash', amount_paid: 100 });
    expect(refused).toMatchObject({ status: 400, body: { message: 'A cancelled appointment cannot be checked out' } });
    const other = await book();
    expect((await checkout(tokens.adminB, { id: other, payment_method: 'cash', amount_paid: 100 })).status).toBe(404);
    expect((await stored(other))?.status).toBe('booked');
  });

  it('keeps a groomer holding a tip share from being deleted', async () => {
    const helper = await groomer(companyA, 'Helper Hal');
    const id = await book();
    expect((await checkout(tokens.admin, { id, payment_method: 'other', amount_paid: 120, tips: [{ groomer_id: helper, amount: 5 }] })).status).toBe(200);
    const deleted = await call(t.api.url, 'DELETE', '/api/assignees', { token: tokens.admin, body: { id: helper } });
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toMatch(/tips/);
    expect(await rows('SELECT 1 FROM groomers WHERE id = $1', [helper])).toHaveLength(1);
  });
});
