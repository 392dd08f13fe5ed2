import { randomBytes } from 'node:crypto';
import { createTestDatabase, startSmtpCapture, TEST_REDIS_URL, type SmtpCapture, type TestDatabase } from '@groombook/testing';
import { OPT_IN_DISCLOSURE_VERSION } from '@groombook/domain';
import { startProductServer, type ProductServer } from './product-server';

export const DEMO_PASSWORD = 'groombook-demo';
export const DEMO = {
  superadmin: 'superadmin@groombook.local',
  admin: 'admin@groombook.local',
  staff: 'staff@groombook.local',
} as const;
/** The company the demo seed fills. */
export const DEMO_COMPANY = 'Happy Paws Grooming';

/** The demo company's id, as the super admin reads it from the API. */
export async function demoCompanyId(baseUrl: string): Promise<string> {
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO.superadmin, password: DEMO_PASSWORD }),
  });
  if (signIn.status !== 200) throw new Error(`The demo super admin's sign-in answered ${signIn.status}`);
  const token = ((await signIn.json()) as { session: { access_token: string } }).session.access_token;
  const companies = await fetch(`${baseUrl}/api/companies`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await companies.json()) as { data: { companies: { id: string; name: string }[] } };
  const company = body.data.companies.find((candidate) => candidate.name === DEMO_COMPANY);
  if (!company) throw new Error(`No ${DEMO_COMPANY} among ${JSON.stringify(body)}`);
  return company.id;
}

/** The number a company texts from (its customers text it), from the public company answer. */
export async function smsNumberOf(baseUrl: string, companyId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/companies?id=${companyId}`);
  const number = ((await response.json()) as { company?: { sms_number?: string | null } }).company?.sms_number;
  if (!number) throw new Error(`Company ${companyId} has no texting number`);
  return number;
}

/** A customer's text to a salon's number, as the SMS simulator delivers it (this machine may use the development endpoint). */
export async function textFromPhone(baseUrl: string, text: { from: string; to: string; body: string }): Promise<void> {
  const response = await fetch(`${baseUrl}/api/dev/sms/inbound`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(text) });
  if (response.status !== 200) throw new Error(`The simulated text answered ${response.status}: ${await response.text()}`);
}

/**
 * A customer signs up on the salon's opt-in page and confirms with YES from the phone
 * (`to` the salon's number): campaigns may reach them.
 */
export async function optInByPhone(baseUrl: string, salon: { id: string; number: string }, customer: { name: string; phone: string; e164: string }): Promise<void> {
  const asked = await fetch(`${baseUrl}/api/sms-opt-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ companyId: salon.id, name: customer.name, phoneNumber: customer.phone, consent: true, disclosureVersion: OPT_IN_DISCLOSURE_VERSION }),
  });
  if (asked.status !== 200) throw new Error(`The opt-in answered ${asked.status}: ${await asked.text()}`);
  await textFromPhone(baseUrl, { from: customer.e164, to: salon.number, body: 'YES' });
}

/** Moves the clock of every process of the product (it runs with DEV_CLOCK=true) to `at`. */
export async function moveClock(baseUrl: string, at: Date): Promise<void> {
  const response = await fetch(`${baseUrl}/api/dev/clock`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ at: at.toISOString() }) });
  if (response.status !== 200) throw new Error(`The development clock answered ${response.status}: ${await response.text()}`);
}

export interface Product {
  url: string;
  smtp: SmtpCapture;
  server: ProductServer;
  stop: () => Promise<void>;
}

/**
 * The built product as `npm start` runs it, for one test file: a fresh database seeded
 * with the demo company and sign-ins, the machine's Redis with the worker process, and
 * a local SMTP server catching the mail. `env` adds or overrides settings (a short token
 * lifetime, say).
 */
export async function launchProduct(env: Record<string, string> = {}): Promise<Product> {
  const database: TestDatabase = await createTestDatabase();
  const smtp = await startSmtpCapture();
  try {
    const server = await startProductServer({
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: `gbe2e-${randomBytes(4).toString('hex')}`,
      SMTP_URL: smtp.url,
      SEED_DEMO: 'true',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...env,
    });
    return {
      url: server.url,
      smtp,
      server,
      stop: async () => {
        await server.stop();
        await smtp.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await smtp.stop();
    await database.drop();
    throw error;
  }
}
