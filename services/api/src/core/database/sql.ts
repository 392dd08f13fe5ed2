/** Escapes LIKE wildcards so a search for "50%" looks for that text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** TypeORM answers UPDATE and DELETE with [rows, affectedCount]. */
export function affectedRows(result: unknown): number {
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}

/** numeric columns arrive as strings from pg. */
export function toNumber(value: string | number | null): number | null {
  return value === null ? null : Number(value);
}

/** How a statement asks to be run on the plan its connection keeps (see `onKeptPlan`). */
export const KEPT_PLAN_HINT = '/* kept plan */ ';

/**
 * Marks a statement to run on its generic plan, made once per connection without the values in
 * hand, instead of a plan made for each call's values: for a statement whose planning costs more
 * than running it, and whose plan does not depend on the values (Postgres, left to choose, may
 * keep planning a statement whose value-made plans only look cheaper). Honoured where a tenant
 * read runs as one statement (`TenantDb.readForCompany`); elsewhere it is only a comment.
 */
export function onKeptPlan(sql: string): string {
  return KEPT_PLAN_HINT + sql;
}
