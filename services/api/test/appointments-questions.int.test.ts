import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  appointmentResponseSchema,
  appointmentsListResponseSchema,
  appointmentsMonthResponseSchema,
  upcomingAppointmentsCountResponseSchema,
} from '@groombook/contracts';
import { NO_APPOINTMENTS_QUESTION } from '../src/modules/appointments/appointments-questions';
import { useTestApi } from './support/api-fixture';
import { call, signIn } from './support/identity';

/** GET /api/appointments: each URL shape clients send is one question with its own answer; anything else is a 400. */
describe('the questions of GET /api/appointments', () => {
  const t = useTestApi();

  it('answers each URL shape in the shape of its contract, and a query that asks no one question with 400', async () => {
    const company = await t.arrange.company('Alpha Grooming');
    await t.arrange.user('staff@alpha.test', 'staff', company);
    const { rows } = await t.arrange.query<{ customer: string }>(
      "INSERT INTO customers (company_id, name) VALUES ($1, 'Ann Smith') RETURNING id AS customer",
      [company],
    );
    const customer = rows[0]?.customer ?? '';
    const appointment = (
      await t.arrange.query<{ id: string }>("INSERT INTO appointments (company_id, customer_id, date) VALUES ($1, $2, '2031-05-06') RETURNING id", [
        company,
        customer,
      ])
    ).rows[0]?.id;
    const { access_token: token } = await signIn(t.api.url, 'staff@alpha.test');
    const get = (search: string) => call(t.api.url, 'GET', `/api/appointments?${search}`, { token });

    // Every key of each answer is in its schema (strict), so no question leaks another's fields.
    const shapes: [string, z.core.$ZodObject][] = [
      [`id=${appointment}`, appointmentResponseSchema],
      ['year=2031&month=5&limit=200&offset=0', appointmentsMonthResponseSchema],
      [`customer_id=${customer}&start_date=2031-01-01`, appointmentsListResponseSchema],
      [`customer_id=${customer}&end_date=2031-12-31`, appointmentsListResponseSchema],
      ['start_date=2031-01-01&limit=1000', upcomingAppointmentsCountResponseSchema],
    ];
    for (const [search, schema] of shapes) {
      const answer = await get(search);
      expect(answer.status, search).toBe(200);
      expect(z.strictObject(schema._zod.def.shape).safeParse(answer.body).success, search).toBe(true);
    }
    expect((await get('start_date=2031-01-01')).body).toEqual({ success: true, count: 1 });

    for (const search of [
      `id=${appointment}&year=2031&month=5`,
      `customer_id=${customer}&start_date=2031-01-01&limit=1000`,
      `customer_id=${customer}&start_date=2031-01-01&end_date=2031-12-31`,
      'year=2031',
      'start_date=2031-01-01&cache=no',
    ]) {
      const answer = await get(search);
      expect(answer.status, search).toBe(400);
      expect(answer.body, search).toEqual({ success: false, code: 'VALIDATION_FAILED', message: NO_APPOINTMENTS_QUESTION });
    }
  });
});
