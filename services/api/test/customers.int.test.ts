import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSchema } from '@groombook/contracts';
import { createTestDatabase, type TestDatabase } from '@groombook/testing';
import { startTestApi, type TestApi } from './support/test-api';
import { Arrange, call, signIn } from './support/identity';

const TODAY = new Date().toISOString().slice(0, 10);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('customers, groomers and a customer’s appointments', () => {
  let database: TestDatabase;
  let api: TestApi;
  let arrange: Arrange;
  let companyA: string;
  let companyB: string;
  let adminA: string;
  let staffA: string;
  let adminB: string;

  const as = (token: string) => ({ token });
  const countRows = async (sql: string, params: unknown[] = []) => (await arrange.query(sql, params)).rows[0]?.n as number;

  async function appointment(company: string, customer: string | null, groomer: string | null, date: string, time: string | null, notes = '') {
    const { rows } = await arrange.query(
      `INSERT INTO appointments (company_id, customer_id, groomer_id, date, time, dog_name, charged_amount, notes)
       VALUES ($1, $2, $3, $4, $5, 'Rex', 80, $6) RETURNING id`,
      [company, customer, groomer, date, time, notes],
    );
    return rows[0]!.id as string;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    api = await startTestApi({ DATABASE_URL: database.url });
    arrange = await Arrange.connect(database.url);
    companyA = await arrange.company('Alpha Grooming');
    companyB = await arrange.company('Bravo Grooming');
    await arrange.user('admin@alpha.test', 'admin', companyA);
    await arrange.user('staff@alpha.test', 'staff', companyA);
    await arrange.user('admin@bravo.test', 'admin', companyB);
    adminA = (await signIn(api.url, 'admin@alpha.test')).access_token;
    staffA = (await signIn(api.url, 'staff@alpha.test')).access_token;
    adminB = (await signIn(api.url, 'admin@bravo.test')).access_token;
  });

  afterAll(async () => {
    await arrange?.close();
    await api?.close();
    await database?.drop();
  });

  describe('/api/customers', () => {
    it('adds a customer with the phone stored in E.164; a number that is not a phone number is refused, one left out is not', async () => {
      const created = await call(api.url, 'POST', '/api/customers', {
        ...as(staffA),
        body: { name: '  Olivia Garcia ', phone_number: '(201) 555-0134', notes: 'Nervous around dryers.' },
      });
      expect(created.status).toBe(201);
      const customer = customerSchema.parse(created.body.data.customer);
      expect(customer).toMatchObject({ name: 'Olivia Garcia', phone_number: '+12015550134', phone_e164: '+12015550134' });

      const before = await countRows('SELECT count(*)::int AS n FROM customers');
      const odd = await call(api.url, 'POST', '/api/customers', { ...as(staffA), body: { name: 'Walk-in', phone_number: 'ask at desk' } });
      expect(odd.status).toBe(400);
      expect(odd.body).toMatchObject({ success: false, message: 'Phone number is not a valid phone number' });
      expect(await countRows('SELECT count(*)::int AS n FROM customers')).toBe(before);

      const walkIn = await call(api.url, 'POST', '/api/customers', { ...as(staffA), body: { name: 'Walk-in' } });
      expect(walkIn.status).toBe(201);
      expect(walkIn.body.data.customer).toMatchObject({ name: 'Walk-in', phone_number: null, phone_e164: null });
    });

    it('refuses an empty customer, wrong types and huge strings, writing nothing', async () => {
      const before = await countRows('SELECT count(*)::int AS n FROM customers');
      for (const body of [{}, { name: '  ', notes: '' }, { name: 42 }, { name: 'x'.repeat(201) }, { notes: 'x'.repeat(5001) }, { phone_number: ['1'] }]) {
        const answer = await call(api.url, 'POST', '/api/customers', { ...as(staffA), body });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
      expect(await countRows('SELECT count(*)::int AS n FROM customers')).toBe(before);
    });

    it("lists the company's customers by name, searches them, and counts them", async () => {
      await call(api.url, 'POST', '/api/customers', { ...as(adminB), body: { name: 'Olivia Bravo-Only' } });
      await call(api.url, 'POST', '/api/customers', { ...as(staffA), body: { name: 'Aaron Abbott', phone_number: '201-555-0199' } });

      const all = await call(api.url, 'GET', '/api/customers', as(staffA));
      expect(all.body.data.customers.map((c: { name: string }) => c.name)).toEqual(['Aaron Abbott', 'Olivia Garcia', 'Walk-in']);

      const byName = await call(api.url, 'GET', '/api/customers?search=olivia', as(staffA));
      expect(byName.body.data.customers.map((c: { name: string }) => c.name)).toEqual(['Olivia Garcia']);
      const byPhone = await call(api.url, 'GET', '/api/customers?search=0199', as(staffA));
      expect(byPhone.body.data.customers.map((c: { name: string }) => c.name)).toEqual(['Aaron Abbott']);
      const wildcard = await call(api.url, 'GET', `/api/customers?search=${encodeURIComponent('%')}`, as(staffA));
      expect(wildcard.body.data.customers).toEqual([]);

      const count = await call(api.url, 'GET', '/api/customers?count_only=true', as(staffA));
      expect(count.body).toEqual({ success: true, message: 'Customer count', data: { totalCustomers: 3 } });
      expect((await call(api.url, 'GET', '/api/customers?count_only=yes', as(staffA))).status).toBe(400);
    });

    it('updates the fields given and keeps the others', async () => {
      const created = await call(api.url, 'POST', '/api/customers', { ...as(staffA), body: { name: 'Mark Jones', notes: 'Short cut' } });
      const id = created.body.data.customer.id;
      const updated = await call(api.url, 'PUT', '/api/customers', { ...as(staffA), body: { id, phone_number: '201 555 0177' } });
      expect(updated.status).toBe(200);
      expect(updated.body.data.customer).toMatchObject({ name: 'Mark Jones', notes: 'Short cut', phone_number: '+12015550177', phone_e164: '+12015550177' });

      expect((await call(api.url, 'PUT', '/api/customers', { ...as(staffA), body: { id: randomUUID(), name: 'Ghost' } })).status).toBe(404);
      expect((await call(api.url, 'PUT', '/api/customers', { ...as(staffA), body: { id: 'not-a-uuid', name: 'Ghost' } })).status).toBe(400);
    });

    it("never lets company B read or change company A's customers", async () => {
      const created = await call(api.url, 'POST', '/api/customers', { ...as(staffA), body: { name: 'Private Person' } });
      const id = created.body.data.customer.id;
      const listB = await call(api.url, 'GET', '/api/customers', as(adminB));
      expect(listB.body.data.customers.map((c: { name: string }) => c.name)).toEqual(['Olivia Bravo-Only']);

      expect((await call(api.url, 'PUT', '/api/customers', { ...as(adminB), body: { id, name: 'Hijacked' } })).status).toBe(404);
      expect((await call(api.url, 'DELETE', '/api/customers', { ...as(adminB), body: { id } })).status).toBe(404);
      const row = await arrange.query('SELECT name FROM customers WHERE id = $1', [id]);
      expect(row.rows[0]?.name).toBe('Private Person');
      expect((await call(api.url, 'GET', `/api/appointments?customer_id=${id}&start_date=${TODAY}`, as(adminB))).status).toBe(404);
    });

    it('deletes a customer with exactly their appointments, in one go', async () => {
      const doomed = (await call(api.url, 'POST', '/api/customers', { ...as(staffA), body: { name: 'Leaving Soon' } })).body.data.customer.id;
      const staying = (await call(api.url, 'POST', '/api/customers', { ...as(staffA), body: { name: 'Staying On' } })).body.data.customer.id;
      const otherCompanyCustomer = (await call(api.url, 'POST', '/api/customers', { ...as(adminB), body: { name: 'Bravo Client' } })).body.data.customer.id;
      await appointment(companyA, doomed, null, day(3), '10:00');
      await appointment(companyA, doomed, null, day(-3), '11:00');
      const kept = await appointment(companyA, staying, null, day(3), '12:00');
      const keptB = await appointment(companyB, otherCompanyCustomer, null, day(3), '12:00');

      const answer = await call(api.url, 'DELETE', '/api/customers', { ...as(staffA), body: { id: doomed } });
      expect(answer.body).toEqual({ success: true, message: 'Customer deleted with 2 appointments' });
      expect(await countRows('SELECT count(*)::int AS n FROM appointments WHERE customer_id = $1', [doomed])).toBe(0);
      expect(await countRows('SELECT count(*)::int AS n FROM appointments WHERE id = ANY($1)', [[kept, keptB]])).toBe(2);
      expect((await call(api.url, 'DELETE', '/api/customers', { ...as(staffA), body: { id: doomed } })).status).toBe(404);
      expect((await call(api.url, 'DELETE', '/api/customers', { ...as(staffA), body: {} })).status).toBe(400);
    });
  });

  describe('/api/assignees (groomers)', () => {
    it('adds, renames and lists groomers by name; the name is required and trimmed', async () => {
      const created = await call(api.url, 'POST', '/api/assignees', { ...as(adminA), body: { name: '  Sam Chen  ' } });
      expect(created.status).toBe(201);
      expect(created.body.data.assignee.name).toBe('Sam Chen');
      await call(api.url, 'POST', '/api/assignees', { ...as(adminA), body: { name: 'Bella Martinez' } });

      const renamed = await call(api.url, 'PUT', '/api/assignees', { ...as(adminA), body: { id: created.body.data.assignee.id, name: 'Samuel Chen' } });
      expect(renamed.body.data.assignee).toEqual({ id: created.body.data.assignee.id, name: 'Samuel Chen' });

      const list = await call(api.url, 'GET', '/api/assignees', as(staffA));
      expect(list.body.data.assignees.map((g: { name: string }) => g.name)).toEqual(['Bella Martinez', 'Samuel Chen']);
      expect((await call(api.url, 'GET', '/api/assignees', as(adminB))).body.data.assignees).toEqual([]);

      const blank = await call(api.url, 'POST', '/api/assignees', { ...as(adminA), body: { name: '   ' } });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('name: Groomer name is required');
      expect((await call(api.url, 'POST', '/api/assignees', { ...as(adminA), body: {} })).body.message).toBe('name: Groomer name is required');
      expect((await call(api.url, 'POST', '/api/assignees', { ...as(staffA), body: { name: 'Staff Cannot' } })).status).toBe(403);
    });

    it('refuses to delete a groomer who has appointments, and deletes one who has none', async () => {
      const busy = (await call(api.url, 'POST', '/api/assignees', { ...as(adminA), body: { name: 'Busy Groomer' } })).body.data.assignee.id;
      const idle = (await call(api.url, 'POST', '/api/assignees', { ...as(adminA), body: { name: 'Idle Groomer' } })).body.data.assignee.id;
      await appointment(companyA, null, busy, day(1), '09:00');

      const refused = await call(api.url, 'DELETE', '/api/assignees', { ...as(adminA), body: { id: busy } });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ success: false, code: 'CONFLICT', message: 'This groomer has appointments. Reassign or delete them first.' });
      expect(await countRows('SELECT count(*)::int AS n FROM groomers WHERE id = $1', [busy])).toBe(1);

      expect((await call(api.url, 'DELETE', '/api/assignees', { ...as(adminB), body: { id: idle } })).status).toBe(404);
      expect((await call(api.url, 'PUT', '/api/assignees', { ...as(adminB), body: { id: idle, name: 'Stolen' } })).status).toBe(404);
      expect((await call(api.url, 'DELETE', '/api/assignees', { ...as(adminA), body: { id: idle } })).body.success).toBe(true);
      expect(await countRows('SELECT count(*)::int AS n FROM groomers WHERE id = $1', [idle])).toBe(0);
    });
  });

  describe('GET /api/appointments for a customer', () => {
    let customer: string;
    let groomer: string;

    beforeAll(async () => {
      customer = (await call(api.url, 'POST', '/api/customers', { ...as(staffA), body: { name: 'Frequent Visitor' } })).body.data.customer.id;
      groomer = (await call(api.url, 'POST', '/api/assignees', { ...as(adminA), body: { name: 'Jordan Lee' } })).body.data.assignee.id;
      await appointment(companyA, customer, groomer, day(10), '14:00', 'later');
      await appointment(companyA, customer, groomer, TODAY, null, 'today, no time');
      await appointment(companyA, customer, groomer, day(2), '09:30', 'soon');
      await appointment(companyA, customer, null, day(-1), '16:00', 'yesterday');
      await appointment(companyA, customer, groomer, day(-30), '10:00', 'last month');
    });

    it('lists the future from today, ascending, with the customer and groomer names', async () => {
      const answer = await call(api.url, 'GET', `/api/appointments?customer_id=${customer}&start_date=${TODAY}`, as(staffA));
      expect(answer.status).toBe(200);
      expect(answer.body.appointments.map((a: { notes: string }) => a.notes)).toEqual(['today, no time', 'soon', 'later']);
      expect(answer.body.appointments[1]).toMatchObject({
        date: day(2),
        time: '09:30',
        dog_name: 'Rex',
        charged_amount: 80,
        duration_minutes: 90,
        customer: { name: 'Frequent Visitor' },
        groomer: { name: 'Jordan Lee' },
      });
      expect(answer.body.appointments[0].time).toBeNull();
    });

    it('lists the past before today, descending', async () => {
      const answer = await call(api.url, 'GET', `/api/appointments?customer_id=${customer}&end_date=${TODAY}`, as(staffA));
      expect(answer.body.appointments.map((a: { notes: string }) => a.notes)).toEqual(['yesterday', 'last month']);
      expect(answer.body.appointments[0].groomer).toBeNull();
    });

    it('answers malformed questions with 400 and unknown customers with 404', async () => {
      const bad = [
        `customer_id=${customer}`,
        `customer_id=${customer}&start_date=${TODAY}&end_date=${TODAY}`,
        `customer_id=${customer}&start_date=21-11-2026`,
        'customer_id=nope&start_date=2026-01-01',
        '',
      ];
      for (const query of bad) expect((await call(api.url, 'GET', `/api/appointments?${query}`, as(staffA))).status, query).toBe(400);
      expect((await call(api.url, 'GET', `/api/appointments?customer_id=${randomUUID()}&start_date=${TODAY}`, as(staffA))).status).toBe(404);
    });

    it('counts upcoming appointments for the dashboard, within the limit', async () => {
      const answer = await call(api.url, 'GET', `/api/appointments?start_date=${TODAY}&limit=1000`, as(staffA));
      expect(answer.body).toEqual({ success: true, count: await countRows('SELECT count(*)::int AS n FROM appointments WHERE company_id = $1 AND date >= $2', [companyA, TODAY]) });
      expect((await call(api.url, 'GET', `/api/appointments?start_date=${TODAY}&limit=2`, as(staffA))).body.count).toBe(2);
      expect((await call(api.url, 'GET', `/api/appointments?start_date=${TODAY}&limit=5000`, as(staffA))).status).toBe(400);
      expect((await call(api.url, 'GET', `/api/appointments?start_date=${TODAY}`, as(adminB))).body.count).toBe(1);
    });
  });
});
