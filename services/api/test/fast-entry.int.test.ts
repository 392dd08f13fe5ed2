import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastEntryDetailsSchema, fastEntryResponseSchema, FAST_ENTRY_MESSAGES, type FastEntryDetails } from '@groombook/contracts';
import { Clock } from '../src/core/clock/clock';
import { useTestApi, type ApiFixture } from './support/api-fixture';
import { arrangeTwoCompanies, call, signIn, type TenantTokens } from './support/identity';

const PATH = '/api/fast-entry';
/** Wednesday 11 March 2026, 11:00 in New York (the companies' default time zone). */
const NOW = new Date('2026-03-11T15:00:00Z');

/** The details of an answer, checked against the contract. */
function detailsOf(body: unknown): FastEntryDetails {
  const answer = fastEntryResponseSchema.parse(body);
  expect(answer.response.content).toHaveLength(1);
  return fastEntryDetailsSchema.parse(JSON.parse(answer.response.content[0]!.text));
}

async function arrangeCompanies(t: ApiFixture, tokens: TenantTokens) {
  const { companyA, companyB } = await arrangeTwoCompanies(t.api.url, t.arrange, tokens);
  const insert = async (table: 'customers' | 'groomers', companyId: string, name: string) =>
    (await t.arrange.query<{ id: string }>(`INSERT INTO ${table} (company_id, name) VALUES ($1, $2) RETURNING id`, [companyId, name])).rows[0]!.id;
  return {
    companyA,
    companyB,
    maria: await insert('customers', companyA, 'Maria Garcia'),
    priya: await insert('customers', companyA, 'Priya Patel'),
    sam: await insert('groomers', companyA, 'Sam Chen'),
    zelda: await insert('customers', companyB, 'Zelda Quist'),
    bruno: await insert('groomers', companyB, 'Bruno Okafor'),
  };
}

