import { describe, expect, it } from 'vitest';
import { buildCustomer } from '@groombook/ui-testing';
import { memberLabel, memberOptions } from './member-options';

describe("the members picker's options", () => {
  it('shows the name and the phone, or says the customer has no name', () => {
    expect(memberLabel({ id: '1', name: ' Ann Smith ', phone_number: '201-555-0101' })).toBe('Ann Smith · (201) 555-0101');
    expect(memberLabel({ id: '2', name: 'Bob Jones', phone_number: null })).toBe('Bob Jones');
    expect(memberLabel({ id: '3', name: '  ', phone_number: '201-555-0103' })).toBe('Unnamed customer · (201) 555-0103');
  });

  it("offers each customer once, and a member the customer list does not hold yet", () => {
    const ann = buildCustomer({ name: 'Ann Smith' });
    const newcomer = { id: 'member-only', name: 'New Member', phone_number: null };
    expect(memberOptions([ann], [{ id: ann.id, name: 'Ann Smith', phone_number: null }, newcomer])).toEqual([
      { value: ann.id, label: 'Ann Smith' },
      { value: 'member-only', label: 'New Member' },
    ]);
  });
});
