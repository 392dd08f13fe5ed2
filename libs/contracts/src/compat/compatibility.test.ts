import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { breakingChanges, sideOf, snapshotContracts } from './compatibility';

/** The problems of moving from `before` to `after` (each a module of exported schemas). */
function changes(before: Record<string, z.ZodType>, after: Record<string, z.ZodType>): string[] {
  return breakingChanges(snapshotContracts(before, '1.0.0'), snapshotContracts(after, '1.1.0'));
}

const customer = z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() });

describe('breakingChanges', () => {
  it('names which side each export is on by its name', () => {
    expect(sideOf('meResponseSchema')).toBe('response');
    expect(sideOf('signInRequestSchema')).toBe('request');
    expect(sideOf('customersQuerySchema')).toBe('request');
    expect(sideOf('userIdParamsSchema')).toBe('request');
    expect(sideOf('runtimeConfigSchema')).toBe('response');
    expect(sideOf('customerSchema')).toBeNull();
  });

  it('passes additions: a new optional or required answer field, a new optional request field, a new request value, a new endpoint', () => {
    const before = {
      customerResponseSchema: z.object({ success: z.literal(true), data: customer }),
      createCustomerRequestSchema: z.object({ name: z.string().max(100), kind: z.enum(['dog', 'cat']) }),
    };
    const after = {
      customerResponseSchema: z.object({ success: z.literal(true), data: customer.extend({ notes: z.string().optional(), visits: z.number().int() }) }),
      createCustomerRequestSchema: z.object({ name: z.string().max(200), kind: z.enum(['dog', 'cat', 'rabbit']), notes: z.string().optional() }),
      groomersListResponseSchema: z.object({ success: z.literal(true) }),
    };
    expect(changes(before, after)).toEqual([]);
  });

  it('names a removed or renamed answer field, one that may now be missing, and a changed type', () => {
    const before = { customerResponseSchema: z.object({ success: z.literal(true), data: customer.extend({ visits: z.number().int() }) }) };
    const after = {
      customerResponseSchema: z.object({
        success: z.literal(true),
        data: z.object({ id: z.number(), full_name: z.string(), phone: z.string().nullable(), visits: z.number().int().optional() }),
      }),
    };
    expect(changes(before, after)).toEqual([
      'customerResponseSchema (response): data.name: removed or renamed',
      'customerResponseSchema (response): data.visits: may now be missing (it was always there)',
      'customerResponseSchema (response): data.id: type changed (was string, now number)',
    ]);
  });

  it('names an answer that may now be null, a new value of an answered enum, and an array whose items changed', () => {
    const before = {
      smsResponseSchema: z.object({ status: z.enum(['sent', 'failed']), when: z.string(), tags: z.array(z.object({ label: z.string() })) }),
    };
    const after = {
      smsResponseSchema: z.object({ status: z.enum(['sent', 'failed', 'held']), when: z.string().nullable(), tags: z.array(z.object({ label: z.number() })) }),
    };
    expect(changes(before, after)).toEqual([
      'smsResponseSchema (response): status: the API may now answer "held", which the previous contracts refuse',
      'smsResponseSchema (response): when: type changed (was string, now string | null)',
      'smsResponseSchema (response): tags[].label: type changed (was string, now number)',
    ]);
  });

  it('names a newly required request field, a tighter limit, a dropped value, a changed type and a removed endpoint', () => {
    const before = {
      createCustomerRequestSchema: z.object({ name: z.string().max(200), notes: z.string().optional(), kind: z.enum(['dog', 'cat']), age: z.string() }),
      deleteByIdRequestSchema: z.object({ id: z.string() }),
      customersListResponseSchema: z.object({ success: z.literal(true) }),
    };
    const after = {
      createCustomerRequestSchema: z.object({ name: z.string().max(100), notes: z.string(), phone: z.string(), kind: z.enum(['dog']), age: z.number() }),
      deleteByIdRequestSchema: z.object({ id: z.string() }),
    };
    expect(changes(before, after)).toEqual([
      'createCustomerRequestSchema (request): notes: newly required (it was optional)',
      'createCustomerRequestSchema (request): phone: newly required',
      'createCustomerRequestSchema (request): name: maxLength now 100, was 200',
      'createCustomerRequestSchema (request): kind: a previous frontend may send "cat", which the current contracts refuse',
      'createCustomerRequestSchema (request): age: type changed (now number, was string)',
      'customersListResponseSchema (response): removed; a frontend built against 1.0.0 still uses it',
    ]);
  });

  it('reads a request field with a default as optional, and a strict object as refusing new fields', () => {
    expect(changes({ pageQuerySchema: z.object({}) }, { pageQuerySchema: z.object({ page: z.number().default(1) }) })).toEqual([]);
    expect(changes({ pingResponseSchema: z.strictObject({ ok: z.boolean() }) }, { pingResponseSchema: z.strictObject({ ok: z.boolean(), at: z.string() }) })).toEqual([
      'pingResponseSchema (response): at: a new field, which the previous strict object refuses',
    ]);
  });

  it('accepts a new variant of a pushed union only if the previous contracts knew it', () => {
    const event = (type: string) => z.object({ type: z.literal(type), id: z.string() });
    const before = { realtimeEventSchema: z.discriminatedUnion('type', [event('sms.message'), event('campaign.progress')]) };
    expect(changes(before, { realtimeEventSchema: z.discriminatedUnion('type', [event('sms.message'), event('campaign.progress')]) })).toEqual([]);
    const problems = changes(before, { realtimeEventSchema: z.discriminatedUnion('type', [event('sms.message'), event('campaign.progress'), event('queue.failed')]) });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^realtimeEventSchema \(response\): \(the whole body\): the API may now answer an object \{"type":"queue.failed"\}, which no variant/);
  });
});
