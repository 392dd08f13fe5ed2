import { describe, expect, it } from 'vitest';
import { accountTypeLabel, headerUserLabel } from './account-labels';

describe('account labels', () => {
  it("prefixes the header email with 'Admin:' for admins only", () => {
    expect(headerUserLabel('admin', 'a@example.test')).toBe('Admin: a@example.test');
    expect(headerUserLabel('superadmin', 'a@example.test')).toBe('a@example.test');
    expect(headerUserLabel('staff', 'a@example.test')).toBe('a@example.test');
    expect(headerUserLabel(null, 'a@example.test')).toBe('a@example.test');
  });

  it.each([
    ['admin', 'Administrator'],
    ['superadmin', 'Superadmin'],
    ['staff', 'Staff'],
    ['user', 'Regular User'],
    [null, 'Regular User'],
  ] as const)('names the %s account type %s', (role, label) => {
    expect(accountTypeLabel(role)).toBe(label);
  });
});
