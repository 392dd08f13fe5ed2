import { describe, expect, it } from 'vitest';
import { APPOINTMENTS_PAGE_SIZE } from '@groombook/domain';
import { countText } from './appointments-pagination';

describe("the list's count line", () => {
  it("says which of the month's appointments the page shows", () => {
    expect(countText({ page: 1, count: 53, total: 53 })).toBe('Showing 1 to 53 of 53 appointments');
    expect(countText({ page: 1, count: 0, total: 0 })).toBe('Showing 0 to 0 of 0 appointments');
    expect(countText({ page: 2, count: 10, total: APPOINTMENTS_PAGE_SIZE + 10 })).toBe(
      `Showing ${APPOINTMENTS_PAGE_SIZE + 1} to ${APPOINTMENTS_PAGE_SIZE + 10} of ${APPOINTMENTS_PAGE_SIZE + 10} appointments`,
    );
  });

  it('with conflicts only, counts the appointments with conflicts, and says nothing when there are none', () => {
    expect(countText({ page: 1, count: 53, total: 53, withConflicts: 0 })).toBe('');
    expect(countText({ page: 1, count: 53, total: 53, withConflicts: 1 })).toBe('1 of 53 appointments this month has conflicts');
    expect(countText({ page: 1, count: 53, total: 53, withConflicts: 4 })).toBe('4 of 53 appointments this month have conflicts');
    expect(countText({ page: 2, count: 10, total: APPOINTMENTS_PAGE_SIZE + 10, withConflicts: 3 })).toBe(
      '3 of 10 appointments on this page have conflicts',
    );
  });
});
