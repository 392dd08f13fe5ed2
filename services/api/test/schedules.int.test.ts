import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  availabilityResponseSchema,
  groomerHoursResponseSchema,
  publicServicesResponseSchema,
  salonHoursResponseSchema,
  scheduleResponseSchema,
  type ServicesResponse,
} from '@groombook/contracts';
import { DEFAULT_SALON_HOURS, minutesToTime, timeToMinutes } from '@groombook/domain';
import { Clock } from '../src/core/clock/clock';
import { zonedInstant } from '../src/core/clock/company-time';
import { DomainEventBus } from '../src/core/events/domain-event-bus';
import type { SchedulesChanged } from '../src/core/events/domain-events';
import { useTestApi } from './support/api-fixture';
import { arrangeTwoCompanies, call, signIn, type TenantTokens } from './support/identity';

/** Every start from `from` to `to` (both included) at 15-minute steps. */
function starts(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = timeToMinutes(from)!; m <= timeToMinutes(to)!; m += 15) out.push(minutesToTime(m));
  return out;
}
const without = (times: string[], removed: string[]) => times.filter((time) => !removed.includes(time));

// 2031-06-02 is a Monday, 06-03 a Tuesday, 06-04 a Wednesday, 06-08 a Sunday.
const MONDAY = '2031-06-02';
const TUESDAY = '2031-06-03';
const WEDNESDAY = '2031-06-04';
const SUNDAY = '2031-06-08';
const WEEKDAYS = DEFAULT_SALON_HOURS.map((h) => ({ weekday: h.weekday, start: h.start, end: h.end }));

