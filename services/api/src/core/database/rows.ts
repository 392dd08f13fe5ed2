import type { EntityManager } from 'typeorm';
import type { ZodType } from 'zod';

/**
 * Rows typed at the boundary: each row a repository reads is checked against the schema it
 * declares for it, so a renamed column or a changed type fails here, loudly, instead of
 * flowing on as a wrong `as` cast. Schemas describe what pg hands back (uuid and text as
 * strings, timestamptz as Date, numeric as string, int as number).
 */
export async function selectRows<T>(manager: EntityManager, schema: ZodType<T>, sql: string, params: unknown[] = []): Promise<T[]> {
  return parseRows(schema, await manager.query(sql, params));
}

/** The first row, or undefined. */
export async function selectRow<T>(manager: EntityManager, schema: ZodType<T>, sql: string, params: unknown[] = []): Promise<T | undefined> {
  return (await selectRows(manager, schema, sql, params))[0];
}

/**
 * The rows an UPDATE or DELETE … RETURNING gave back (TypeORM answers those with
 * [rows, affectedCount], an INSERT … RETURNING with the rows alone).
 */
export async function writeReturning<T>(manager: EntityManager, schema: ZodType<T>, sql: string, params: unknown[] = []): Promise<T[]> {
  const result: unknown = await manager.query(sql, params);
  const rows = Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number' ? result[0] : result;
  return parseRows(schema, rows);
}

export function parseRows<T>(schema: ZodType<T>, rows: unknown): T[] {
  if (!Array.isArray(rows)) throw new Error('The database answered without rows');
  return rows.map((row, index) => {
    const parsed = schema.safeParse(row);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    throw new Error(`Row ${index} does not match its schema at ${issue?.path.join('.') || '(row)'}: ${issue?.message ?? 'invalid'}`);
  });
}
