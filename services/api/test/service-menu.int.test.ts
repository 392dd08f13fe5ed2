import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentResponseSchema, serviceResponseSchema, servicesResponseSchema, type Service } from '@groombook/contracts';
import { STARTING_SERVICES } from '@groombook/domain';
import { useTestApi } from './support/api-fixture';
import { arrangeTwoCompanies, call, type TenantTokens } from './support/identity';

const bySize = <T>(small: T, medium: T, large: T, extraLarge: T) => ({ small, medium, large, extra_large: extraLarge });

describe('the service menu, the tax rate and services on appointments', () => {
  const fixture = useTestApi();
  const tokens = {} as TenantTokens;
  let companyA: string;
  let companyB: string;
  let groomerA: string;
  let customerA: string;
  let groomerB: string;
  let customerB: string;

  const as = (token: string) => ({ token });
  const send = (method: string, path: string, token: string, body?: unknown) => call(fixture.api.url, method, path, { ...as(token), body });
  const menuOf = async (token: string, query = '') => servicesResponseSchema.parse((await send('GET', `/api/services${query}`, token)).body).services;
  const serviceCount = async () => (await fixture.arrange.query('SELECT count(*)::int AS n FROM services')).rows[0]?.n as number;
  const addService = async (fields: Record<string, unknown>, token = tokens.admin) => {
    const answer = await send('POST', '/api/services', token, fields);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return serviceResponseSchema.parse(answer.body).service;
  };
  const fullGroom = {
    name: 'Full groom',
    kind: 'service',
    prices: bySize(60, 75, 95, 120),
    durations: bySize(60, 90, 120, 150),
  };
  const appointmentBody = (extra: Record<string, unknown>) => ({ date: '2031-05-06', time: '10:00', customer_id: customerA, groomer_id: groomerA, dog_name: 'Biscuit', ...extra });

  beforeAll(async () => {
    ({ companyA, companyB } = await arrangeTwoCompanies(fixture.api.url, fixture.arrange, tokens));
    groomerA = (await fixture.arrange.query("INSERT INTO groomers (company_id, name) VALUES ($1, 'Sam') RETURNING id", [companyA])).rows[0]!.id as string;
    customerA = (await fixture.arrange.query("INSERT INTO customers (company_id, name) VALUES ($1, 'Ann Smith') RETURNING id", [companyA])).rows[0]!.id as string;
    groomerB = (await fixture.arrange.query("INSERT INTO groomers (company_id, name) VALUES ($1, 'Bea') RETURNING id", [companyB])).rows[0]!.id as string;
    customerB = (await fixture.arrange.query("INSERT INTO customers (company_id, name) VALUES ($1, 'Bravo Client') RETURNING id", [companyB])).rows[0]!.id as string;
  });

  it('lists each company its own menu, starting with the three baths, to every role', async () => {
    for (const token of [tokens.user, tokens.staff, tokens.admin]) {
      const menu = await menuOf(token);
      expect(menu.map((service) => service.name)).toEqual(STARTING_SERVICES.map((service) => service.name));
      expect(menu[0]).toMatchObject({ kind: 'service', prices: bySize(80, 80, 80, 80), durations: bySize(90, 90, 90, 90), active: true });
    }
    const menuB = await menuOf(tokens.adminB);
    expect(menuB).toHaveLength(3);
    const idsOfA = new Set((await menuOf(tokens.admin)).map((service) => service.id));
    expect(menuB.filter((service) => idsOfA.has(service.id))).toEqual([]);
  });

  it('lets admins add, change and delete entries; staff and users read only', async () => {
    const before = await serviceCount();
    for (const token of [tokens.user, tokens.staff]) {
      expect((await send('POST', '/api/services', token, { ...fullGroom, name: 'Teeth' })).status).toBe(403);
      const [first] = await menuOf(token);
      expect((await send('PUT', '/api/services', token, { ...fullGroom, id: first!.id })).status).toBe(403);
      expect((await send('DELETE', '/api/services', token, { id: first!.id })).status).toBe(403);
    }
    expect(await serviceCount()).toBe(before);

    const groom = await addService(fullGroom);
    expect(groom).toMatchObject({ name: 'Full groom', prices: fullGroom.prices, durations: fullGroom.durations, active: true, position: 4 });
    const nails = await addService({ name: 'Nails', kind: 'add_on', prices: bySize(15, 15, 20, 20), durations: bySize(15, 15, 15, 15), position: 0 });
    expect((await menuOf(tokens.staff)).map((service) => service.name)).toEqual(['Nails', 'Small dog bath', 'Large dog bath', 'Extra large dog bath', 'Full groom']);

    const hidden = await send('PUT', '/api/services', tokens.admin, { ...fullGroom, id: groom.id, name: 'Full Groom', active: false });
    expect(hidden).toMatchObject({ status: 200, body: { service: { name: 'Full Groom', active: false, position: 4 } } });
    expect((await menuOf(tokens.staff, '?active=true')).map((service) => service.name)).not.toContain('Full Groom');
    expect((await menuOf(tokens.staff)).map((service) => service.name)).toContain('Full Groom');

    const duplicate = await send('POST', '/api/services', tokens.admin, { ...fullGroom, name: 'NAILS' });
    expect(duplicate).toMatchObject({ status: 409, body: { message: 'A service named NAILS already exists' } });
    const renamedOnto = await send('PUT', '/api/services', tokens.admin, { ...fullGroom, id: groom.id, name: 'nails' });
    expect(renamedOnto.status).toBe(409);

    expect((await send('DELETE', '/api/services', tokens.admin, { id: nails.id })).status).toBe(200);
    expect((await send('DELETE', '/api/services', tokens.admin, { id: nails.id })).status).toBe(404);
    await send('PUT', '/api/services', tokens.admin, { ...fullGroom, id: groom.id, active: true });
  });

  it('never shows or changes another company’s entries, even by id', async () => {
    const [entryOfA] = await menuOf(tokens.admin);
    const before = (await fixture.arrange.query('SELECT name, price_small FROM services WHERE id = $1', [entryOfA!.id])).rows[0];
    expect((await send('PUT', '/api/services', tokens.adminB, { ...fullGroom, name: 'Stolen', id: entryOfA!.id })).status).toBe(404);
    expect((await send('DELETE', '/api/services', tokens.adminB, { id: entryOfA!.id })).status).toBe(404);
    expect((await fixture.arrange.query('SELECT name, price_small FROM services WHERE id = $1', [entryOfA!.id])).rows[0]).toEqual(before);
    expect((await menuOf(tokens.adminB)).map((service) => service.id)).not.toContain(entryOfA!.id);
    const booked = await send('POST', '/api/appointments', tokens.adminB, { date: '2031-05-06', customer_id: customerB, groomer_id: groomerB, dog_name: 'Rex', services: [{ service_id: entryOfA!.id }], dog_size: 'small' });
    expect(booked.status).toBe(404);
  });

  it('refuses bad entries with a clear 400 and saves nothing', async () => {
    const before = await serviceCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...fullGroom, name: 'Cheap', prices: bySize(-1, 10, 10, 10) }, 'Price'],
      [{ ...fullGroom, name: 'Quick', durations: bySize(7, 15, 15, 15) }, 'Duration must be in steps of 15 minutes'],
      [{ ...fullGroom, name: 'Odd', kind: 'package' }, "Kind must be 'service' or 'add_on'"],
      [{ ...fullGroom, name: 'x'.repeat(101) }, 'Name is too long'],
      [{ ...fullGroom, name: 'Bath\u0007time' }, ''],
      [{ ...fullGroom, name: '   ' }, 'Name is required'],
    ];
    for (const [body, message] of cases) {
      const answer = await send('POST', '/api/services', tokens.admin, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toContain(message);
    }
    expect((await send('PUT', '/api/services', tokens.admin, { ...fullGroom, id: randomUUID() })).status).toBe(404);
    expect(await serviceCount()).toBe(before);
  });

  it('gives a new company the starting baths in its creation', async () => {
    const created = await send('POST', '/api/companies', tokens.superadmin, { name: 'Fresh Start Grooming' });
    expect(created.status).toBe(201);
    const id = created.body.company.id as string;
    const { rows } = await fixture.arrange.query('SELECT name, price_large::float AS price FROM services WHERE company_id = $1 ORDER BY position', [id]);
    expect(rows).toEqual(STARTING_SERVICES.map((service) => ({ name: service.name, price: service.price })));
  });

  describe('on an appointment', () => {
    let groom: Service;
    let nails: Service;

    beforeAll(async () => {
      const menu = await menuOf(tokens.admin);
      groom = menu.find((service) => service.name === 'Full groom')!;
      nails = await addService({ name: 'Nail trim', kind: 'add_on', prices: bySize(12.5, 12.5, 15, 15), durations: bySize(15, 15, 15, 30) });
    });

    const book = async (extra: Record<string, unknown>) => {
      const answer = await send('POST', '/api/appointments', tokens.staff, appointmentBody(extra));
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return appointmentResponseSchema.parse(answer.body).appointment;
    };

    it('copies each service at the dog’s size and sums the price and duration', async () => {
      const large = await book({ services: [{ service_id: groom.id }, { service_id: nails.id }], dog_size: 'large', charged_amount: 1, duration_minutes: 30 });
      expect(large.lines).toEqual([
        { service_id: groom.id, name: 'Full groom', kind: 'service', dog_size: 'large', price: 95, duration_minutes: 120 },
        { service_id: nails.id, name: 'Nail trim', kind: 'add_on', dog_size: 'large', price: 15, duration_minutes: 15 },
      ]);
      expect(large).toMatchObject({ charged_amount: 110, duration_minutes: 135, price_overridden: false, total_with_tax: 117.29 });

      const small = await book({ services: [{ service_id: nails.id }], dog_size: 'small' });
      expect(small).toMatchObject({ charged_amount: 12.5, duration_minutes: 15, lines: [{ price: 12.5, dog_size: 'small' }] });
    });

    it('keeps a typed price when it is marked overridden, and a typed duration when that is', async () => {
      const typed = await book({ services: [{ service_id: groom.id }], dog_size: 'medium', charged_amount: 70, price_overridden: true, duration_minutes: 45, duration_overridden: true });
      expect(typed).toMatchObject({ charged_amount: 70, price_overridden: true, duration_minutes: 45, lines: [{ price: 75, duration_minutes: 90 }] });
    });

    it('keeps its lines and price when the menu changes later, until its services are sent again', async () => {
      const booked = await book({ services: [{ service_id: groom.id }], dog_size: 'small' });
      expect(booked.charged_amount).toBe(60);
      await send('PUT', '/api/services', tokens.admin, { ...fullGroom, id: groom.id, prices: bySize(66, 75, 95, 120) });

      const { lines, price_overridden, ...fields } = booked;
      const edited = await send('PUT', '/api/appointments', tokens.staff, { ...appointmentBody({}), id: booked.id, charged_amount: fields.charged_amount, notes: 'Bring the blue bow' });
      expect(edited.status).toBe(200);
      expect(edited.body.appointment).toMatchObject({ charged_amount: 60, notes: 'Bring the blue bow', lines: [{ price: 60, name: 'Full groom' }], price_overridden });
      expect(lines).toHaveLength(1);

      const repriced = await send('PUT', '/api/appointments', tokens.staff, { ...appointmentBody({}), id: booked.id, services: [{ service_id: groom.id }], dog_size: 'small' });
      expect(repriced.body.appointment).toMatchObject({ charged_amount: 66, lines: [{ price: 66 }] });

      await send('DELETE', '/api/services', tokens.admin, { id: nails.id });
      const withNails = await book({ services: [{ service_id: groom.id }], dog_size: 'small' });
      expect(withNails.lines[0]!.service_id).toBe(groom.id);
    });

    it('keeps an appointment booked without services as it was', async () => {
      const plain = await book({ charged_amount: 80 });
      expect(plain).toMatchObject({ charged_amount: 80, lines: [], price_overridden: false, total_with_tax: 85.3 });
    });

    it('copies the lines to every appointment of a series', async () => {
      const answer = await send('POST', '/api/recurring-appointments', tokens.staff, {
        ...appointmentBody({ services: [{ service_id: groom.id }], dog_size: 'extra_large' }),
        recurring_config: { frequency: 'weekly', interval: 1, endType: 'count', endCount: 3 },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const { rows } = await fixture.arrange.query(
        `SELECT a.charged_amount::float AS price, a.duration_minutes, count(l.id)::int AS lines
         FROM appointments a JOIN appointment_lines l ON l.appointment_id = a.id
         WHERE a.recurring_group_id = $1 GROUP BY a.id`,
        [answer.body.data.recurring_group_id],
      );
      expect(rows).toEqual([1, 2, 3].map(() => ({ price: 120, duration_minutes: 150, lines: 1 })));
    });

    it('refuses unknown, inactive or unsized services with a clear answer, booking nothing', async () => {
      const count = async () => (await fixture.arrange.query('SELECT count(*)::int AS n FROM appointments')).rows[0]?.n as number;
      const before = await count();
      const unknown = await send('POST', '/api/appointments', tokens.staff, appointmentBody({ services: [{ service_id: randomUUID() }], dog_size: 'small' }));
      expect(unknown).toMatchObject({ status: 404, body: { message: expect.stringContaining('Service not found') } });
      const unsized = await send('POST', '/api/appointments', tokens.staff, appointmentBody({ services: [{ service_id: groom.id }] }));
      expect(unsized).toMatchObject({ status: 400, body: { message: expect.stringContaining("dog's size") } });
      const badSize = await send('POST', '/api/appointments', tokens.staff, appointmentBody({ services: [{ service_id: groom.id }], dog_size: 'huge' }));
      expect(badSize.status).toBe(400);
      const twice = await send('POST', '/api/appointments', tokens.staff, appointmentBody({ services: [{ service_id: groom.id }, { service_id: groom.id }], dog_size: 'small' }));
      expect(twice.status).toBe(400);
      await send('PUT', '/api/services', tokens.admin, { ...fullGroom, id: groom.id, active: false });
      const inactive = await send('POST', '/api/appointments', tokens.staff, appointmentBody({ services: [{ service_id: groom.id }], dog_size: 'small' }));
      expect(inactive).toMatchObject({ status: 400, body: { message: expect.stringContaining('no longer offered') } });
      await send('PUT', '/api/services', tokens.admin, { ...fullGroom, id: groom.id, active: true });
      expect(await count()).toBe(before);
    });
  });

  it('names the menu entries a Fast Appointment Entry sentence mentions', async () => {
    const answer = await send('POST', '/api/fast-entry', tokens.staff, { prompt: 'Biscuit next monday at 2pm, full groom and a large dog bath' });
    expect(answer.status).toBe(200);
    const details = JSON.parse(answer.body.response.content[0].text as string) as { services?: { id: string; name: string }[] };
    const menu = await menuOf(tokens.staff, '?active=true');
    const idOf = (name: string) => menu.find((service) => service.name === name)!.id;
    expect(details.services).toEqual([
      { id: idOf('Large dog bath'), name: 'Large dog bath' },
      { id: idOf('Full groom'), name: 'Full groom' },
    ]);
    const inB = await send('POST', '/api/fast-entry', tokens.adminB, { prompt: 'Rex friday, full groom' });
    expect(JSON.parse(inB.body.response.content[0].text as string).services ?? null).toBeNull();
  });

  describe('the company tax rate', () => {
    it('is read by everyone, set by admins only, and used for totals', async () => {
      expect((await send('GET', '/api/company-settings', tokens.user)).body).toEqual({
        success: true,
        settings: { tax_rate_percent: 6.625, booking_mode: 'request', booking_buffer_minutes: 0, cancel_cutoff_hours: 24 },
      });
      for (const token of [tokens.user, tokens.staff]) {
        expect((await send('PUT', '/api/company-settings', token, { tax_rate_percent: 1 })).status).toBe(403);
      }
      for (const rate of [-1, 101, 8.0001, '8']) {
        expect((await send('PUT', '/api/company-settings', tokens.admin, { tax_rate_percent: rate })).status).toBe(400);
      }
      const set = await send('PUT', '/api/company-settings', tokens.admin, { tax_rate_percent: 8.25 });
      // A PUT changes what it names and keeps the rest.
      expect(set).toMatchObject({ status: 200, body: { settings: { tax_rate_percent: 8.25, booking_mode: 'request', cancel_cutoff_hours: 24 } } });
      expect((await send('GET', '/api/company-settings', tokens.adminB)).body.settings.tax_rate_percent).toBe(6.625);

      const inA = await send('POST', '/api/appointments', tokens.staff, appointmentBody({ charged_amount: 100 }));
      expect(inA.body.appointment.total_with_tax).toBe(108.25);
      const inB = await send('POST', '/api/appointments', tokens.adminB, { date: '2031-05-06', customer_id: customerB, groomer_id: groomerB, dog_name: 'Rex', charged_amount: 100 });
      expect(inB.body.appointment.total_with_tax).toBe(106.63);
    });
  });
});
