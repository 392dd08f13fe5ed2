import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@groombook/testing';
import { companyResponseSchema } from '@groombook/contracts';
import { Arrange, call, signIn } from './support/identity';
import { startTestApi, type TestApi } from './support/test-api';

/** Each company's texting number: set by super admins, given by the simulator, one company's only. */
describe("companies' texting numbers", () => {
  let database: TestDatabase;
  let arrange: Arrange;
  let api: TestApi | undefined;
  const numberOf = async (id: string) => (await arrange.query<{ sms_number: string | null }>('SELECT sms_number FROM companies WHERE id = $1', [id])).rows[0]?.sms_number;

  beforeAll(async () => {
    database = await createTestDatabase();
    api = await startTestApi({ DATABASE_URL: database.url });
    arrange = await Arrange.connect(database.url);
  });
  afterAll(async () => {
    await arrange?.close();
    await api?.close();
    await database?.drop();
  });

  it('gives, with the simulator, a number of its own to a company created and to those that had none when the API starts', async () => {
    const older = await arrange.company('Older Salon', { smsNumber: null });
    const oldest = await arrange.company('Oldest Salon', { smsNumber: null });
    expect(await numberOf(older)).toBeNull();
    await api!.close();
    api = await startTestApi({ DATABASE_URL: database.url });
    const given = [await numberOf(older), await numberOf(oldest)];
    for (const number of given) expect(number).toMatch(/^\+1\d{3}5550\d{3}$/);
    expect(new Set(given).size).toBe(2);

    await arrange.user('root@numbers.test', 'superadmin', null);
    const token = (await signIn(api.url, 'root@numbers.test')).access_token;
    const created = await call(api.url, 'POST', '/api/companies', { token, body: { name: 'Brand New Salon' } });
    expect(created.status).toBe(201);
    const company = companyResponseSchema.parse(created.body).company;
    expect(company.sms_number).toMatch(/^\+1\d{3}5550\d{3}$/);
    expect(given).not.toContain(company.sms_number);
  });

  it('lets a super admin set, change and remove a number, refuses another company\'s (409) and a malformed one (400), and nobody else', async () => {
    const paws = await arrange.company('Paws Numbered', { smsNumber: null });
    const bravo = await arrange.company('Bravo Numbered', { smsNumber: '+12015550188' });
    await arrange.user('root2@numbers.test', 'superadmin', null);
    await arrange.user('admin@paws-numbered.test', 'admin', paws);
    const root = (await signIn(api!.url, 'root2@numbers.test')).access_token;
    const admin = (await signIn(api!.url, 'admin@paws-numbered.test')).access_token;
    const put = (token: string, body: Record<string, unknown>) => call(api!.url, 'PUT', '/api/companies', { token, body: { id: paws, ...body } });

    const set = await put(root, { sms_number: ' +1 (201) 555-0177 ', sms_messaging_service_sid: `MG${'b'.repeat(32)}` });
    expect(set.status).toBe(200);
    expect(set.body.company).toMatchObject({ sms_number: '+12015550177', sms_messaging_service_sid: `MG${'b'.repeat(32)}` });
    // The company's own staff and admins read it; they cannot set it.
    expect((await call(api!.url, 'GET', '/api/sms-number', { token: admin })).body.data.sms_number).toBe('+12015550177');
    expect((await put(admin, { sms_number: '+12015550176' })).status).toBe(403);

    const taken = await put(root, { sms_number: '+12015550188' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ success: false, message: 'This texting number belongs to another company', code: 'CONFLICT' });
    for (const bad of ['201-555-0177', '+0123', 'call me', `+1${'2'.repeat(20)}`]) {
      const refused = await put(root, { sms_number: bad });
      expect(refused.status, bad).toBe(400);
      expect(refused.body.message).toMatch(/^sms_number: Texting number/);
    }
    expect((await put(root, { sms_messaging_service_sid: 'MGnope' })).status).toBe(400);
    expect(await numberOf(paws)).toBe('+12015550177');
    expect(await numberOf(bravo)).toBe('+12015550188');

    const removed = await put(root, { sms_number: '', sms_messaging_service_sid: null });
    expect(removed.body.company).toMatchObject({ sms_number: null, sms_messaging_service_sid: null });
    expect((await call(api!.url, 'GET', '/api/sms-number', { token: admin })).body.data).toEqual({ sms_number: null, sms_enabled: true });
  });
});
