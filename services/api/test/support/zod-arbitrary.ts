import fc from 'fast-check';
import type { ZodType } from 'zod';

/**
 * fast-check arbitraries read from a zod 4 schema: values the schema should accept, and variants
 * it should refuse. zod keeps refinements as opaque functions, so what the structure cannot tell
 * (a real calendar day, a year in range, a known time zone) comes from hints: an arbitrary per
 * schema object or per object key. Always the input side: a pipe or transform generates what
 * goes in, not what comes out.
 */
export interface ArbitraryHints {
  /** For a schema object itself (calendarDateSchema, yearQuerySchema, ...). */
  bySchema?: Map<ZodType, fc.Arbitrary<unknown>>;
  /** For the value of an object key of that name, wherever it is. */
  byKey?: Record<string, fc.Arbitrary<unknown>>;
}

/** The internals zod 4 exposes on every schema (`schema._zod.def`). */
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
}

const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((check) => check._zod.def);

/** Text people type that has broken other systems: quotes, markup, emoji, right-to-left, combining marks. */
export const NASTY_TEXT = [
  "O'Brien",
  "'; DROP TABLE customers; --",
  '" OR 1=1 --',
  '%_\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '&amp;&lt;&gt;',
  '🐶🐩✂️',
  '👨‍👩‍👧‍👦',
  'مرحبا',
  'Zoë Ñoño',
  'e\u0301\u0301\u0301',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  'null',
  'undefined',
  '[object Object]',
  ' ',
];

/** Strings no request should carry, whatever the field. */
export const CONTROL_TEXT = ['a\u0000b', '\u0000', 'line\u0007bell', 'tab\u001bescape', 'x\u007f', 'new\u0085line'];

/** Shapes that are not the date or time they claim to be. */
export const IMPOSSIBLE_DATES_AND_TIMES = ['2031-02-30', '2026-13-01', '2026-00-10', '0000-01-01', '99999-01-01', '2026-1-1', '01/02/2026', '25:61', '24:00', '12:60', '-1:00', '2026-02-29T25:00:00Z'];

/** Numbers at the edges, and numbers that are not numbers. */
export const EDGE_NUMBERS: unknown[] = [-1, 0, -0, 1e308, -1e308, 1.5, 0.001, 2 ** 53 + 2, Number.NaN, Infinity, 'NaN', '1e308', '-1', '0x10', ''];

const HUGE = 'x'.repeat(100_000);

const text = fc.oneof(
  { weight: 6, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
);

const wrongTypes: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constant({}),
  fc.constant([]),
  fc.constant({ nested: { value: 1 } }),
  fc.constant(['a', 'b']),
  fc.constant(''),
);

/** Strings that fail most checks: empty, huge, control characters, impossible dates, metacharacters. */
export const hostileStrings: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc.constant(HUGE),
  fc.constantFrom(...CONTROL_TEXT),
  fc.constantFrom(...IMPOSSIBLE_DATES_AND_TIMES),
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
);

function stringOf(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const format = (def.format as string | undefined) ?? checks.find((c) => c.check === 'string_format')?.format;
  if (format === 'uuid' || format === 'guid') return fc.uuid({ version: 4 });
  if (format === 'email') return fc.emailAddress().filter((address) => address.length <= 254);
  if (format === 'datetime') return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  const pattern = (def.pattern as RegExp | undefined) ?? checks.find((c) => c.check === 'string_format' && c.pattern)?.pattern;
  const min = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum ?? 0));
  const max = Math.min(200, ...checks.filter((c) => c.check === 'max_length').map((c) => c.maximum ?? 200));
  const exact = checks.find((c) => c.check === 'length_equals')?.length;
  if (pattern) return fc.stringMatching(pattern).filter((value) => value.length >= min && value.length <= max);
  if (exact !== undefined) return fc.string({ minLength: exact, maxLength: exact });
  // Trimmed fields count their length after the trim, so the text itself must not be blank.
  return text.filter((value) => value.length <= max * 2 && (min === 0 || value.trim().length >= min));
}

function numberOf(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  let min = -1e9;
  let max = 1e9;
  let integer = false;
  let step: number | undefined;
  for (const check of checks) {
    if (check.check === 'greater_than') min = Math.max(min, (check.value ?? 0) + (check.inclusive ? 0 : integer ? 1 : 1e-6));
    if (check.check === 'less_than') max = Math.min(max, (check.value ?? 0) - (check.inclusive ? 0 : integer ? 1 : 1e-6));
    if (check.check === 'number_format' && check.format?.includes('int')) integer = true;
    if (check.check === 'multiple_of') step = check.value;
    if (check.check === 'number_format' && check.format?.includes('int')) {
      min = Math.max(min, check.minimum ?? min);
      max = Math.min(max, check.maximum ?? max);
    }
  }
  if (step) return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((n) => n * step);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  // Two decimals at most: money fields refuse more, and the others do not mind.
  return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((cents) => cents / 100);
}