describe('schedules: hours, closed days, time off, blocks and free times', () => {
  const t = useTestApi({ TRUST_PROXY: 'loopback', PUBLIC_BOOKING_READ_RATE_LIMIT: '30' });
  const tokens = {} as TenantTokens;
  let companyA: string;
  let companyB: string;
  let groomerA: string;
  let groomerA2: string;
  let groomerB: string;
  const events: SchedulesChanged[] = [];

  let address = 0;
  /** A client address of its own, so one test's requests never count against another's limit. */
  const newAddress = () => `203.0.113.${(address += 1)}`;
  const send = (who: keyof TenantTokens | null, method: string, path: string, body?: unknown) =>
    call(t.api.url, method, path, { ...(who ? { token: tokens[who] } : {}), body, headers: { 'X-Forwarded-For': newAddress() } });
  const count = async (table: string, companyId = companyA) => (await t.arrange.query(`SELECT count(*)::int AS n FROM ${table} WHERE company_id = $1`, [companyId])).rows[0]!.n as number;
  const groomer = async (companyId: string, name: string) =>
    (await t.arrange.query('INSERT INTO groomers (company_id, name) VALUES ($1, $2) RETURNING id', [companyId, name])).rows[0]!.id as string;

  beforeAll(async () => {
    ({ companyA, companyB } = await arrangeTwoCompanies(t.api.url, t.arrange, tokens));
    groomerA = await groomer(companyA, 'Ada Alpha');
    groomerA2 = await groomer(companyA, 'Abe Alpha');
    groomerB = await groomer(companyB, 'Bravo Secret Groomer');
    t.api.app.get(DomainEventBus).subscribe('schedules.changed', async (event) => {
      events.push(event);
    });
  });

  describe('the salon hours and closed days', () => {
    it('start Monday to Saturday, 09:00 to 19:00, readable by every role of the company', async () => {
      for (const who of ['user', 'staff', 'admin', 'adminB'] as const) {
        const answer = await send(who, 'GET', '/api/salon-hours');
        expect(answer.status).toBe(200);
        expect(salonHoursResponseSchema.parse(answer.body)).toEqual({ success: true, hours: WEEKDAYS, closed_days: [] });
      }
      expect((await send(null, 'GET', '/api/salon-hours')).status).toBe(401);
    });

    it('are given to a company the platform creates', async () => {
      const created = await send('superadmin', 'POST', '/api/companies', { name: 'Fresh Cuts' });
      expect(created.status).toBe(201);
      const rows = await t.arrange.query("SELECT weekday, to_char(starts_at, 'HH24:MI') AS start, to_char(ends_at, 'HH24:MI') AS \"end\" FROM salon_hours WHERE company_id = $1 ORDER BY weekday", [
        created.body.company.id,
      ]);
      expect(rows.rows).toEqual(WEEKDAYS);
    });

    it('are replaced whole by an admin (a weekday left out is closed); staff and users cannot', async () => {
      const week = [
        { weekday: 2, start: '08:30', end: '17:00' },
        { weekday: 6, start: '10:00', end: '16:00:00' },
      ];
      for (const who of ['user', 'staff'] as const) expect((await send(who, 'PUT', '/api/salon-hours', { hours: week })).status).toBe(403);
      expect(await count('salon_hours')).toBe(6);

      events.length = 0;
      const saved = await send('admin', 'PUT', '/api/salon-hours', { hours: week });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ success: true, hours: [week[0], { weekday: 6, start: '10:00', end: '16:00' }], closed_days: [] });
      expect(events).toEqual([{ type: 'schedules.changed', companyId: companyA }]);
      // Company B's week is its own.
      expect((await send('adminB', 'GET', '/api/salon-hours')).body.hours).toEqual(WEEKDAYS);

      expect((await send('admin', 'PUT', '/api/salon-hours', { hours: WEEKDAYS })).status).toBe(200);
    });

    it('refuse a bad week with a clear 400 and change nothing', async () => {
      const cases: [unknown, string][] = [
        [{ hours: [{ weekday: 7, start: '09:00', end: '17:00' }] }, 'hours.0.weekday: Weekday must be 0 (Sunday) to 6 (Saturday)'],
        [{ hours: [{ weekday: 1.5, start: '09:00', end: '17:00' }] }, 'hours.0.weekday'],
        [{ hours: [{ weekday: 1, start: '17:00', end: '09:00' }] }, 'hours.0.end: Start must be before end'],
        [{ hours: [{ weekday: 1, start: '09:00', end: '09:00' }] }, 'Start must be before end'],
        [{ hours: [{ weekday: 1, start: '25:00', end: '26:00' }] }, 'hours.0.start'],
        [{ hours: [{ weekday: 1, start: '09:00\u0000', end: '17:00' }] }, 'hours.0.start'],
        [{ hours: [{ weekday: 1, start: 'x'.repeat(100_000), end: '17:00' }] }, 'hours.0.start'],
        [{ hours: [WEEKDAYS[0], WEEKDAYS[0]] }, 'Give each weekday at most once'],
        [{ hours: Array.from({ length: 8 }, (_, i) => ({ weekday: i % 7, start: '09:00', end: '10:00' })) }, 'hours'],
        [{ hours: 'Monday' }, 'hours'],
        [{}, 'hours'],
      ];
      for (const [body, message] of cases) {
        const answer = await send('admin', 'PUT', '/api/salon-hours', body);
        expect(answer.status, JSON.stringify(answer.body)).toBe(400);
        expect(answer.body.message).toContain(message);
      }
      expect((await send('admin', 'GET', '/api/salon-hours')).body.hours).toEqual(WEEKDAYS);
    });

    it('closes a day once (a second time is a 409), lists closed days from today on, and reopens it', async () => {
      for (const who of ['user', 'staff'] as const) expect((await send(who, 'POST', '/api/closed-days', { date: '2031-12-25' })).status).toBe(403);
      events.length = 0;
      const added = await send('admin', 'POST', '/api/closed-days', { date: '2031-12-25', reason: '  Christmas Day ' });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ success: true, message: 'Closed day added', closed_day: { date: '2031-12-25', reason: 'Christmas Day' } });
      expect(events).toEqual([{ type: 'schedules.changed', companyId: companyA, dates: ['2031-12-25'] }]);
      const again = await send('admin', 'POST', '/api/closed-days', { date: '2031-12-25' });
      expect(again).toMatchObject({ status: 409, body: { message: 'The salon is already closed on Thu, Dec 25, 2031' } });
      // A day gone by is kept but no longer listed.
      await t.arrange.query("INSERT INTO salon_closed_days (company_id, date, reason) VALUES ($1, '2020-01-01', 'Long ago')", [companyA]);
      const listed = salonHoursResponseSchema.parse((await send('staff', 'GET', '/api/salon-hours')).body);
      expect(listed.closed_days).toEqual([{ id: added.body.closed_day.id, date: '2031-12-25', reason: 'Christmas Day' }]);
      expect((await send('adminB', 'GET', '/api/salon-hours')).body.closed_days).toEqual([]);

      // Company B cannot reopen it; an unknown id is a 404 too.
      expect((await send('adminB', 'DELETE', '/api/closed-days', { id: added.body.closed_day.id })).status).toBe(404);
      expect((await send('admin', 'DELETE', '/api/closed-days', { id: randomUUID() })).status).toBe(404);
      const removed = await send('admin', 'DELETE', '/api/closed-days', { id: added.body.closed_day.id });
      expect(removed).toMatchObject({ status: 200, body: { success: true, message: 'Closed day removed' } });
      expect((await send('admin', 'DELETE', '/api/closed-days', { id: added.body.closed_day.id })).status).toBe(404);
    });

    it('refuses impossible dates, control characters and huge reasons, storing nothing', async () => {
      const before = await count('salon_closed_days');
      for (const body of [
        { date: '2031-02-30' },
        { date: '2031-13-01' },
        { date: '31-01-01' },
        { date: '' },
        { date: '2031-03-03', reason: 'Closed\u0007' },
        { date: '2031-03-03', reason: 'x'.repeat(201) },
        { date: '2031-03-03', reason: 'x'.repeat(300_000) },
        { reason: 'No date' },
      ]) {
        const answer = await send('admin', 'POST', '/api/closed-days', body);
        expect(answer.status, JSON.stringify(body).slice(0, 100)).toBe(400);
        expect(answer.body.message).toMatch(/^(date|reason)/);
      }
      expect((await send('admin', 'DELETE', '/api/closed-days', { id: 'not-an-id' })).status).toBe(400);
      expect(await count('salon_closed_days')).toBe(before);
    });
  });

  describe("the groomers' hours and breaks", () => {
    it("lists every groomer of the company, working the salon's hours until given their own", async () => {
      const answer = groomerHoursResponseSchema.parse((await send('user', 'GET', '/api/groomer-hours')).body);
      expect(answer.groomers).toEqual([
        { groomer_id: groomerA2, hours: null, breaks: [] },
        { groomer_id: groomerA, hours: null, breaks: [] },
      ]);
      expect((await send('adminB', 'GET', '/api/groomer-hours')).body.groomers).toEqual([{ groomer_id: groomerB, hours: null, breaks: [] }]);
    });

    it('sets one groomer hours and breaks, and back to the salon hours with null', async () => {
      const body = {
        groomer_id: groomerA,
        hours: [
          { weekday: 5, start: '12:00', end: '19:00' },
          { weekday: 2, start: '09:00', end: '15:00' },
        ],
        breaks: [{ weekday: 2, start: '12:00', end: '12:30' }],
      };
      expect((await send('staff', 'PUT', '/api/groomer-hours', body)).status).toBe(403);
      events.length = 0;
      const saved = await send('admin', 'PUT', '/api/groomer-hours', body);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({
        success: true,
        message: 'Working hours saved',
        groomer: { groomer_id: groomerA, hours: [body.hours[1], body.hours[0]], breaks: body.breaks },
      });
      expect(events).toEqual([{ type: 'schedules.changed', companyId: companyA }]);

      const salons = await send('admin', 'PUT', '/api/groomer-hours', { groomer_id: groomerA, hours: null, breaks: [] });
      expect(salons.body.groomer).toEqual({ groomer_id: groomerA, hours: null, breaks: [] });
      expect(await count('groomer_hours')).toBe(0);
    });

    it("is a 404 for another company's groomer and a 400 for a bad week, changing nothing", async () => {
      const week = { hours: [{ weekday: 1, start: '09:00', end: '12:00' }], breaks: [] };
      expect((await send('admin', 'PUT', '/api/groomer-hours', { groomer_id: groomerB, ...week })).status).toBe(404);
      expect((await send('admin', 'PUT', '/api/groomer-hours', { groomer_id: randomUUID(), ...week })).status).toBe(404);
      expect(await count('groomer_hours', companyB)).toBe(0);
      for (const [body, message] of [
        [{ groomer_id: groomerA, hours: [], breaks: [] }, "hours: Choose at least one working day, or the salon's hours"],
        [{ groomer_id: groomerA, hours: [{ weekday: -1, start: '09:00', end: '12:00' }], breaks: [] }, 'hours.0.weekday'],
        [{ groomer_id: groomerA, hours: null, breaks: [{ weekday: 1, start: '13:00', end: '12:00' }] }, 'breaks.0.end: Start must be before end'],
        [{ groomer_id: groomerA, hours: null }, 'breaks'],
        [{ groomer_id: 'Ada', hours: null, breaks: [] }, 'groomer_id'],
      ] as const) {
        const answer = await send('admin', 'PUT', '/api/groomer-hours', body);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toContain(message);
      }
      expect(await count('groomer_hours')).toBe(0);
      expect(await count('groomer_breaks')).toBe(0);
    });
  });

  describe('time off', () => {
    it('is added by admins, listed by the days it overlaps, and removed; staff cannot add it', async () => {
      const body = { groomer_id: groomerA, starts_on: '2031-07-07', ends_on: '2031-07-11', reason: 'Vacation' };
      expect((await send('staff', 'POST', '/api/time-off', body)).status).toBe(403);
      events.length = 0;
      const added = await send('admin', 'POST', '/api/time-off', body);
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ success: true, message: 'Time off added', time_off: { ...body, id: expect.any(String) } });
      expect(events).toEqual([{ type: 'schedules.changed', companyId: companyA }]);
      const other = (await send('admin', 'POST', '/api/time-off', { groomer_id: groomerA2, starts_on: '2031-07-10', ends_on: '2031-07-10' })).body.time_off;
      expect(other.reason).toBeNull();
      const timeOffB = (await send('adminB', 'POST', '/api/time-off', { groomer_id: groomerB, starts_on: '2031-07-07', ends_on: '2031-07-08' })).body.time_off;

      const list = async (query: string, who: keyof TenantTokens = 'user') => (await send(who, 'GET', `/api/time-off?${query}`)).body.time_off.map((off: { id: string }) => off.id);
      expect(await list('from=2031-07-01&to=2031-07-31')).toEqual([added.body.time_off.id, other.id]);
      expect(await list('from=2031-07-11&to=2031-07-11')).toEqual([added.body.time_off.id]);
      expect(await list('from=2031-07-12&to=2031-07-31')).toEqual([]);
      expect(await list(`from=2031-07-01&to=2031-07-31&groomer_id=${groomerA2}`)).toEqual([other.id]);
      // A's list never shows B's, even named by B's groomer.
      expect(await list(`from=2031-07-01&to=2031-07-31&groomer_id=${groomerB}`)).toEqual([]);
      expect(await list('from=2031-07-01&to=2031-07-31', 'adminB')).toEqual([timeOffB.id]);

      expect((await send('admin', 'DELETE', '/api/time-off', { id: timeOffB.id })).status).toBe(404);
      expect((await send('staff', 'DELETE', '/api/time-off', { id: other.id })).status).toBe(403);
      expect((await send('admin', 'DELETE', '/api/time-off', { id: other.id })).body).toEqual({ success: true, message: 'Time off removed' });
      expect(await list('from=2031-07-01&to=2031-07-31')).toEqual([added.body.time_off.id]);
      expect(await count('groomer_time_off', companyB)).toBe(1);
    });

    it("refuses another company's groomer, a backwards range, impossible dates and bad reasons", async () => {
      const before = await count('groomer_time_off');
      expect((await send('admin', 'POST', '/api/time-off', { groomer_id: groomerB, starts_on: '2031-07-07', ends_on: '2031-07-08' })).status).toBe(404);
      for (const [body, message] of [
        [{ groomer_id: groomerA, starts_on: '2031-07-08', ends_on: '2031-07-07' }, 'ends_on: The last day must not be before the first'],
        [{ groomer_id: groomerA, starts_on: '2031-02-29', ends_on: '2031-03-01' }, 'starts_on'],
        [{ groomer_id: groomerA, starts_on: '2031-07-07', ends_on: '2031-07-08', reason: 'a\u001bb' }, 'reason'],
        [{ groomer_id: groomerA, starts_on: '2031-07-07', ends_on: '2031-07-08', reason: 'y'.repeat(300) }, 'reason: Reason is too long'],
      ] as const) {
        const answer = await send('admin', 'POST', '/api/time-off', body);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toContain(message);
      }
      expect(await count('groomer_time_off')).toBe(before);
      const backwards = await send('staff', 'GET', '/api/time-off?from=2031-07-31&to=2031-07-01');
      expect(backwards).toMatchObject({ status: 400, body: { message: 'to: The last day must not be before the first' } });
      expect((await send('staff', 'GET', '/api/time-off?from=2031-06-31&to=2031-07-01')).status).toBe(400);
      expect((await send('staff', 'GET', '/api/time-off?from=2031-07-01')).status).toBe(400);
    });
  });

  describe('blocks of time', () => {
    it('are added, moved and removed by anyone who books, even over an appointment', async () => {
      const customer = (await send('staff', 'POST', '/api/customers', { name: 'Block Overlap', phone_number: '+12015550111' })).body.data.customer.id;
      const booked = await send('staff', 'POST', '/api/appointments', { date: '2031-08-04', time: '10:00', customer_id: customer, groomer_id: groomerA, dog_name: 'Rex' });
      expect(booked.status).toBe(201);

      events.length = 0;
      const body = { groomer_id: groomerA, date: '2031-08-04', time: '10:30', duration_minutes: 60, label: '  Training ' };
      const added = await send('staff', 'POST', '/api/schedule-blocks', body);
      expect(added.status).toBe(201);
      expect(added.body).toEqual({ success: true, message: 'Time blocked', block: { ...body, label: 'Training', id: expect.any(String) } });
      expect(events).toEqual([{ type: 'schedules.changed', companyId: companyA, dates: ['2031-08-04'] }]);

      const byUser = await send('user', 'POST', '/api/schedule-blocks', { ...body, time: '15:00' });
      expect(byUser.status).toBe(201);

      events.length = 0;
      const moved = await send('staff', 'PUT', '/api/schedule-blocks', { ...body, id: added.body.block.id, date: '2031-08-05', time: '09:00', groomer_id: groomerA2 });
      expect(moved.status).toBe(200);
      expect(moved.body.block).toMatchObject({ id: added.body.block.id, date: '2031-08-05', time: '09:00', groomer_id: groomerA2 });
      expect(events).toEqual([{ type: 'schedules.changed', companyId: companyA, dates: ['2031-08-04', '2031-08-05'] }]);

      expect((await send('staff', 'DELETE', '/api/schedule-blocks', { id: byUser.body.block.id })).body).toEqual({ success: true, message: 'Block removed' });
      expect((await send('staff', 'DELETE', '/api/schedule-blocks', { id: byUser.body.block.id })).status).toBe(404);
      expect((await send(null, 'POST', '/api/schedule-blocks', body)).status).toBe(401);
    });

    it("are a 404 for another company's groomer or block, and a 400 for bad input, changing nothing", async () => {
      const blockB = (await send('adminB', 'POST', '/api/schedule-blocks', { groomer_id: groomerB, date: '2031-08-04', time: '09:00', duration_minutes: 30, label: 'Bravo meeting' })).body.block;
      const before = await count('schedule_blocks');
      const body = { groomer_id: groomerA, date: '2031-08-04', time: '10:30', duration_minutes: 60, label: 'Training' };
      expect((await send('staff', 'POST', '/api/schedule-blocks', { ...body, groomer_id: groomerB })).status).toBe(404);
      expect((await send('staff', 'PUT', '/api/schedule-blocks', { ...body, id: blockB.id })).status).toBe(404);
      expect((await send('staff', 'DELETE', '/api/schedule-blocks', { id: blockB.id })).status).toBe(404);
      const mine = (await send('staff', 'POST', '/api/schedule-blocks', body)).body.block;
      expect((await send('staff', 'PUT', '/api/schedule-blocks', { ...body, id: mine.id, groomer_id: groomerB })).status).toBe(404);

      for (const [change, message] of [
        [{ duration_minutes: 10 }, 'duration_minutes: Duration must be at least 15 minutes'],
        [{ duration_minutes: 50 }, 'duration_minutes: Duration must be in steps of 15 minutes'],
        [{ duration_minutes: 600 }, 'duration_minutes: Duration must be at most'],
        [{ time: '23:00', duration_minutes: 120 }, 'duration_minutes: A block must end by midnight'],
        [{ time: '9am' }, 'time'],
        [{ date: '2031-04-31' }, 'date'],
        [{ label: '   ' }, 'label: Label is required'],
        [{ label: 'Lunch\u0000' }, 'label'],
        [{ label: 'L'.repeat(101) }, 'label: Label is too long'],
      ] as const) {
        const answer = await send('staff', 'POST', '/api/schedule-blocks', { ...body, ...change });
        expect(answer.status, message).toBe(400);
        expect(answer.body.message).toContain(message);
      }
      expect(await count('schedule_blocks')).toBe(before + 1);
      expect((await send('adminB', 'GET', '/api/schedule?from=2031-08-04&to=2031-08-04')).body.blocks.map((b: { id: string }) => b.id)).toEqual([blockB.id]);
    });
  });

  describe('the schedule of a span of days', () => {
    it("gives each day the salon's open stretches and each groomer's working stretches or why they are away", async () => {
      const weekOf = { groomer_id: groomerA2, hours: [{ weekday: 1, start: '08:00', end: '14:00' }, { weekday: 2, start: '10:00', end: '16:00' }], breaks: [{ weekday: 2, start: '12:00', end: '13:00' }] };
      expect((await send('admin', 'PUT', '/api/groomer-hours', weekOf)).status).toBe(200);
      const timeOff = (await send('admin', 'POST', '/api/time-off', { groomer_id: groomerA, starts_on: '2031-09-02', ends_on: '2031-09-02', reason: 'Dentist' })).body.time_off;
      const closed = (await send('admin', 'POST', '/api/closed-days', { date: '2031-09-03', reason: 'Inventory' })).body.closed_day;
      const block = (await send('staff', 'POST', '/api/schedule-blocks', { groomer_id: groomerA, date: '2031-09-01', time: '13:00', duration_minutes: 45, label: 'Team meeting' })).body.block;

      // 2031-08-31 is a Sunday; 09-01 a Monday; 09-02 a Tuesday; 09-03 a Wednesday; 09-06 a Saturday.
      const answer = await send('user', 'GET', '/api/schedule?from=2031-08-31&to=2031-09-06');
      expect(answer.status).toBe(200);
      const { days, blocks } = scheduleResponseSchema.parse(answer.body);
      expect(days.map((day) => day.date)).toEqual(['2031-08-31', '2031-09-01', '2031-09-02', '2031-09-03', '2031-09-04', '2031-09-05', '2031-09-06']);
      const day = (date: string) => days.find((d) => d.date === date)!;
      const of = (date: string, id: string) => day(date).groomers.find((g) => g.groomer_id === id);
      expect(day('2031-08-31').salon).toEqual({ open: [], closed_reason: null });
      expect(of('2031-08-31', groomerA)).toEqual({ groomer_id: groomerA, working: [], away: { kind: 'salon_closed', reason: null } });
      expect(day('2031-09-01').salon).toEqual({ open: [{ start: '09:00', end: '19:00' }], closed_reason: null });
      expect(of('2031-09-01', groomerA)).toEqual({ groomer_id: groomerA, working: [{ start: '09:00', end: '19:00' }], away: null });
      // Their own hours, inside the salon's.
      expect(of('2031-09-01', groomerA2)).toEqual({ groomer_id: groomerA2, working: [{ start: '09:00', end: '14:00' }], away: null });
      expect(of('2031-09-02', groomerA2)!.working).toEqual([{ start: '10:00', end: '12:00' }, { start: '13:00', end: '16:00' }]);
      expect(of('2031-09-02', groomerA)).toEqual({ groomer_id: groomerA, working: [], away: { kind: 'time_off', reason: 'Dentist' } });
      expect(day('2031-09-03').salon).toEqual({ open: [], closed_reason: 'Inventory' });
      expect(of('2031-09-03', groomerA2)!.away).toEqual({ kind: 'salon_closed', reason: null });
      expect(of('2031-09-04', groomerA2)).toEqual({ groomer_id: groomerA2, working: [], away: { kind: 'not_working', reason: null } });
      expect(blocks).toEqual([block]);
      // Nothing of company B's.
      expect(day('2031-09-01').groomers.map((g) => g.groomer_id).sort()).toEqual([groomerA, groomerA2].sort());

      await send('admin', 'DELETE', '/api/time-off', { id: timeOff.id });
      await send('admin', 'DELETE', '/api/closed-days', { id: closed.id });
      await send('admin', 'PUT', '/api/groomer-hours', { groomer_id: groomerA2, hours: null, breaks: [] });
    });

    it('answers at most 42 days, from before to', async () => {
      expect((await send('staff', 'GET', '/api/schedule?from=2031-01-01&to=2031-02-11')).body.days).toHaveLength(42);
      for (const [query, message] of [
        ['from=2031-01-01&to=2031-02-12', 'to: Ask for at most 42 days at a time'],
        ['from=2031-01-01&to=2040-01-01', 'to: Ask for at most 42 days at a time'],
        ['from=2031-02-12&to=2031-01-01', 'to: The last day must not be before the first'],
        ['from=2031-02-30&to=2031-03-01', 'from'],
        ['from=2031-01-01', 'to'],
        ['from=2031-01-01%00&to=2031-01-02', 'from'],
      ]) {
        const answer = await send('staff', 'GET', `/api/schedule?${query}`);
        expect(answer.status, query).toBe(400);
        expect(answer.body.message).toContain(message);
      }
    });
  });

  describe('free start times', () => {
    let companyC: string;
    let adminC: string;
    let ada: string;
    let bo: string;
    let cy: string;
    let bath: string;
    let addOn: string;
    let retired: string;

    const staffTimes = async (query: string) => {
      const answer = await call(t.api.url, 'GET', `/api/availability?${query}`, { token: adminC });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return availabilityResponseSchema.parse(answer.body);
    };
    const timesOf = async (date: string, id: string, extra = '') => (await staffTimes(`date=${date}&services=${bath}&dog_size=medium&groomer_id=${id}${extra}`)).groomers[0]!.times;
    const ALL_DAY = starts('09:00', '17:30');

    beforeAll(async () => {
      companyC = await t.arrange.company('Cedar Grooming');
      await t.arrange.user('admin@cedar.test', 'admin', companyC);
      adminC = (await signIn(t.api.url, 'admin@cedar.test')).access_token;
      ada = await groomer(companyC, 'Ada');
      bo = await groomer(companyC, 'Bo');
      cy = await groomer(companyC, 'Cy');
      const menu = (await call(t.api.url, 'GET', '/api/services', { token: adminC })).body as ServicesResponse;
      bath = menu.services.find((s) => s.name === 'Small dog bath')!.id;
      const insert = async (name: string, kind: string, active: boolean, minutes: number) =>
        (
          await t.arrange.query(
            `INSERT INTO services (company_id, name, kind, price_small, price_medium, price_large, price_extra_large, duration_small, duration_medium, duration_large, duration_extra_large, active, position)
             VALUES ($1, $2, $3, 10, 20, 30, 40, $4, $4, $4, $4, $5, 9) RETURNING id`,
            [companyC, name, kind, minutes, active],
          )
        ).rows[0]!.id as string;
      addOn = await insert('Nail trim', 'add_on', true, 15);
      retired = await insert('Old spa day', 'service', false, 60);
      const put = (body: unknown) => call(t.api.url, 'PUT', '/api/groomer-hours', { token: adminC, body });
      expect((await put({ groomer_id: bo, hours: [2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '10:00', end: '18:00' })), breaks: [] })).status).toBe(200);
      expect((await put({ groomer_id: cy, hours: null, breaks: [{ weekday: 1, start: '12:00', end: '13:00' }] })).status).toBe(200);
    });

    afterEach(() => t.api.app.get(Clock).travelTo(null));

    it("gives each groomer's free starts for the services' length, at 15-minute steps inside their hours", async () => {
      const day = await staffTimes(`date=${MONDAY}&services=${bath}&dog_size=medium`);
      expect(day.duration_minutes).toBe(90);
      expect(day.groomers.map((g) => g.name)).toEqual(['Ada', 'Bo', 'Cy']);
      expect(day.groomers[0]!.times).toEqual(ALL_DAY);
      // Bo's own week starts on Tuesday: Monday is his day off.
      expect(day.groomers[1]!.times).toEqual([]);
      expect(await timesOf(TUESDAY, bo)).toEqual(starts('10:00', '16:30'));
      // Cy's lunch from 12:00 to 13:00: no 90 minutes may cross it.
      expect(day.groomers[2]!.times).toEqual(without(ALL_DAY, starts('10:45', '12:45')));
      // An add-on lengthens the appointment.
      const longer = await staffTimes(`date=${MONDAY}&services=${bath},${addOn}&dog_size=medium&groomer_id=${ada}`);
      expect(longer.duration_minutes).toBe(105);
      expect(longer.groomers[0]!.times).toEqual(starts('09:00', '17:15'));
      // Sunday the salon is closed.
      expect((await staffTimes(`date=${SUNDAY}&services=${bath}&dog_size=medium`)).groomers.every((g) => g.times.length === 0)).toBe(true);
    });

    it('removes the times of a block, a closed day and time off', async () => {
      const block = await call(t.api.url, 'POST', '/api/schedule-blocks', { token: adminC, body: { groomer_id: ada, date: MONDAY, time: '13:00', duration_minutes: 60, label: 'Training' } });
      expect(await timesOf(MONDAY, ada)).toEqual(without(ALL_DAY, starts('11:45', '13:45')));
      await call(t.api.url, 'DELETE', '/api/schedule-blocks', { token: adminC, body: { id: block.body.block.id } });
      expect(await timesOf(MONDAY, ada)).toEqual(ALL_DAY);

      const off = await call(t.api.url, 'POST', '/api/time-off', { token: adminC, body: { groomer_id: ada, starts_on: MONDAY, ends_on: TUESDAY } });
      expect(await timesOf(MONDAY, ada)).toEqual([]);
      expect(await timesOf(TUESDAY, ada)).toEqual([]);
      expect(await timesOf(WEDNESDAY, ada)).toEqual(ALL_DAY);
      await call(t.api.url, 'DELETE', '/api/time-off', { token: adminC, body: { id: off.body.time_off.id } });

      const closed = await call(t.api.url, 'POST', '/api/closed-days', { token: adminC, body: { date: MONDAY } });
      expect((await staffTimes(`date=${MONDAY}&services=${bath}&dog_size=medium`)).groomers.map((g) => g.times)).toEqual([[], [], []]);
      await call(t.api.url, 'DELETE', '/api/closed-days', { token: adminC, body: { id: closed.body.closed_day.id } });
      expect(await timesOf(MONDAY, ada)).toEqual(ALL_DAY);
    });

    it('keeps appointments apart by the buffer; cancelled and no-show appointments free their slot', async () => {
      const customer = (await call(t.api.url, 'POST', '/api/customers', { token: adminC, body: { name: 'Cedar Client', phone_number: '+12015550123' } })).body.data.customer.id;
      const book = async (time: string) => {
        const answer = await call(t.api.url, 'POST', '/api/appointments', { token: adminC, body: { date: WEDNESDAY, time, customer_id: customer, groomer_id: ada, dog_name: 'Rex', duration_minutes: 90 } });
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        return answer.body.appointment.id as string;
      };
      const kept = await book('10:00');
      const cancelled = await book('14:00');
      const noShow = await book('16:00');
      await t.arrange.query("UPDATE appointments SET status = 'cancelled' WHERE id = $1", [cancelled]);
      await t.arrange.query("UPDATE appointments SET status = 'no_show' WHERE id = $1", [noShow]);

      expect(await timesOf(WEDNESDAY, ada)).toEqual(without(ALL_DAY, starts('09:00', '11:15')));
      // The appointment being edited does not stand in its own way.
      expect(await timesOf(WEDNESDAY, ada, `&exclude_appointment_id=${kept}`)).toEqual(ALL_DAY);

      expect((await call(t.api.url, 'PUT', '/api/company-settings', { token: adminC, body: { booking_buffer_minutes: 15 } })).status).toBe(200);
      expect(await timesOf(WEDNESDAY, ada)).toEqual(without(ALL_DAY, starts('09:00', '11:30')));
      await call(t.api.url, 'PUT', '/api/company-settings', { token: adminC, body: { booking_buffer_minutes: 0 } });
      await t.arrange.query("UPDATE appointments SET status = 'cancelled' WHERE id = $1", [kept]);
      expect(await timesOf(WEDNESDAY, ada)).toEqual(ALL_DAY);
    });

    it("starts today's times after now (in the salon's time zone), and gives none for a day gone by", async () => {
      t.api.app.get(Clock).travelTo(zonedInstant(WEDNESDAY, '10:07', 'America/New_York'));
      expect(await timesOf(WEDNESDAY, cy)).toEqual(starts('10:15', '17:30'));
      expect(await timesOf(TUESDAY, cy)).toEqual([]);
      expect(await timesOf('2031-06-05', cy)).toEqual(ALL_DAY);
    });

    it('refuses unknown services, add-ons alone, bad sizes and dates with a 400, and names no other company', async () => {
      for (const [query, message] of [
        [`date=${MONDAY}&services=${randomUUID()}&dog_size=medium`, "services: Choose services from the salon's menu"],
        [`date=${MONDAY}&services=${addOn}&dog_size=medium`, 'services: Choose at least one service, not only add-ons'],
        [`date=${MONDAY}&services=&dog_size=medium`, 'services: Choose at least one service'],
        [`date=${MONDAY}&services=${bath}&dog_size=huge`, 'dog_size: Dog size must be one of'],
        [`date=2031-06-31&services=${bath}&dog_size=medium`, 'date'],
        [`date=${MONDAY}&services=${bath}&dog_size=medium&groomer_id=nope`, 'groomer_id'],
      ]) {
        const answer = await call(t.api.url, 'GET', `/api/availability?${query}`, { token: adminC });
        expect(answer.status, query).toBe(400);
        expect(answer.body.message).toContain(message);
      }
      // Staff may still book an entry no longer offered.
      expect((await staffTimes(`date=${MONDAY}&services=${retired}&dog_size=medium&groomer_id=${ada}`)).duration_minutes).toBe(60);
      // Company A's groomer and services mean nothing in company C.
      expect((await call(t.api.url, 'GET', `/api/availability?date=${MONDAY}&services=${bath}&dog_size=medium&groomer_id=${groomerA}`, { token: adminC })).status).toBe(404);
      const menuA = (await send('admin', 'GET', '/api/services')).body as ServicesResponse;
      expect((await call(t.api.url, 'GET', `/api/availability?date=${MONDAY}&services=${menuA.services[0]!.id}&dog_size=medium`, { token: adminC })).status).toBe(400);
      // Every role of a company reads them; nobody signed out.
      for (const who of ['user', 'staff'] as const) expect((await send(who, 'GET', `/api/availability?date=${MONDAY}&services=${menuA.services[0]!.id}&dog_size=small`)).status).toBe(200);
      expect((await send(null, 'GET', `/api/availability?date=${MONDAY}&services=${bath}&dog_size=small`)).status).toBe(401);
    });

    it('shows the public only start times, of any groomer, for active services', async () => {
      const block = await call(t.api.url, 'POST', '/api/schedule-blocks', { token: adminC, body: { groomer_id: ada, date: MONDAY, time: '09:00', duration_minutes: 480, label: 'Secret training' } });
      const day = await staffTimes(`date=${MONDAY}&services=${bath}&dog_size=large`);
      const union = [...new Set(day.groomers.flatMap((g) => g.times))].sort();
      expect(union.length).toBeGreaterThan(0);

      const answer = await send(null, 'GET', `/api/public/availability?company_id=${companyC}&date=${MONDAY}&services=${bath}&dog_size=large`);
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual(['date', 'success', 'times']);
      expect(answer.body).toEqual({ success: true, date: MONDAY, times: union });
      // Ada is blocked but for the evening and Bo is off: Cy's times, lunch left out.
      expect(union).toEqual(without(ALL_DAY, starts('10:45', '12:45')));
      const text = JSON.stringify(answer.body);
      for (const secret of ['Ada', 'Cy', 'Bo', ada, bo, cy, 'Secret training', 'Cedar']) expect(text).not.toContain(secret);

      const retiredAnswer = await send(null, 'GET', `/api/public/availability?company_id=${companyC}&date=${MONDAY}&services=${retired}&dog_size=large`);
      expect(retiredAnswer).toMatchObject({ status: 400, body: { message: "services: Choose services from the salon's menu" } });
      await call(t.api.url, 'DELETE', '/api/schedule-blocks', { token: adminC, body: { id: block.body.block.id } });
    });

    it("lists the public menu: the company's name and booking mode, and active entries only, nothing private", async () => {
      const answer = await send(null, 'GET', `/api/public/services?company_id=${companyC}`);
      expect(answer.status).toBe(200);
      const menu = publicServicesResponseSchema.parse(answer.body);
      expect(menu.company).toEqual({ name: 'Cedar Grooming', booking_mode: 'request' });
      expect(Object.keys(answer.body.company).sort()).toEqual(['booking_mode', 'name']);
      expect(menu.services.map((s) => s.name)).toEqual(['Small dog bath', 'Large dog bath', 'Extra large dog bath', 'Nail trim']);
      for (const entry of answer.body.services) expect(Object.keys(entry).sort()).toEqual(['durations', 'id', 'kind', 'name', 'prices']);
      expect(menu.services.find((s) => s.name === 'Nail trim')).toEqual({ id: addOn, name: 'Nail trim', kind: 'add_on', prices: { small: 10, medium: 20, large: 30, extra_large: 40 }, durations: { small: 15, medium: 15, large: 15, extra_large: 15 } });
      expect(JSON.stringify(answer.body)).not.toContain(retired);
    });

    it("answers an unknown company 404 and a suspended one 403 in the booking page's words", async () => {
      const suspended = await t.arrange.company('Closed Paws');
      await t.arrange.query("UPDATE companies SET status = 'suspended' WHERE id = $1", [suspended]);
      for (const path of ['/api/public/services?', `/api/public/availability?date=${MONDAY}&services=${bath}&dog_size=small&`]) {
        expect(await send(null, 'GET', `${path}company_id=${randomUUID()}`)).toMatchObject({ status: 404, body: { message: 'Company not found' } });
        expect(await send(null, 'GET', `${path}company_id=${suspended}`)).toMatchObject({ status: 403, body: { message: 'This salon is not taking booking requests online right now' } });
        expect((await send(null, 'GET', `${path}company_id=not-a-company`)).status).toBe(400);
      }
    });

    it('limits the public reads per client address', async () => {
      const from = '198.51.100.7';
      const path = `/api/public/availability?company_id=${companyC}&date=${MONDAY}&services=${bath}&dog_size=small`;
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) statuses.push((await call(t.api.url, 'GET', i % 2 ? path : `/api/public/services?company_id=${companyC}`, { headers: { 'X-Forwarded-For': from } })).status);
      expect(statuses.every((status) => status === 200)).toBe(true);
      const refused = await call(t.api.url, 'GET', path, { headers: { 'X-Forwarded-For': from } });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another address is not held back.
      expect((await call(t.api.url, 'GET', path, { headers: { 'X-Forwarded-For': '198.51.100.8' } })).status).toBe(200);
    });
  });
});
