import { describe, expect, it } from 'vitest';
import { createCustomerGroupRequestSchema, GROUP_MEMBERS_MAX, updateCustomerGroupRequestSchema } from './groups';
import { uniqueId } from './testing';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('customer group requests', () => {
  it('trims the name and takes an empty member list', () => {
    expect(createCustomerGroupRequestSchema.parse({ name: '  Regulars ', member_ids: [] })).toEqual({ name: 'Regulars', member_ids: [] });
  });

  it('refuses a blank, over-long or control-character name', () => {
    expect(firstMessage(createCustomerGroupRequestSchema.safeParse({ name: '   ', member_ids: [] }))).toBe('Group name is required');
    expect(firstMessage(createCustomerGroupRequestSchema.safeParse({ name: 'x'.repeat(101), member_ids: [] }))).toMatch(/too long/);
    expect(createCustomerGroupRequestSchema.safeParse({ name: 'x'.repeat(100), member_ids: [] }).success).toBe(true);
    expect(createCustomerGroupRequestSchema.safeParse({ name: 'a\u0007b', member_ids: [] }).success).toBe(false);
  });

  it('takes member ids only as distinct uuids, at most GROUP_MEMBERS_MAX of them', () => {
    const id = uniqueId();
    expect(firstMessage(createCustomerGroupRequestSchema.safeParse({ name: 'A', member_ids: [id, id] }))).toMatch(/more than once/);
    expect(createCustomerGroupRequestSchema.safeParse({ name: 'A', member_ids: ['not-a-uuid'] }).success).toBe(false);
    expect(createCustomerGroupRequestSchema.safeParse({ name: 'A' }).success).toBe(false);
    const many = Array.from({ length: GROUP_MEMBERS_MAX + 1 }, uniqueId);
    expect(firstMessage(createCustomerGroupRequestSchema.safeParse({ name: 'A', member_ids: many }))).toMatch(/at most/);
    expect(createCustomerGroupRequestSchema.safeParse({ name: 'A', member_ids: many.slice(1) }).success).toBe(true);
  });

  it('needs the id to update', () => {
    expect(updateCustomerGroupRequestSchema.safeParse({ name: 'A', member_ids: [] }).success).toBe(false);
    expect(updateCustomerGroupRequestSchema.safeParse({ id: uniqueId(), name: 'A', member_ids: [] }).success).toBe(true);
  });
});
