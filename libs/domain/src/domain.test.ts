import { describe, expect, it } from 'vitest';
import {
  hasRoleAtLeast,
  isAdminRole,
  isRole,
  selectableYears,
  TAX_RATE_LABEL,
  TAX_RATE_PERCENT,
  TIME_SLOTS,
  todayIsoDate,
} from './index';

describe('roles', () => {
  it('recognises exactly the four roles', () => {
    expect(['user', 'staff', 'admin', 'superadmin'].every(isRole)).toBe(true);
    expect(isRole('owner')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });

  it('opens admin areas to admins and super admins only', () => {
    expect(isAdminRole('admin')).toBe(true);
    expect(isAdminRole('superadmin')).toBe(true);
    expect(isAdminRole('staff')).toBe(false);
    expect(isAdminRole(null)).toBe(false);
  });

  it('ranks roles user < staff < admin < superadmin', () => {
    expect(hasRoleAtLeast('staff', 'user')).toBe(true);
    expect(hasRoleAtLeast('admin', 'superadmin')).toBe(false);
    expect(hasRoleAtLeast('superadmin', 'admin')).toBe(true);
    expect(hasRoleAtLeast(null, 'user')).toBe(false);
  });
});

describe('dates', () => {
  it('offers the current year minus 5 to plus 4', () => {
    expect(selectableYears(2026)).toEqual([2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030]);
  });

  it('writes today as YYYY-MM-DD with zero padding', () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('constants', () => {
  it('labels the tax rate as the rate rounded to two decimals', () => {
    expect(`${TAX_RATE_PERCENT.toFixed(2)}%`).toBe(TAX_RATE_LABEL);
  });

  it('books from 9:00 AM to 7:00 PM every 30 minutes', () => {
    expect(TIME_SLOTS).toEqual({ firstSlot: '09:00', lastSlot: '19:00', stepMinutes: 30 });
  });
});
