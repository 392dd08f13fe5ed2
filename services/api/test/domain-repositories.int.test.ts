import { describe, expect, it } from 'vitest';
import { TenantDb } from '../src/core/tenancy/tenant-db';
import { AppointmentsRepository, type AppointmentValues } from '../src/modules/appointments/appointments.repository';
import { CustomersRepository } from '../src/modules/customers/customers.repository';
import { GroomersRepository } from '../src/modules/groomers/groomers.repository';
import { useTestApi } from './support/api-fixture';
import { call, signIn } from './support/identity';

/**
 * The bulk inserts of the customers, groomers and appointments repositories (demo data
 * fills a company through them), against the real tables: each row checked against its
 * schema, all in one transaction, and walled by row-level security like every other query.
 */
describe('the bulk inserts of the scheduling tables', () => {
  const t = useTestApi();

  const booking = (fields: Partial<AppointmentValues>): AppointmentValues => ({
    date: '2031-05-06',
    time: '09:00',
    customer_id: null,
    groomer_id: null,
    dog_name: 'Rex',
    charged_amount: 80,
    amount_given: 101.6,
    tip: 15,
    total_with_tax: 86.6,
    notes: null,
    duration_minutes: 90,
    ...fields,
  });

  it('add groomers, customers and their appointments in one transaction, read back by the API as written', async () => {
    const alpha = await t.arrange.company('Alpha Grooming');
    await t.arrange.user('admin@alpha.test', 'admin', alpha);
    const db = t.api.app.get(TenantDb);
    const groomers = t.api.app.get(GroomersRepository);
    const customers = t.api.app.get(CustomersRepository);
    const appointments = t.api.app.get(AppointmentsRepository);

    const { groomerIds, customerIds } = await db.forCompany(alpha, async (m) => {
      const groomerIds = await groomers.insertMany(m, alpha, ['Gina', 'Hal']);
      const customerIds = await customers.insertMany(m, alpha, [
        { name: 'Ann Smith', phone_number: '(201) 555-0100', phone_e164: '+12015550100', notes: 'Nervous around dryers.' },
        { name: 'Bob Jones', phone_number: null, phone_e164: null, notes: null },
      ]);
      await appointments.insertMany(m, alpha, [
        booking({ customer_id: customerIds[0] ?? null, groomer_id: groomerIds[0] ?? null, notes: 'first' }),
        booking({ date: '2031-05-07', time: '14:15', customer_id: customerIds[1] ?? null, groomer_id: groomerIds[1] ?? null, amount_given: null, tip: 0, duration_minutes: 60 }),
      ]);
      return { groomerIds, customerIds };
    });
    expect(groomerIds).toHaveLength(2);
    expect(customerIds).toHaveLength(2);

    const { access_token: token } = await signIn(t.api.url, 'admin@alpha.test');
    const month = await call(t.api.url, 'GET', '/api/appointments?year=2031&month=5', { token });
    expect(month.body.total).toBe(2);
    expect(month.body.appointments).toMatchObject([
      {
        date: '2031-05-06',
        time: '09:00',
        customer_id: customerIds[0],
        groomer_id: groomerIds[0],
        charged_amount: 80,
        amount_given: 101.6,
        tip: 15,
        total_with_tax: 86.6,
        notes: 'first',
        duration_minutes: 90,
        is_recurring: false,
        customer: { name: 'Ann Smith' },
        groomer: { name: 'Gina' },
      },
      { date: '2031-05-07', time: '14:15', amount_given: null, tip: 0, duration_minutes: 60, customer: { name: 'Bob Jones' }, groomer: { name: 'Hal' } },
    ]);
    const listed = await call(t.api.url, 'GET', '/api/customers', { token });
    expect(listed.body.data.customers).toMatchObject([
      { id: customerIds[0], name: 'Ann Smith', phone_number: '(201) 555-0100', phone_e164: '+12015550100', notes: 'Nervous around dryers.' },
      { id: customerIds[1], name: 'Bob Jones', phone_number: null, phone_e164: null, notes: null },
    ]);
  });

  it("are walled by row-level security: one company's transaction neither sees nor writes another's rows", async () => {
    const alpha = await t.arrange.company('Alpha Walled');
    const bravo = await t.arrange.company('Bravo Walled');
    const db = t.api.app.get(TenantDb);
    const groomers = t.api.app.get(GroomersRepository);
    await db.forCompany(alpha, (m) => groomers.insertMany(m, alpha, ['Only Alpha']));

    // Bravo's transaction asking for Alpha's rows by Alpha's id: the policy hides them.
    expect(await db.forCompany(bravo, (m) => groomers.list(m, alpha))).toEqual([]);
    await expect(db.forCompany(bravo, (m) => groomers.insertMany(m, alpha, ['Sneaked In']))).rejects.toThrow(/row-level security/);
    const { rows } = await t.arrange.query('SELECT name FROM groomers WHERE company_id = $1', [alpha]);
    expect(rows).toEqual([{ name: 'Only Alpha' }]);
  });
});
