import type { EntityManager } from 'typeorm';
import type { ZodType } from 'zod';
import { ColumnMismatch, type Row } from './columns';

/**
 * A row mapped by hand with `column`'s checked readers (columns.ts), for the rows read most
 * (a month page has 200): a zod schema's checks cost about eight times the mapping itself.
 */
export type RowReader<T> = (row: Row) => T;

/** How a repository declares its rows: a zod schema, or a `RowReader` where speed matters. */
export type RowShape<T> = ZodType<T> | RowReader<T>;

/**
 * Rows typed at the boundary: each row a repository reads is checked against the schema it
 * declares for it, so a renamed column or a changed type fails here, loudly, instead of
 * flowing on as a wrong `as` cast. Schemas describe what pg hands back (uuid and text as
 * strings, timestamptz as Date, numeric as string, int as number).
 */
export async function selectRows<T>(manager: EntityManager, schema: RowShape<T>, sql: string, params: unknown[] = []): Promise<T[]> {
  return parseRows(schema, await manager.query(sql, params));
}

/** The first row, or undefined. */
export async function selectRow<T>(manager: EntityManager, schema: RowShape<T>, sql: string, params: unknown[] = []): Promise<T | undefined> {
  return (await selectRows(manager, schema, sql, params))[0];
}

/**
 * The rows an UPDATE or DELETE … RETURNING gave back (TypeORM answers those with
 * [rows, affectedCount], an INSERT … RETURNING with the rows alone).
 */
export async function writeReturning<T>(manager: EntityManager, schema: RowShape<T>, sql: string, params: unknown[] = []): Promise<T[]> {
  const result: unknown = await manager.query(sql, params);
  const rows = Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number' ? result[0] : result;
  return parseRows(schema, rows);
}

const mismatch = (index: number, column: string, message: string) => new Error(`Row ${index} does not match its schema at ${column}: ${message}`);

export function parseRows<T>(schema: RowShape<T>, rows: unknown): T[] {
  if (!Array.isArray(rows)) throw new Error('The database answered without rows');
  if (typeof schema === 'function') return readRows(schema, rows);
  return rows.map((row, index) => {
    const parsed = schema.safeParse(row);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    throw mismatch(index, issue?.path.join('.') || '(row)', issue?.message ?? 'invalid');
  });
}

function readRows<T>(read: RowReader<T>, rows: unknown[]): T[] {
  return rows.map((row, index) => {
    if (typeof row !== 'object' || row === null) throw mismatch(index, '(row)', 'expected an object');
    try {
      return read(row as Row);
    } catch (error) {
      throw error instanceof ColumnMismatch ? mismatch(index, error.column, error.message) : error;
    }
  });
}