/** Values the schema should accept (best effort where a refinement hides a rule: see hints). */
export function validArbitrary(schema: ZodType, hints: ArbitraryHints = {}): fc.Arbitrary<unknown> {
  const hinted = hints.bySchema?.get(schema);
  if (hinted) return hinted;
  const def = defOf(schema);
  const inner = (key: string) => validArbitrary(def[key] as ZodType, hints);
  switch (def.type) {
    case 'string':
      // The leaf's own refinements (no control characters) and zod's way of counting length decide.
      return stringOf(def).filter((value) => schema.safeParse(value).success);
    case 'number':
      return def.coerce ? numberOf(def).map(String) : numberOf(def);
    case 'boolean':
      return def.coerce ? fc.constantFrom('true', 'false') : fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'unknown':
    case 'any':
      return fc.oneof(fc.constant(null), fc.string({ maxLength: 10 }), fc.integer());
    case 'optional':
      return fc.option(inner('innerType'), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null, freq: 3 });
    case 'default':
    case 'prefault':
      return fc.option(inner('innerType'), { nil: undefined, freq: 3 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe': {
      // A string checked again by a string format ('  A@B.test ' then an email): the format's values fit both.
      const out = def.out as ZodType;
      if (defOf(def.in as ZodType).type === 'string' && defOf(out).type === 'string') {
        return validArbitrary(out, hints).filter((value) => (def.in as ZodType).safeParse(value).success);
      }
      return inner('in');
    }
    case 'lazy':
      return validArbitrary((def.getter as () => ZodType)(), hints);
    case 'array': {
      const checks = checksOf(def);
      const minLength = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum ?? 0));
      const maxLength = Math.min(5, ...checks.filter((c) => c.check === 'max_length').map((c) => c.maximum ?? 5));
      return fc.uniqueArray(inner('element'), { minLength, maxLength: Math.max(minLength, maxLength), selector: (v) => JSON.stringify(v) });
    }
    case 'union':
      return fc.oneof(...(def.options as ZodType[]).map((option) => validArbitrary(option, hints)));
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), validArbitrary(def.valueType as ZodType, hints), { maxKeys: 3 });
    case 'object': {
      const shape = def.shape as Record<string, ZodType>;
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, field] of Object.entries(shape)) fields[key] = hints.bySchema?.get(field) ?? hints.byKey?.[key] ?? validArbitrary(field, hints);
      const record = fc.record(fields).map((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)));
      // A refinement across keys (an update must change something, an end after the start) is the schema's to judge.
      return (def.checks ?? []).length > 0 ? record.filter((value) => schema.safeParse(value).success) : record;
    }
    default:
      throw new Error(`zod-arbitrary: no generator for a schema of type '${def.type}'`);
  }
}

/** Whether undefined (the key left out) passes: optional, default, or a pipe/transform of one. */
function acceptsMissing(schema: ZodType): boolean {
  const def = defOf(schema);
  if (['optional', 'default', 'prefault', 'undefined', 'unknown', 'any'].includes(def.type)) return true;
  if (def.type === 'nullable' || def.type === 'readonly' || def.type === 'catch') return acceptsMissing(def.innerType as ZodType);
  if (def.type === 'pipe') return acceptsMissing(def.in as ZodType);
  return false;
}

/**
 * Variants the schema should refuse: wrong types, hostile strings, edge numbers, a required key
 * left out, an invalid value in one key (with unknown keys beside it), an array where an object
 * goes. Best effort: a variant may still pass a lenient schema (an unbounded string takes 100k
 * characters), so whoever needs a refusal checks it with `schema.safeParse`.
 */
/** Any hostile value: a wrong type, a hostile string or an edge number. */
export const hostileValues: fc.Arbitrary<unknown> = fc.oneof(wrongTypes, hostileStrings, fc.constantFrom(...EDGE_NUMBERS));

export function invalidArbitrary(schema: ZodType, hints: ArbitraryHints = {}): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const anything = hostileValues;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return invalidArbitrary(def.innerType as ZodType, hints);
    case 'pipe':
      return invalidArbitrary(def.in as ZodType, hints);
    case 'array':
      return fc.oneof(
        anything,
        fc.array(invalidArbitrary(def.element as ZodType, hints), { minLength: 1, maxLength: 3 }),
        fc.constant(Array.from({ length: 20_000 }, () => 'x')),
      );
    case 'object': {
      const shape = def.shape as Record<string, ZodType>;
      const valid = validArbitrary(schema, hints) as fc.Arbitrary<Record<string, unknown>>;
      const keys = Object.keys(shape);
      const variants: fc.Arbitrary<unknown>[] = [anything, fc.constant([]), valid.map((value) => [value])];
      const required = keys.filter((key) => !acceptsMissing(shape[key]!));
      if (required.length > 0) {
        variants.push(fc.tuple(valid, fc.constantFrom(...required)).map(([value, key]) => omit(value, key)));
      }
      if (keys.length > 0) {
        const broken = fc.constantFrom(...keys).chain((key) =>
          fc.tuple(valid, fc.constant(key), invalidArbitrary(shape[key]!, hints), fc.boolean()).map(([value, k, bad, extra]) => ({
            ...value,
            [k]: bad,
            ...(extra ? { unexpected_key: '<b>surprise</b>', $where: '1=1', __proto__x: { admin: true } } : {}),
          })),
        );
        variants.push(broken, broken, broken);
      }
      return fc.oneof(...variants);
    }
    case 'number':
      return fc.oneof(fc.constantFrom(...EDGE_NUMBERS), wrongTypes, hostileStrings);
    default:
      return anything;
  }
}

function omit(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

/**
 * The object shapes a schema takes (each option of a union, the input side of a pipe, the inside
 * of optional and default), each as one variant a request may be.
 */
export function objectVariants(schema: ZodType): ZodType[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return [schema];
    case 'union':
      return (def.options as ZodType[]).flatMap(objectVariants);
    case 'pipe':
      return objectVariants(def.in as ZodType);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return objectVariants(def.innerType as ZodType);
    default:
      return [];
  }
}

/** The keys of an object schema. */
export const keysOf = (schema: ZodType): string[] => Object.keys((defOf(schema).shape as Record<string, unknown> | undefined) ?? {});