describe('POST /api/fast-entry', () => {
  const t = useTestApi();
  const tokens = {} as TenantTokens;
  let ids: Awaited<ReturnType<typeof arrangeCompanies>>;
  const read = (prompt: unknown, who: keyof TenantTokens = 'staff') => call(t.api.url, 'POST', PATH, { token: tokens[who], body: { prompt } });

  beforeAll(async () => {
    ids = await arrangeCompanies(t, tokens);
    t.api.app.get(Clock).travelTo(NOW);
  });
  afterAll(() => t.api?.app.get(Clock).travelTo(null));

  it("reads a sentence into the details, matching the company's customer and groomer, counting from the company's today", async () => {
    const answer = await read('Bella for Mraia Garcia tomorrow at 2pm with Sam, small dog bath, 45 min');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, reader: 'built-in' });
    expect(detailsOf(answer.body)).toEqual({
      customer_id: ids.maria,
      customer_name: 'Maria Garcia',
      dog_name: 'Bella',
      date: '03/12/2026',
      time: '14:00',
      groomer_id: ids.sam,
      groomer_name: 'Sam Chen',
      charged_amount: 80,
      duration_minutes: 45,
      notes: 'Small dog bath',
      // The company's menu entry of that name, for the form to pick.
      services: [{ id: expect.any(String), name: 'Small dog bath' }],
    });
  });

  it("counts today in the company's own time zone", async () => {
    // 15:00 UTC is already 04:00 on Thursday in Auckland.
    await t.arrange.query("UPDATE companies SET time_zone = 'Pacific/Auckland' WHERE id = $1", [ids.companyA]);
    try {
      expect(detailsOf((await read('Priya Patel tomorrow 10am')).body).date).toBe('03/13/2026');
    } finally {
      await t.arrange.query("UPDATE companies SET time_zone = 'America/New_York' WHERE id = $1", [ids.companyA]);
    }
    expect(detailsOf((await read('Priya Patel tomorrow 10am')).body).date).toBe('03/12/2026');
  });

  it("writes a misspelt dog's name as the customer's pet, and keeps a name that is none of them", async () => {
    for (const [pet, customer] of [['Bella', ids.priya], ['Lulu', ids.priya], ['Buster', ids.zelda]] as const) {
      const company = customer === ids.zelda ? ids.companyB : ids.companyA;
      await t.arrange.query('INSERT INTO pets (company_id, customer_id, name) VALUES ($1, $2, $3)', [company, customer, pet]);
    }
    const dogOf = async (prompt: string) => detailsOf((await read(prompt)).body).dog_name;
    expect(await dogOf('Bela for Priya Patel tomorrow 10am')).toBe('Bella');
    expect(await dogOf('lulu for Priya Patel tomorrow 10am')).toBe('Lulu');
    expect(await dogOf('Daisy for Priya Patel tomorrow 10am')).toBe('Daisy');
    // Another company's pet is never matched, nor a pet of another customer.
    expect(await dogOf('Bustr for Priya Patel tomorrow 10am')).toBe('Bustr');
    expect(await dogOf('Bela for Maria Garcia tomorrow 10am')).toBe('Bela');
  });

  it('leaves out what the sentence does not say', async () => {
    const details = detailsOf((await read('sometime soon')).body);
    expect(details).toEqual({ ...Object.fromEntries(Object.keys(details).map((key) => [key, null])), notes: 'sometime soon' });
  });

  it('refuses an empty sentence with the dialog’s message and a type', async () => {
    for (const prompt of ['', '   \n ']) {
      const answer = await read(prompt);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: FAST_ENTRY_MESSAGES.empty, code: 'VALIDATION_FAILED', type: 'invalid_request_error' });
    }
  });

  it('refuses bad bodies with a 400 and reads nothing', async () => {
    const bad: [unknown, string][] = [
      [undefined, 'prompt: Prompt must be text'],
      [42, 'prompt: Prompt must be text'],
      [['Maria Garcia'], 'prompt: Prompt must be text'],
      ['x'.repeat(1001), 'prompt: Prompt is too long (at most 1000 characters)'],
    ];
    for (const [prompt, message] of bad) {
      const answer = await call(t.api.url, 'POST', PATH, { token: tokens.staff, body: prompt === undefined ? {} : { prompt } });
      expect(answer.status, JSON.stringify(prompt)).toBe(400);
      expect(answer.body).toEqual({ success: false, message, code: 'VALIDATION_FAILED', type: 'invalid_request_error' });
    }
    const control = await read('Maria Garcia\u0000 tomorrow');
    expect(control.status).toBe(400);
    expect(control.body.message).toBe('prompt: must not contain control characters');
    const notJson = await call(t.api.url, 'POST', PATH, { token: tokens.staff, headers: { 'Content-Type': 'application/json' } });
    expect(notJson.status).toBe(400);
    const huge = await read('x'.repeat(2_000_000));
    expect(huge.status).toBe(413);
  });

  it("never matches another company's customer or groomer", async () => {
    const answer = await read('Zelda Quist tomorrow 10am with Bruno Okafor');
    const details = detailsOf(answer.body);
    expect(details).toMatchObject({ customer_id: null, customer_name: null, groomer_id: null, groomer_name: null, date: '03/12/2026', time: '10:00' });
    const cued = detailsOf((await read('for Zelda Quist tomorrow, groomer Bruno')).body);
    expect(cued).toMatchObject({ customer_id: null, customer_name: 'Zelda Quist', groomer_id: null, groomer_name: 'Bruno' });
    for (const body of [answer.body, cued]) {
      expect(JSON.stringify(body)).not.toContain(ids.zelda);
      expect(JSON.stringify(body)).not.toContain(ids.bruno);
    }
    // Company B's admin gets B's own.
    expect(detailsOf((await read('Zelda Quist tomorrow with Bruno', 'adminB')).body)).toMatchObject({ customer_id: ids.zelda, groomer_id: ids.bruno });
  });

  it("follows the company's customers as they are added, renamed and deleted", async () => {
    expect(detailsOf((await read('Quentin Blake friday')).body).customer_id).toBeNull();
    const created = await call(t.api.url, 'POST', '/api/customers', { token: tokens.staff, body: { name: 'Quentin Blake' } });
    const quentin = created.body.data.customer.id as string;
    expect(detailsOf((await read('Quentin Blake friday')).body).customer_id).toBe(quentin);

    await call(t.api.url, 'PUT', '/api/customers', { token: tokens.staff, body: { id: quentin, name: 'Ursula Marsh' } });
    expect(detailsOf((await read('Quentin Blake friday')).body).customer_id).toBeNull();
    expect(detailsOf((await read('Ursula Marsh friday')).body)).toMatchObject({ customer_id: quentin, customer_name: 'Ursula Marsh' });

    // Written outside the API too.
    await t.arrange.query("INSERT INTO customers (company_id, name) VALUES ($1, 'Ottilie Vance')", [ids.companyA]);
    expect(detailsOf((await read('Ottilie Vance friday')).body).customer_name).toBe('Ottilie Vance');

    await call(t.api.url, 'DELETE', '/api/customers', { token: tokens.staff, body: { id: quentin } });
    expect(detailsOf((await read('Ursula Marsh friday')).body).customer_id).toBeNull();
  });

  it('reads the names once per change, not once per sentence', async () => {
    await read('Maria Garcia friday');
    const version = async () =>
      (await t.arrange.query<{ v: string }>('SELECT customer_names_version::text AS v FROM companies WHERE id = $1', [ids.companyA])).rows[0]!.v;
    const before = await version();
    await call(t.api.url, 'PUT', '/api/customers', { token: tokens.staff, body: { id: ids.maria, notes: 'Prefers mornings' } });
    expect(await version()).toBe(before);
    await t.arrange.query("INSERT INTO customers (company_id, name) SELECT $1, 'Bulk ' || n FROM generate_series(1, 500) AS n", [ids.companyA]);
    expect(BigInt(await version())).toBe(BigInt(before) + 1n);
  });

  it('lets staff and admins read, and refuses the others with a type', async () => {
    expect((await read('Maria Garcia', 'staff')).status).toBe(200);
    expect((await read('Maria Garcia', 'admin')).status).toBe(200);
    expect((await read('Maria Garcia', 'superadmin')).status).toBe(200);

    const anonymous = await call(t.api.url, 'POST', PATH, { body: { prompt: 'Maria Garcia' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, code: 'UNAUTHORIZED', type: 'authentication_error' });
    const user = await read('Maria Garcia', 'user');
    expect(user.status).toBe(403);
    expect(user.body).toMatchObject({ success: false, code: 'FORBIDDEN', type: 'permission_error' });
  });

  it('refuses a super admin who has not chosen a company', async () => {
    await t.arrange.user('root@platform.test', 'superadmin', null);
    const root = (await signIn(t.api.url, 'root@platform.test')).access_token;
    const answer = await call(t.api.url, 'POST', PATH, { token: root, body: { prompt: 'Maria Garcia' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'NO_COMPANY', type: 'permission_error' });
  });
});

