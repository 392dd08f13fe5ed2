import argon2 from 'argon2';
import pg from 'pg';
import type { Role } from '@groombook/domain';
import { authSessionResponseSchema, type AuthSession } from '@groombook/contracts';

export const TEST_PASSWORD = 'correct-horse-battery';
let hashed: Promise<string> | null = null;

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

  async company(name: string): Promise<string> {
    const { rows } = await this.client.query<{ id: string }>('INSERT INTO companies (name) VALUES ($1) RETURNING id', [name]);
    return rows[0]!.id;
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

export async function signIn(apiUrl: string, email: string, password = TEST_PASSWORD): Promise<AuthSession> {
  const response = await fetch(`${apiUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`Sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return authSessionResponseSchema.parse(await response.json()).session;
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
