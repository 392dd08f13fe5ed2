import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '@groombook/domain';
import { conflictSummary, customerNameOf, describeConflict, seriesPosition } from './appointment-text';

describe('appointment text', () => {
  it('writes a date readably, and leaves anything else as it came', () => {
    expect(formatCalendarDate('2026-11-20')).toBe('Fri, Nov 20, 2026');
    expect(formatCalendarDate('2026-02-30')).toBe('2026-02-30');
  });

  it("shows 'Name missing' for a customer without a name", () => {
    expect(customerNameOf({ customer: { name: 'Jane Doe' } })).toBe('Jane Doe');
    expect(customerNameOf({ customer: { name: '  ' } })).toBe('Name missing');
    expect(customerNameOf({ customer: { name: null } })).toBe('Name missing');
    expect(customerNameOf({ customer: null })).toBe('Name missing');
  });

  it("gives a series appointment's position, and nothing for a single one", () => {
    expect(seriesPosition({ is_recurring: true, recurring_sequence: 2, recurring_total: 6 })).toBe('2 of 6');
    expect(seriesPosition({ is_recurring: false, recurring_sequence: null, recurring_total: null })).toBe('');
    expect(seriesPosition({ is_recurring: true, recurring_sequence: null, recurring_total: 6 })).toBe('');
  });

  it("names colliding appointments, with the 'Unknown Customer' and 'Unknown Dog' fallbacks", () => {
    const entry = { id: 'b', time: '15:00', customerName: 'Sam Lee', dogName: 'Fido', customer_name: 'Sam Lee' };
    expect(describeConflict(entry)).toBe('3:00 PM Sam Lee (Fido)');
    expect(describeConflict({ ...entry, time: null, customerName: null, customer_name: null, dogName: null })).toBe(
      'Unknown Customer (Unknown Dog)',
    );
    expect(describeConflict({ ...entry, customerName: null, customer_name: 'Old Name' })).toBe('3:00 PM Old Name (Fido)');
    expect(conflictSummary([entry, { ...entry, time: '16:00', customerName: 'Ann Park', dogName: 'Rex' }])).toBe(
      'Conflicts with: 3:00 PM Sam Lee (Fido); 4:00 PM Ann Park (Rex)',
    );
  });
});
