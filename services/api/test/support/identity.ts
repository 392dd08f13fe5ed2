import argon2 from 'argon2';
import pg from 'pg';
import { DEFAULT_SALON_HOURS, STARTING_SERVICES, type Role } from '@groombook/domain';
import { authSessionResponseSchema, REFRESH_COOKIE, type AuthSession } from '@groombook/contracts';

export const TEST_PASSWORD = 'correct-horse-battery';
let hashed: Promise<string> | null = null;

/** A texting number no other test company has (one in ten million of meeting another). */
export function testSmsNumber(): string {
  return `+1973${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** Direct database access for arranging test data (as the owner: no row-level security). */
export class Arrange {
  private constructor(private readonly client: pg.Client) {}

  static async connect(databaseUrl: string): Promise<Arrange> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return new Arrange(client);
  }

  query<T extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, params: unknown[] = []) {
    return this.client.query<T>(sql, params);
  }

  /**
   * A company with a texting number of its own, as every company that texts has (a random
   * +1 973 number); `{ smsNumber: null }` for one that cannot text.
   */
  async company(name: string, options: { smsNumber?: string | null } = {}): Promise<string> {
    const smsNumber = options.smsNumber === undefined ? testSmsNumber() : options.smsNumber;
    const { rows } = await this.client.query<{ id: string }>('INSERT INTO companies (name, sms_number) VALUES ($1, $2) RETURNING id', [name, smsNumber]);
    const id = rows[0]!.id;
    // Its starting menu, as the companies module gives every new company.
    await this.client.query(
      `INSERT INTO services (company_id, name, kind, price_small, price_medium, price_large, price_extra_large,
                             duration_small, duration_medium, duration_large, duration_extra_large, position)
       SELECT $1, s.name, 'service', s.price, s.price, s.price, s.price, 90, 90, 90, 90, s.position
       FROM unnest($2::text[], $3::numeric[]) WITH ORDINALITY AS s(name, price, position)`,
      [id, STARTING_SERVICES.map((s) => s.name), STARTING_SERVICES.map((s) => s.price)],
    );
    // And its opening hours, Monday to Saturday 09:00 to 19:00.
    await this.client.query(
      'INSERT INTO salon_hours (company_id, weekday, starts_at, ends_at) SELECT $1, w, $2::time, $3::time FROM unnest($4::smallint[]) AS w',
      [id, DEFAULT_SALON_HOURS[0]!.start, DEFAULT_SALON_HOURS[0]!.end, DEFAULT_SALON_HOURS.map((h) => h.weekday)],
    );
    return id;
  }

  /** The texting number of a company. */
  async smsNumberOf(companyId: string): Promise<string> {
    const { rows } = await this.client.query<{ sms_number: string | null }>('SELECT sms_number FROM companies WHERE id = $1', [companyId]);
    const number = rows[0]?.sms_number;
    if (!number) throw new Error(`Company ${companyId} has no texting number`);
    return number;
  }

  async user(email: string, role: Role, companyId: string | null): Promise<string> {
    hashed ??= argon2.hash(TEST_PASSWORD, { type: argon2.argon2id });
    const { rows } = await this.client.query<{ id: string }>(
      'INSERT INTO users (email, role, company_id, password_hash, name) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [email, role, companyId, await hashed, `Test ${role}`],
    );
    return rows[0]!.id;
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

/** A signed-in session as a browser holds it: the access token, and the refresh cookie ('groombook_refresh=…'). */
export interface TestSession extends AuthSession {
  cookie: string;
}

/** The `name=value` of the refresh cookie an answer sets ('' when it clears it), or null when it sets none. */
export function refreshCookieOf(headers: Headers): string | null {
  const set = headers.getSetCookie().find((cookie) => cookie.startsWith(`${REFRESH_COOKIE}=`));
  if (!set) return null;
  const pair = set.split(';')[0] ?? '';
  return pair === `${REFRESH_COOKIE}=` ? '' : pair;
}

export async function signIn(apiUrl: string, email: string, password = TEST_PASSWORD): Promise<TestSession> {
  const response = await fetch(`${apiUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`Sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  const cookie = refreshCookieOf(response.headers);
  if (!cookie) throw new Error(`Sign-in of ${email} set no refresh cookie`);
  return { ...authSessionResponseSchema.parse(await response.json()).session, cookie };
}

/** POST /api/auth/refresh with a refresh cookie, as the browser sends it. */
export function refreshWith(apiUrl: string, cookie: string) {
  return call(apiUrl, 'POST', '/api/auth/refresh', { headers: { Cookie: cookie } });
}

/** fetch with JSON in and out, and an optional bearer token. */
export async function call(
  apiUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (a redirect or a page)
  }
  return { status: response.status, body, headers: response.headers };
}

/** Who the tenant tests sign in as: each role of company A ('Happy Paws'), and company B's admin. */
export type TenantTokens = Record<'admin' | 'superadmin' | 'staff' | 'user' | 'adminB', string>;

/**
 * Two companies, 'Happy Paws' (A) with a user of every role and 'Bravo Grooming' (B) with an
 * admin, all signed in: fills `tokens` and answers the companies' ids.
 */
export async function arrangeTwoCompanies(apiUrl: string, arrange: Arrange, tokens: TenantTokens): Promise<{ companyA: string; companyB: string }> {
  const companyA = await arrange.company('Happy Paws');
  const companyB = await arrange.company('Bravo Grooming');
  const people: [keyof TenantTokens, string, Role, string][] = [
    ['admin', 'admin@paws.test', 'admin', companyA],
    ['superadmin', 'root@paws.test', 'superadmin', companyA],
    ['staff', 'staff@paws.test', 'staff', companyA],
    ['user', 'user@paws.test', 'user', companyA],
    ['adminB', 'admin@bravo.test', 'admin', companyB],
  ];
  for (const [key, email, role, companyId] of people) {
    await arrange.user(email, role, companyId);
    tokens[key] = (await signIn(apiUrl, email)).access_token;
  }
  return { companyA, companyB };
}
