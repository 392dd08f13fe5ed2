import { describe, expect, it } from 'vitest';
import { DomainEventBus } from '../src/core/events/domain-event-bus';
import { appointmentsChanged, type AppointmentsChanged } from '../src/core/events/domain-events';
import { TenantDb } from '../src/core/tenancy/tenant-db';
import { useTestApi } from './support/api-fixture';
import { call, signIn } from './support/identity';

/**
 * Domain events against the real database and the API's own listeners: an event reaches its
 * listeners only once its transaction has committed (a listener reading from another
 * connection sees the write), never for a transaction that rolled back, and the appointment
 * endpoints publish one for every write.
 */
describe('domain events', () => {
  const t = useTestApi();

  function listen(): { heard: { event: AppointmentsChanged; visible: number }[] } {
    const heard: { event: AppointmentsChanged; visible: number }[] = [];
    t.api.app.get(DomainEventBus).subscribe('appointments.changed', async (event) => {
      // Another connection, outside the publishing transaction: the write is there only after commit.
      const { rows } = await t.arrange.query<{ n: number }>('SELECT count(*)::int AS n FROM appointments WHERE company_id = $1', [event.companyId]);
      heard.push({ event, visible: rows[0]?.n ?? -1 });
    });
    return { heard };
  }

  const insert = "INSERT INTO appointments (company_id, date, dog_name) VALUES ($1, '2031-05-06', 'Rex') RETURNING id";

  it('reach their listeners after the transaction commits, when its writes are visible to everyone', async () => {
    const company = await t.arrange.company('Alpha Grooming');
    const { heard } = listen();
    const db = t.api.app.get(TenantDb);
    const bus = t.api.app.get(DomainEventBus);
    await db.forCompany(company, async (m) => {
      const [row] = (await m.query(insert, [company])) as { id: string }[];
      bus.publish(m, appointmentsChanged(company, { dates: ['2031-05-06'], appointmentIds: [row?.id ?? ''] }));
      expect(heard).toEqual([]);
    });
    expect(heard).toHaveLength(1);
    expect(heard[0]?.visible).toBe(1);
    expect(heard[0]?.event.months).toEqual([{ year: 2031, month: 5 }]);
  });

  it('never reach them when the transaction rolls back', async () => {
    const company = await t.arrange.company('Alpha Grooming');
    const { heard } = listen();
    const db = t.api.app.get(TenantDb);
    const bus = t.api.app.get(DomainEventBus);
    await expect(
      db.forCompany(company, async (m) => {
        await m.query(insert, [company]);
        bus.publish(m, appointmentsChanged(company, { dates: ['2031-05-06'], appointmentIds: [] }));
        await m.query('SELECT 1/0');
      }),
    ).rejects.toThrow('division by zero');
    expect(heard).toEqual([]);
    expect((await t.arrange.query('SELECT 1 FROM appointments WHERE company_id = $1', [company])).rowCount).toBe(0);
  });

  it('are published by the appointment endpoints once per write, naming the months before and after a move', async () => {
    const company = await t.arrange.company('Alpha Grooming');
    await t.arrange.user('admin@alpha.test', 'admin', company);
    const { access_token: token } = await signIn(t.api.url, 'admin@alpha.test');
    const { heard } = listen();
    const customer_id = (await t.arrange.query("INSERT INTO customers (company_id, name) VALUES ($1, 'Ann Smith') RETURNING id", [company])).rows[0]!.id as string;
    const groomer_id = (await t.arrange.query("INSERT INTO groomers (company_id, name) VALUES ($1, 'Sam Chen') RETURNING id", [company])).rows[0]!.id as string;

    const booking = { time: '09:00', customer_id, groomer_id, dog_name: 'Rex', duration_minutes: 60 };
    const created = await call(t.api.url, 'POST', '/api/appointments', { token, body: { ...booking, date: '2031-05-30' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.appointment.id as string;
    const moved = await call(t.api.url, 'PUT', '/api/appointments', { token, body: { ...booking, id, date: '2031-06-02' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const refused = await call(t.api.url, 'PUT', '/api/appointments', { token, body: { ...booking, id, date: '2031-06-31' } });
    expect(refused.status).toBe(400);
    const missing = await call(t.api.url, 'PUT', '/api/appointments', { token, body: { ...booking, id: '00000000-0000-4000-8000-000000000000', date: '2031-06-02' } });
    expect(missing.status).toBe(404);
    expect((await call(t.api.url, 'DELETE', '/api/appointments', { token, body: { id } })).status).toBe(200);

    expect(heard.map(({ event }) => [event.appointmentIds, event.months.map((m) => m.month), event.notifyCustomers])).toEqual([
      [[id], [5], true],
      [[id], [5, 6], true],
      [[id], [6], true],
    ]);
    expect(heard.map(({ visible }) => visible)).toEqual([1, 1, 0]);
  });

  it('are published when a customer goes with their appointments, and by demo data without texting anyone', async () => {
    const company = await t.arrange.company('Alpha Grooming');
    await t.arrange.user('owner@alpha.test', 'admin', company);
    await t.arrange.user('root@alpha.test', 'superadmin', null);
    const { access_token: token } = await signIn(t.api.url, 'owner@alpha.test');
    const customer = await call(t.api.url, 'POST', '/api/customers', { token, body: { name: 'Ann Smith' } });
    const customerId = customer.body.data.customer.id as string;
    const groomerId = (await t.arrange.query("INSERT INTO groomers (company_id, name) VALUES ($1, 'Sam Chen') RETURNING id", [company])).rows[0]!.id as string;
    const ids: string[] = [];
    for (const date of ['2031-05-06', '2031-07-01']) {
      const created = await call(t.api.url, 'POST', '/api/appointments', {
        token,
        body: { date, time: '09:00', customer_id: customerId, groomer_id: groomerId, dog_name: 'Rex', duration_minutes: 60 },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body.appointment.id as string);
    }
    const { heard } = listen();
    expect((await call(t.api.url, 'DELETE', '/api/customers', { token, body: { id: customerId } })).status).toBe(200);
    expect(heard).toHaveLength(1);
    expect([...(heard[0]?.event.appointmentIds ?? [])].sort()).toEqual([...ids].sort());
    expect(heard[0]?.event.months).toEqual([{ year: 2031, month: 5 }, { year: 2031, month: 7 }]);

    const { access_token: root } = await signIn(t.api.url, 'root@alpha.test');
    expect((await call(t.api.url, 'POST', `/api/demo-data?companyId=${company}`, { token: root })).status).toBe(201);
    expect(heard).toHaveLength(2);
    expect(heard[1]?.event.notifyCustomers).toBe(false);
    expect(heard[1]?.event.appointmentIds.length).toBe(heard[1]?.visible);
    expect((await t.arrange.query('SELECT 1 FROM sms_reminders WHERE company_id = $1', [company])).rowCount).toBe(0);
  });
});
