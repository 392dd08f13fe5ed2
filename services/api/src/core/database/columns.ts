/**
 * Columns read one by one, each checked for the type pg hands over (text and uuid as strings,
 * int as number, numeric as text), for the rows a hand-written `RowReader` maps. A column that
 * is missing or of another type throws `ColumnMismatch`, named.
 */
export class ColumnMismatch extends Error {
  constructor(
    readonly column: string,
    expected: string,
  ) {
    super(`expected ${expected}`);
  }
}

export type Row = Record<string, unknown>;

function check<T>(row: Row, name: string, expected: string, is: (value: unknown) => value is T): T {
  const value = row[name];
  if (!is(value)) throw new ColumnMismatch(name, expected);
  return value;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isIntegerOrNull = (value: unknown): value is number | null => value === null || Number.isInteger(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isPresent = (value: unknown): value is unknown => value !== undefined;

export const column = {
  text: (row: Row, name: string): string => check(row, name, 'text', isText),
  textOrNull: (row: Row, name: string): string | null => check(row, name, 'text or null', isTextOrNull),
  integer: (row: Row, name: string): number => check(row, name, 'an integer', isInteger),
  integerOrNull: (row: Row, name: string): number | null => check(row, name, 'an integer or null', isIntegerOrNull),
  boolean: (row: Row, name: string): boolean => check(row, name, 'a boolean', isBoolean),
  booleanOrNull: (row: Row, name: string): boolean | null => check(row, name, 'a boolean or null', (v): v is boolean | null => v === null || isBoolean(v)),
  /** A numeric column (pg sends its text) as a number, or null. */
  numericOrNull: (row: Row, name: string): number | null => {
    const value = check(row, name, 'numeric text or null', isTextOrNull);
    return value === null ? null : Number(value);
  },
  /** A timestamptz column (pg sends a Date) as ISO text. */
  timestamp: (row: Row, name: string): string => check(row, name, 'a timestamp', (v): v is Date => v instanceof Date).toISOString(),
  /** A timestamptz column (pg sends a Date) as ISO text, or null. */
  timestampOrNull: (row: Row, name: string): string | null => {
    const value = check(row, name, 'a timestamp or null', (v): v is Date | null => v === null || v instanceof Date);
    return value === null ? null : value.toISOString();
  },
  /** A json or jsonb column: any value pg parsed, null included; only a missing column fails. */
  json: (row: Row, name: string): unknown => check(row, name, 'a JSON value', isPresent),
  /**
   * A json column holding a list, each member checked by `is` and kept as pg parsed it (a schema's
   * parse would copy every member, and a month page reads 200 rows of them).
   */
  jsonList: <T>(row: Row, name: string, expected: string, is: (value: unknown) => value is T): T[] =>
    check(row, name, expected, (value): value is T[] => Array.isArray(value) && value.every(is)),
};
