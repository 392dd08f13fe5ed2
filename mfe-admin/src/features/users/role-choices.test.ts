import { describe, expect, it } from 'vitest';
import { isAssignable, roleChoices, roleOptions } from './role-choices';

describe('role choices when adding or editing users', () => {
  it('offers admin and staff, and superadmin only to a super admin', () => {
    expect(roleChoices('superadmin')).toEqual(['admin', 'staff', 'superadmin']);
    expect(roleChoices('admin')).toEqual(['admin', 'staff']);
    expect(roleChoices('staff')).toEqual(['admin', 'staff']);
    expect(roleChoices('user')).toEqual(['admin', 'staff']);
    expect(roleChoices(null)).toEqual(['admin', 'staff']);
  });

  it("shows a user's role that is not on offer without letting it be chosen", () => {
    expect(roleOptions(['admin', 'staff'], 'superadmin')).toEqual([
      { value: 'admin', label: 'Admin' },
      { value: 'staff', label: 'Staff' },
      { value: 'superadmin', label: 'Super Admin', disabled: true },
    ]);
    expect(roleOptions(['admin', 'staff'], 'staff')).toHaveLength(2);
    expect(roleOptions(['admin', 'staff'])).toHaveLength(2);
  });

  it('accepts only offered roles', () => {
    expect(isAssignable(['admin', 'staff'], 'staff')).toBe(true);
    expect(isAssignable(['admin', 'staff'], 'superadmin')).toBe(false);
    expect(isAssignable(['admin', 'staff'], 'user')).toBe(false);
    expect(isAssignable(['admin', 'staff'], null)).toBe(false);
  });
});