describe('POST /api/fast-entry with a language model configured', () => {
  let provider: http.Server;
  let providerUrl = '';
  let answerWith: { status: number; text: string } = { status: 500, text: '' };
  let calls = 0;
  beforeAll(async () => {
    provider = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        calls += 1;
        const body =
          answerWith.status === 200
            ? { id: 'msg_1', type: 'message', role: 'assistant', model: 'm', content: [{ type: 'text', text: answerWith.text }], stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } }
            : { type: 'error', error: { type: 'api_error', message: 'Internal server error' } };
        response.writeHead(answerWith.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  }, 10_000);
  afterAll(() => new Promise((resolve) => provider.close(resolve)));

  // Started after the provider above, so its address is known.
  const t = useTestApi(() => ({ ANTHROPIC_API_KEY: 'sk-test-integration-key-0000', ANTHROPIC_BASE_URL: providerUrl, FAST_ENTRY_MODEL_TIMEOUT_MS: '2000', FAST_ENTRY_RATE_LIMIT: '4' }));
  const tokens = {} as TenantTokens;
  let ids: Awaited<ReturnType<typeof arrangeCompanies>>;

  beforeAll(async () => {
    ids = await arrangeCompanies(t, tokens);
  });

  it('limits the readings of each user per minute, with a 429 the dialog can show', async () => {
    // This API allows 4 a minute (below); other tests here have used none of staff's or admin's.
    for (let i = 0; i < 4; i++) expect((await call(t.api.url, 'POST', PATH, { token: tokens.admin, body: { prompt: 'Maria Garcia' } })).status).toBe(200);
    const before = calls;
    const refused = await call(t.api.url, 'POST', PATH, { token: tokens.admin, body: { prompt: 'Maria Garcia' } });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 'RATE_LIMITED', type: 'rate_limit_error' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Refused before the model is asked: a limited user costs nothing.
    expect(calls).toBe(before);
    // Per user: staff of the same company still reads.
    expect((await call(t.api.url, 'POST', PATH, { token: tokens.staff, body: { prompt: 'Maria Garcia' } })).status).toBe(200);
  });

  it("answers with the model's reading, its ids checked against the company's", async () => {
    answerWith = {
      status: 200,
      text: JSON.stringify({ customer_id: ids.priya, customer_name: 'Priya Patel', dog_name: 'Coco', date: '03/20/2026', time: '15:00', groomer_id: ids.bruno, groomer_name: 'Bruno Okafor' }),
    };
    const answer = await call(t.api.url, 'POST', PATH, { token: tokens.staff, body: { prompt: 'Coco for Priya on the 20th at 3' } });
    expect(answer.body.reader).toBe('model');
    expect(detailsOf(answer.body)).toEqual({
      customer_id: ids.priya,
      customer_name: 'Priya Patel',
      dog_name: 'Coco',
      date: '03/20/2026',
      time: '15:00',
      // Another company's groomer is never passed on.
      groomer_id: null,
      groomer_name: 'Bruno Okafor',
      charged_amount: null,
      duration_minutes: null,
      notes: null,
    });
  });

  it('answers with the built-in reader when the model fails', async () => {
    answerWith = { status: 500, text: '' };
    const before = calls;
    const answer = await call(t.api.url, 'POST', PATH, { token: tokens.staff, body: { prompt: 'Coco for Priya Patel friday 3pm' } });
    expect(answer.status).toBe(200);
    expect(calls).toBe(before + 1);
    expect(answer.body.reader).toBe('built-in');
    expect(detailsOf(answer.body)).toMatchObject({ customer_id: ids.priya, dog_name: 'Coco', time: '15:00' });
  });
});
