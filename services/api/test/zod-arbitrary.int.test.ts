import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import * as contracts from '@groombook/contracts';
import * as platformContracts from '@groombook/contracts/platform';
import * as reminderSettingsContracts from '@groombook/contracts/reminder-settings';
import { contractHints } from './support/contract-hints';
import { invalidArbitrary, validArbitrary } from './support/zod-arbitrary';

// No database here: the generators the fuzz and the matrices rely on, checked against zod itself.
const asJson = (value: unknown) => (value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown));
const REQUEST_SCHEMAS = Object.entries({ ...contracts, ...platformContracts, ...reminderSettingsContracts }).filter(([name]) => /(Request|Query|Params)Schema$/.test(name)) as [string, ZodType][];

describe('zod to fast-check', () => {
  it('finds the request schemas of the contracts', () => {
    expect(REQUEST_SCHEMAS.length).toBeGreaterThan(40);
  });

  it.each(REQUEST_SCHEMAS)('%s: every generated valid value passes, as JSON', (_name, schema) => {
    const values = fc.sample(validArbitrary(schema, contractHints()), { numRuns: 200, seed: 7 });
    const refused = values.filter((value) => !schema.safeParse(asJson(value)).success);
    expect(refused).toEqual([]);
  });

  it.each(REQUEST_SCHEMAS)('%s: most generated invalid variants are refused', (_name, schema) => {
    const values = fc.sample(invalidArbitrary(schema, contractHints()), { numRuns: 200, seed: 7 });
    const refused = values.filter((value) => !schema.safeParse(asJson(value)).success);
    // Free text takes SQL and emoji, unknown keys are dropped: those variants pass, and the fuzz keeps only refusals.
    expect(refused.length / values.length).toBeGreaterThan(0.5);
  });

  it('generates each format within its rules, and refuses every variant of strict fields', () => {
    const strict = z.object({
      id: z.uuid(),
      email: z.email(),
      day: contracts.calendarDateSchema,
      time: z.string().regex(/^\d{2}:\d{2}$/),
      count: z.number().int().min(1).max(9),
      kind: z.enum(['a', 'b']),
      yes: z.literal(true),
      tags: z.array(z.string().min(1).max(3)).max(2),
      note: z.string().max(5).nullish(),
    });
    for (const value of fc.sample(validArbitrary(strict, contractHints()), { numRuns: 300, seed: 3 })) expect(strict.safeParse(value).success, JSON.stringify(value)).toBe(true);
    const variants = fc.sample(invalidArbitrary(strict, contractHints()), { numRuns: 300, seed: 3 });
    const passed = variants.filter((value) => strict.safeParse(asJson(value)).success);
    // Only a variant that broke nothing but an optional note can pass (null and undefined are allowed there).
    expect(passed.length / variants.length).toBeLessThan(0.1);
    const kinds = new Set(variants.map((value) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value)));
    expect([...kinds]).toEqual(expect.arrayContaining(['object', 'array', 'string', 'number']));
  });

  it('takes the input side of pipes and transforms, and leaves out what is optional', () => {
    const piped = z.object({ email: z.string().trim().min(1).pipe(z.email()), n: z.string().regex(/^\d+$/).transform(Number), maybe: z.string().optional() });
    const values = fc.sample(validArbitrary(piped), { numRuns: 200, seed: 5 }) as Record<string, unknown>[];
    for (const value of values) expect(piped.safeParse(value).success).toBe(true);
    expect(values.some((value) => !('maybe' in value))).toBe(true);
    expect(values.every((value) => typeof value.n === 'string')).toBe(true);
  });
});
