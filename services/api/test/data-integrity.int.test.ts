import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@groombook/testing';
import { startTestApi, type TestApi } from './support/test-api';
import { Arrange, call, signIn } from './support/identity';

/** Appointments need a customer and a dog; customers' numbers are checked, stored in E.164, confirmed when shared, found by digits. */
describe('data that holds together', () => {
  let database: TestDatabase;
  let api: TestApi;
  let arrange: Arrange;
  let companyA: string;
  let companyB: string;
  let staffA: string;
  let staffB: string;
  let groomerA: string;
  let customerA: string;

  const count = async (sql: string, params: unknown[] = []) => (await arrange.query(sql, params)).rows[0]?.n as number;
  const post = (token: string, path: string, body: unknown) => call(api.url, 'POST', path, { token, body });
  const put = (token: string, path: string, body: unknown) => call(api.url, 'PUT', path, { token, body });

  beforeAll(async () => {
    database = await createTestDatabase();
    api = await startTestApi({ DATABASE_URL: database.url });
    arrange = await Arrange.connect(database.url);
    companyA = await arrange.company('Alpha Grooming');
    companyB = await arrange.company('Bravo Grooming');
    await arrange.user('staff@alpha.test', 'staff', companyA);
    await arrange.user('staff@bravo.test', 'staff', companyB);
    staffA = (await signIn(api.url, 'staff@alpha.test')).access_token;
    staffB = (await signIn(api.url, 'staff@bravo.test')).access_token;
    groomerA = (await arrange.query("INSERT INTO groomers (company_id, name) VALUES ($1, 'Gina') RETURNING id", [companyA])).rows[0]!.id as string;
    customerA = (await post(staffA, '/api/customers', { name: 'Ann Smith' })).body.data.customer.id as string;
  });

  afterAll(async () => {
    await arrange?.close();
    await api?.close();
    await database?.drop();
  });

  describe('an appointment needs a customer and a dog', () => {
    const fields = () => ({ date: '2031-05-06', time: '10:00', groomer_id: groomerA, customer_id: customerA, dog_name: 'Rex', duration_minutes: 60 });

    it.each([
      ['no customer', { customer_id: undefined }, 'customer_id: Customer is required'],
      ['a null customer', { customer_id: null }, 'customer_id: Customer is required'],
      ['no dog', { dog_name: undefined }, 'dog_name: Dog name is required'],
      ['a blank dog', { dog_name: '   ' }, 'dog_name: Dog name is required'],
    ])('POST refuses %s with 400, writing nothing', async (_, change, message) => {
      const before = await count('SELECT count(*)::int AS n FROM appointments');
      const answer = await post(staffA, '/api/appointments', { ...fields(), ...change });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message });
      expect(await count('SELECT count(*)::int AS n FROM appointments')).toBe(before);
    });

    it('PUT refuses to take the customer or dog away, changing nothing', async () => {
      const created = await post(staffA, '/api/appointments', fields());
      expect(created.status).toBe(201);
      const id = created.body.appointment.id as string;
      for (const change of [{ customer_id: null }, { dog_name: '' }]) {
        const answer = await put(staffA, '/api/appointments', { ...fields(), ...change, id, notes: 'changed' });
        expect(answer.status, JSON.stringify(change)).toBe(400);
      }
      const { rows } = await arrange.query('SELECT customer_id, dog_name, notes FROM appointments WHERE id = $1', [id]);
      expect(rows[0]).toEqual({ customer_id: customerA, dog_name: 'Rex', notes: null });
    });

    it('a recurring series needs them too', async () => {
      const before = await count('SELECT count(*)::int AS n FROM appointments');
      const { customer_id: _, ...withoutCustomer } = fields();
      const answer = await post(staffA, '/api/recurring-appointments', {
        ...withoutCustomer,
        recurring_config: { frequency: 'weekly', interval: 1, end_type: 'after', occurrences: 3 },
      });
      expect(answer.status).toBe(400);
      expect(await count('SELECT count(*)::int AS n FROM appointments')).toBe(before);
    });
  });

  describe('phone numbers', () => {
    it('stores a valid number in E.164 in both columns', async () => {
      const answer = await post(staffA, '/api/customers', { name: 'Olivia Garcia', phone_number: '(201) 555-0134' });
      expect(answer.status).toBe(201);
      expect(answer.body.data.customer).toMatchObject({ phone_number: '+12015550134', phone_e164: '+12015550134' });
      const { rows } = await arrange.query('SELECT phone_number, phone_e164 FROM customers WHERE id = $1', [answer.body.data.customer.id]);
      expect(rows[0]).toEqual({ phone_number: '+12015550134', phone_e164: '+12015550134' });
    });

    it("refuses '12' and text that is no number with 400, saving nothing", async () => {
      const before = await count('SELECT count(*)::int AS n FROM customers');
      for (const phone_number of ['12', 'ask at desk']) {
        const answer = await post(staffA, '/api/customers', { name: 'Walk-in', phone_number });
        expect(answer.status, phone_number).toBe(400);
        expect(answer.body.message).toBe('Phone number is not a valid phone number');
      }
      expect(await count('SELECT count(*)::int AS n FROM customers')).toBe(before);
      const edited = await put(staffA, '/api/customers', { id: customerA, phone_number: '12' });
      expect(edited.status).toBe(400);
      expect(await count('SELECT count(*)::int AS n FROM customers WHERE id = $1 AND phone_number IS NULL', [customerA])).toBe(1);
    });

    it('warns of a number another customer has, naming the first, and saves it when confirmed', async () => {
      const jane = await post(staffA, '/api/customers', { name: 'Jane Doe', phone_number: '+12015550105' });
      expect(jane.status).toBe(201);
      const before = await count('SELECT count(*)::int AS n FROM customers');
      const duplicate = await post(staffA, '/api/customers', { name: 'John Doe', phone_number: '201-555-0105' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toMatchObject({ code: 'DUPLICATE_PHONE', message: '(201) 555-0105 already belongs to Jane Doe' });
      expect(await count('SELECT count(*)::int AS n FROM customers')).toBe(before);

      const edit = await put(staffA, '/api/customers', { id: customerA, phone_number: '(201) 555-0105' });
      expect(edit.status).toBe(409);
      expect(edit.body.message).toBe('(201) 555-0105 already belongs to Jane Doe');

      const confirmed = await post(staffA, '/api/customers', { name: 'John Doe', phone_number: '201-555-0105', confirm_duplicate_phone: true });
      expect(confirmed.status).toBe(201);
      expect(confirmed.body.data.customer.phone_e164).toBe('+12015550105');
      // Saving John again with his own number is no duplicate of himself; the message still names the first customer.
      const renamed = await put(staffA, '/api/customers', { id: confirmed.body.data.customer.id, name: 'Johnny Doe', phone_number: '+12015550105' });
      expect(renamed.status).toBe(200);
      const third = await post(staffA, '/api/customers', { name: 'Third', phone_number: '2015550105' });
      expect(third.body.message).toBe('(201) 555-0105 already belongs to Jane Doe');
    });

    it("does not count another company's customer with the same number as a duplicate", async () => {
      const answer = await post(staffB, '/api/customers', { name: 'Bravo Jane', phone_number: '(201) 555-0105' });
      expect(answer.status).toBe(201);
      expect(answer.body.data.customer.phone_e164).toBe('+12015550105');
    });

    it.each(['555-0105', '(201) 555-0105', '+12015550105'])('search %s finds the customer of +12015550105, in the company only', async (search) => {
      const answer = await call(api.url, 'GET', `/api/customers?search=${encodeURIComponent(search)}`, { token: staffA });
      expect(answer.status).toBe(200);
      const names = (answer.body.data.customers as { name: string }[]).map((c) => c.name).sort();
      expect(names).toEqual(['Jane Doe', 'Johnny Doe']);
    });

    it('finds no one by digits no number holds', async () => {
      const answer = await call(api.url, 'GET', `/api/customers?search=${encodeURIComponent('(201) 555-0999')}`, { token: staffA });
      expect(answer.body.data.customers).toEqual([]);
    });
  });
});
