import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@groombook/testing';
import { startTestApi, type TestApi } from './support/test-api';
import { Arrange, call, signIn } from './support/identity';

type Answer = Awaited<ReturnType<typeof call>>;

/**
 * What an outside probe found: control characters, impossible dates and raw recurring
 * configurations reached Postgres (500s) or were stored as sent.
 */
describe('input safety: control characters, calendar dates, recurring configurations, body size', () => {
  let database: TestDatabase;
  let api: TestApi;
  let arrange: Arrange;
  let token: string;
  const ids: Record<string, string> = {};

  const request = (method: string, path: string, body?: unknown) => call(api.url, method, path, { token, body });
  const count = async (table: 'appointments' | 'customers' | 'groomers') =>
    (await arrange.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n as number;
  const counts = async () => ({ appointments: await count('appointments'), customers: await count('customers'), groomers: await count('groomers') });
  const booking = (extra: Record<string, unknown> = {}) => ({
    date: '2031-05-06',
    time: '10:00',
    customer_id: ids.customer,
    groomer_id: ids.groomer,
    dog_name: 'Biscuit',
    charged_amount: 80,
    duration_minutes: 60,
    ...extra,
  });
  const weekly = { frequency: 'weekly', interval: 1, endType: 'count', endCount: 3 };
  const series = (recurringConfig: unknown, extra: Record<string, unknown> = {}) =>
    request('POST', '/api/recurring-appointments', { ...booking(extra), recurring_config: recurringConfig });

  function expectRefused(answer: Answer, message: string | RegExp, what: string) {
    expect(answer.status, what).toBe(400);
    expect(answer.body, what).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(answer.body.message, what).toMatch(message);
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    api = await startTestApi({ DATABASE_URL: database.url });
    arrange = await Arrange.connect(database.url);
    const company = await arrange.company('Alpha Grooming');
    await arrange.user('admin@alpha.test', 'admin', company);
    token = (await signIn(api.url, 'admin@alpha.test')).access_token;
    const insert = async (sql: string) => (await arrange.query(sql, [company])).rows[0]?.id as string;
    ids.customer = await insert("INSERT INTO customers (company_id, name) VALUES ($1, 'Olivia Garcia') RETURNING id");
    ids.groomer = await insert("INSERT INTO groomers (company_id, name) VALUES ($1, 'Sam Chen') RETURNING id");
    ids.appointment = await insert(
      `INSERT INTO appointments (company_id, customer_id, groomer_id, date, time, dog_name)
       SELECT $1, c.id, g.id, '2031-05-01', '09:00', 'Rex' FROM customers c, groomers g RETURNING id`,
    );
  });

  afterAll(async () => {
    await arrange?.close();
    await api?.close();
    await database?.drop();
  });

  describe('control characters', () => {
    const CONTROLS = { NUL: '\u0000', SOH: '\u0001', ESC: '\u001b', DEL: '\u007f', NEL: '\u0085', 'C1 end': '\u009f' };

    it.each(Object.entries(CONTROLS))('refuses %s in a body field, writing nothing', async (_name, control) => {
      const before = await counts();
      expectRefused(await request('POST', '/api/customers', { name: `Ol${control}ivia` }), 'name: must not contain control characters', 'customer');
      expectRefused(await request('POST', '/api/appointments', booking({ notes: `a${control}b` })), 'notes: must not contain control characters', 'notes');
      expectRefused(await request('POST', '/api/assignees', { name: `Sam${control}` }), 'name: must not contain control characters', 'groomer');
      expectRefused(
        await request('PUT', '/api/appointments', { ...booking({ dog_name: control }), id: ids.appointment }),
        'dog_name: must not contain control characters',
        'update',
      );
      expect(await counts()).toEqual(before);
      const { rows } = await arrange.query('SELECT dog_name FROM appointments WHERE id = $1', [ids.appointment]);
      expect(rows[0]?.dog_name).toBe('Rex');
    });

    it('refuses one in a nested field and names where it is', async () => {
      const before = await counts();
      expectRefused(await series({ ...weekly, label: 'a\u0000b' }), 'recurring_config.label: must not contain control characters', 'object');
      expectRefused(await series({ ...weekly, daysOfWeek: [1, 'x\u0007'] }), 'recurring_config.daysOfWeek.1: must not contain control characters', 'array');
      expect(await counts()).toEqual(before);
    });

    it('refuses one in a key, at the top or nested', async () => {
      const before = await counts();
      expectRefused(await request('POST', '/api/customers', { name: 'Rex', 'bad\u0000key': 1 }), /field names must not contain control characters/, 'top');
      expectRefused(await series({ ...weekly, 'x\u0001': 1 }), 'recurring_config: field names must not contain control characters', 'nested');
      expect(await counts()).toEqual(before);
    });

    it('refuses one in a query parameter, its name, or the path, before the handler runs', async () => {
      expectRefused(await request('GET', '/api/customers?search=%00'), 'search: must not contain control characters', 'search');
      expectRefused(await request('GET', '/api/customers?search=Oli%C2%85via'), 'search: must not contain control characters', 'C1 search');
      expectRefused(await request('GET', '/api/customers?search=a&search=%1B'), 'search: must not contain control characters', 'repeated');
      expectRefused(await request('GET', '/api/customers?x%00=1'), /parameter names must not contain control characters/, 'name');
      expectRefused(
        await request('GET', `/api/appointments?customer_id=${ids.customer}&start_date=2031-01-01%00`),
        'start_date: must not contain control characters',
        'date',
      );
      expectRefused(await request('POST', '/api/users/%00/reset-password', {}), /path: must not contain control characters/, 'path');
      // Before sign-in checks too: nothing behind /api sees such input.
      expectRefused(await call(api.url, 'GET', '/api/customers?search=%00'), 'search: must not contain control characters', 'anonymous');
    });

    it('accepts tab, new line and carriage return in text, but not their neighbours', async () => {
      for (const control of ['\u000b', '\u000c', '\u000e']) {
        expectRefused(await request('POST', '/api/appointments', booking({ notes: `a${control}b` })), 'notes: must not contain control characters', 'notes');
      }
      const notes = 'Line one\r\nLine\ttwo\nthree';
      const answer = await request('POST', '/api/appointments', booking({ notes }));
      expect(answer.status).toBe(201);
      const { rows } = await arrange.query('SELECT notes FROM appointments WHERE id = $1', [answer.body.appointment.id]);
      expect(rows[0]?.notes).toBe(notes);
      expect((await request('GET', '/api/customers?search=Oli%09via')).status).toBe(200);
      await arrange.query('DELETE FROM appointments WHERE id = $1', [answer.body.appointment.id]);
    });
  });

  describe('calendar dates', () => {
    const BAD_DATES: [string, RegExp][] = [
      ['0000-01-01', /between 1900-01-01 and 2200-12-31/],
      ['1899-12-31', /between 1900-01-01 and 2200-12-31/],
      // The series' end date keeps the recurrence rules' own wording.
      ['2026-02-30', /2026-02-30 is not a day of the calendar|Valid end date is required when end type is date/],
      ['2201-01-01', /between 1900-01-01 and 2200-12-31/],
    ];
    const endpoints: [string, (date: string) => Promise<Answer>][] = [
      ['POST /api/appointments', (date) => request('POST', '/api/appointments', booking({ date }))],
      ['PUT /api/appointments', (date) => request('PUT', '/api/appointments', { ...booking({ date }), id: ids.appointment })],
      ['POST /api/recurring-appointments (start)', (date) => series(weekly, { date })],
      [
        'POST /api/recurring-appointments (end date)',
        (date) => series({ frequency: 'daily', interval: 1, endType: 'date', endDate: date }, { date: '1900-01-01' }),
      ],
      ['GET /api/appointments?start_date (future)', (date) => request('GET', `/api/appointments?customer_id=${ids.customer}&start_date=${date}`)],
      ['GET /api/appointments?end_date (past)', (date) => request('GET', `/api/appointments?customer_id=${ids.customer}&end_date=${date}`)],
      ['GET /api/appointments?start_date (count)', (date) => request('GET', `/api/appointments?start_date=${date}`)],
      ['GET /api/revenue-reports', (date) => request('GET', `/api/revenue-reports?start_date=${date}&end_date=${date}`)],
      [
        'GET /api/groomer-conflicts',
        (date) => request('GET', `/api/groomer-conflicts?groomerId=${ids.groomer}&date=${date}&time=10:00&duration=60`),
      ],
    ];

    it.each(BAD_DATES)('refuses %s on every endpoint that takes a date, writing nothing', async (date, message) => {
      for (const edge of ['1900-01-01', '2200-12-31']) {
        expect((await request('GET', `/api/revenue-reports?start_date=${edge}&end_date=${edge}`)).status, edge).toBe(200);
      }
      const before = await counts();
      for (const [name, send] of endpoints) expectRefused(await send(date), message, `${name} ${date}`);
      expect(await counts()).toEqual(before);
      const { rows } = await arrange.query("SELECT to_char(date, 'YYYY-MM-DD') AS date FROM appointments WHERE id = $1", [ids.appointment]);
      expect(rows[0]?.date).toBe('2031-05-01');
    });

    it('takes years from 1900 to 2200 in year parameters, and no other', async () => {
      expect((await request('GET', '/api/appointments?year=2200&month=12')).status).toBe(200);
      expect((await request('GET', '/api/conflict-cache-simple?year=1900&month=1')).status).toBe(200);
      for (const year of ['0', '1899', '2201', '9999']) {
        for (const path of [`/api/appointments?year=${year}&month=1`, `/api/conflict-cache-simple?year=${year}&month=1`]) {
          expectRefused(await request('GET', path), /between 1900 and 2200/, `${path}`);
        }
        expectRefused(await request('POST', '/api/conflict-cache', { year: Number(year), month: 1 }), /between 1900 and 2200/, `warm ${year}`);
      }
    });

  });

  describe('recurring_config', () => {
    const storedConfigs = async (groupId: string) =>
      (await arrange.query('SELECT DISTINCT recurring_config FROM appointments WHERE recurring_group_id = $1', [groupId])).rows.map(
        (row) => row.recurring_config,
      );

    it('refuses invalid values, large or markup, writing nothing', async () => {
      const before = await counts();
      const cases: [unknown, string][] = [
        ['<script>alert(1)</script>', 'Start date and configuration are required'],
        [{ ...weekly, frequency: '<b>weekly</b>' }, 'Frequency must be daily, weekly, or monthly'],
        [{ ...weekly, frequency: 'x'.repeat(200_000) }, 'Frequency must be daily, weekly, or monthly'],
        [{ ...weekly, daysOfWeek: Array.from({ length: 100_000 }, () => 1) }, 'Days of week must be distinct integers between 0 and 6'],
        [{ ...weekly, endDate: '<img src=x onerror=alert(1)>' }, 'End date must be a real date written YYYY-MM-DD'],
        [{ ...weekly, endDate: 'x'.repeat(200_000) }, 'End date must be a real date written YYYY-MM-DD'],
        [{ ...weekly, dayOfMonth: '<i>1</i>' }, 'Day of month must be an integer between 1 and 31'],
        [{ ...weekly, endType: 'never', endCount: { nested: 'x'.repeat(1000) } }, 'End count must be an integer between 2 and 100'],
      ];
      for (const [config, message] of cases) {
        expectRefused(await series(config), `recurring_config: ${message}`, JSON.stringify(config).slice(0, 80));
      }
      expect(await counts()).toEqual(before);
    });

    it('stores the parsed configuration: unknown keys, however large, are dropped', async () => {
      const sent = {
        ...weekly,
        daysOfWeek: [2, 4],
        blob: 'x'.repeat(200_000),
        html: '<script>alert(1)</script>',
        nested: { deep: [1, 2, 3] },
      };
      const answer = await series(sent);
      expect(answer.status).toBe(201);
      const groupId = answer.body.data.recurring_group_id as string;
      expect(await storedConfigs(groupId)).toEqual([{ frequency: 'weekly', interval: 1, endType: 'count', endCount: 3, daysOfWeek: [2, 4] }]);

      // PUT takes no recurring_config: what a series stored stays as it was.
      const [first] = (await arrange.query('SELECT id FROM appointments WHERE recurring_group_id = $1 ORDER BY date LIMIT 1', [groupId])).rows;
      const put = await request('PUT', '/api/appointments', { ...booking(), id: first?.id, recurring_config: { blob: 'x'.repeat(1000) } });
      expect(put.status).toBe(200);
      expect(await storedConfigs(groupId)).toEqual([{ frequency: 'weekly', interval: 1, endType: 'count', endCount: 3, daysOfWeek: [2, 4] }]);
    });
  });

  it('answers a body over the limit with 413 and the error shape', async () => {
    const before = await counts();
    const answer = await request('POST', '/api/customers', { name: 'Big', notes: 'x'.repeat(1024 * 1024 + 1) });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, message: 'The request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    expect(await counts()).toEqual(before);
  });

  it('reads only JSON bodies: a form or plain text gets 415 and the error shape, a broken JSON body 400, and nothing is written', async () => {
    const before = await counts();
    const send = (contentType: string, body: string) =>
      fetch(`${api.url}/api/customers`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType }, body });
    for (const [contentType, body] of [
      ['application/x-www-form-urlencoded', 'name=Formed'],
      ['text/plain', '{"name":"Plain"}'],
      ['application/xml', '<name>X</name>'],
    ] as const) {
      const answer = await send(contentType, body);
      expect(answer.status, contentType).toBe(415);
      expect(await answer.json(), contentType).toEqual({
        success: false,
        message: 'The request body must be JSON (Content-Type: application/json)',
        code: 'VALIDATION_FAILED',
      });
    }
    const broken = await send('application/json', '{"name":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ success: false, message: 'The request body is not valid JSON', code: 'VALIDATION_FAILED' });
    expect(await counts()).toEqual(before);
  });

  it('answers an address longer than the HTTP parser takes with 431 and the error shape, and a request that is not HTTP with 400', async () => {
    const long = await fetch(`${api.url}/api/customers?search=${'a'.repeat(20_000)}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(long.status).toBe(431);
    expect(await long.json()).toEqual({ success: false, message: 'The request address or headers are too long (at most 16 KB)', code: 'VALIDATION_FAILED' });

    const { port } = new URL(api.url);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ success: false, message: 'The request could not be read as HTTP', code: 'VALIDATION_FAILED' });
  });

});
