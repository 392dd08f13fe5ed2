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
