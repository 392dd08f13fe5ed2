import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printFigures } from '../support/figures';
import { Arrange, call, signIn } from '../support/identity';
import { startPrivatePostgres, type PrivatePostgres } from '../support/private-services';
import { startTestApi, type TestApi } from '../support/test-api';

const STATEMENT_TIMEOUT_MS = 3000;
const CONNECT_TIMEOUT_MS = 2000;
/** No request may take longer than a connection wait and a statement, with a second to spare. */
const LONGEST_ALLOWED_MS = STATEMENT_TIMEOUT_MS + CONNECT_TIMEOUT_MS + 1000;
const LANES = 8;
const OUTAGE_MS = 3000;

interface Answer {
  startedAt: number;
  ms: number;
  status: number;
  body: any;
}

const isErrorShape = (body: any) => body?.success === false && typeof body.message === 'string' && typeof body.code === 'string';

/**
 * The database restarted under the API: requests during the outage answer a clear 503 quickly,
 * none hangs past the statement timeout, none is a raw 500, and all succeed again within five
 * seconds of the server's return. A private Postgres is restarted; the machine's is untouched.
 */
describe('Postgres restarted while requests run', () => {
  let server: PrivatePostgres;
  let api: TestApi;
  let arrange: Arrange;
  let token: string;

  beforeAll(async () => {
    server = await startPrivatePostgres();
    api = await startTestApi({
      DATABASE_URL: server.url,
      DATABASE_POOL_SIZE: '4',
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    });
    arrange = await Arrange.connect(server.url);
    const companyId = await arrange.company('Restart Grooming');
    await arrange.user('staff@restart.test', 'staff', companyId);
    token = (await signIn(api.url, 'staff@restart.test')).access_token;
    await arrange.close();
  });

  afterAll(async () => {
    await api?.close();
    await server?.remove();
  });

  it('cancels a statement held up past the statement timeout and answers 503', async () => {
    const holder = new pg.Client({ connectionString: server.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE customers IN ACCESS EXCLUSIVE MODE');
      const startedAt = Date.now();
      const answer = await call(api.url, 'GET', '/api/customers', { token });
      const ms = Date.now() - startedAt;
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ success: false, message: expect.stringMatching(/database is unavailable/), code: 'SERVICE_UNAVAILABLE' });
      expect(ms).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 100);
      expect(ms).toBeLessThan(LONGEST_ALLOWED_MS);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    expect((await call(api.url, 'GET', '/api/customers', { token })).status).toBe(200);
  });

  it('answers 503 during a restart, never hangs or answers 500, and 0 errors 5 s after it is back', async () => {
    const answers: Answer[] = [];
    const created: string[] = [];
    let running = true;
    let counter = 0;
    const lane = async (index: number) => {
      while (running) {
        counter += 1;
        const kind = (index + counter) % 3;
        const name = `Restart Customer ${counter}`;
        const startedAt = Date.now();
        const answer =
          kind === 0
            ? await call(api.url, 'GET', '/api/customers?search=Restart', { token })
            : kind === 1
              ? await call(api.url, 'POST', '/api/customers', { token, body: { name } })
              : await call(api.url, 'GET', '/api/appointments?year=2026&month=3', { token });
        answers.push({ startedAt, ms: Date.now() - startedAt, status: answer.status, body: answer.body });
        if (kind === 1 && answer.status < 300) created.push(answer.body.data.customer.id);
        if (answer.status >= 500) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const lanes = Promise.all(Array.from({ length: LANES }, (_, index) => lane(index)));

    await new Promise((resolve) => setTimeout(resolve, 2000));
    const stoppedAt = Date.now();
    await server.stop();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await server.start();
    const backAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5000 + 4000));
    running = false;
    await lanes;

    const settled = answers.filter((a) => a.startedAt >= backAt + 5000);
    const during = answers.filter((a) => a.startedAt >= stoppedAt && a.startedAt < backAt);
    const unavailable = answers.filter((a) => a.status === 503);
    const others = answers.filter((a) => a.status >= 300 && a.status !== 503);
    const longest = Math.max(...answers.map((a) => a.ms));
    const checker = await Arrange.connect(server.url);
    const stored = await checker.query<{ count: number }>('SELECT count(*)::int AS count FROM customers WHERE id = ANY($1)', [created]);
    await checker.close();

    printFigures('Postgres restarted', {
      requests: answers.length,
      'answered 503 (outage)': unavailable.length,
      'other errors (500 or else)': others.length,
      'longest request (ms)': longest,
      'requests 5 s after it was back': settled.length,
      'errors 5 s after it was back': settled.filter((a) => a.status >= 300).length,
      'acknowledged customers missing': created.length - stored.rows[0]!.count,
    });

    expect(others.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
    expect(during.length).toBeGreaterThan(0);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable.filter((a) => !isErrorShape(a.body) || a.body.code !== 'SERVICE_UNAVAILABLE')).toEqual([]);
    expect(longest).toBeLessThan(LONGEST_ALLOWED_MS);
    expect(settled.length).toBeGreaterThan(20);
    expect(settled.filter((a) => a.status >= 300)).toEqual([]);
    expect(stored.rows[0]!.count).toBe(created.length);
  });
});
