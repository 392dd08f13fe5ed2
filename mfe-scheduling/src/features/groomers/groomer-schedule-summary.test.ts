import { describe, expect, it } from 'vitest';
import { scheduleSummary, timeOffDays } from './groomer-schedule-summary';

const off = (groomer_id: string, starts_on: string, ends_on: string) => ({ id: `${groomer_id}-${starts_on}`, groomer_id, starts_on, ends_on, reason: null });

describe("a groomer's schedule in the list", () => {
  it("says whether they work the salon's hours or their own", () => {
    expect(scheduleSummary('g1', undefined, [], '2026-12-01')).toEqual({ hours: 'Salon hours', off: null });
    expect(scheduleSummary('g1', { groomer_id: 'g1', hours: null, breaks: [] }, [], '2026-12-01').hours).toBe('Salon hours');
    expect(scheduleSummary('g1', { groomer_id: 'g1', hours: [], breaks: [] }, [], '2026-12-01').hours).toBe('Own hours');
  });

  it('names their next time off not yet over, and nobody else’s', () => {
    const entries = [off('g1', '2027-01-10', '2027-01-12'), off('g2', '2026-12-02', '2026-12-03'), off('g1', '2026-12-24', '2026-12-26'), off('g1', '2026-11-20', '2026-11-30')];
    expect(scheduleSummary('g1', undefined, entries, '2026-12-01').off).toBe('Off Dec 24 - Dec 26');
    expect(scheduleSummary('g1', undefined, entries, '2026-11-30').off).toBe('Off Nov 20 - Nov 30');
    expect(scheduleSummary('g3', undefined, entries, '2026-12-01').off).toBeNull();
  });

  it('writes one day once', () => {
    expect(timeOffDays({ starts_on: '2026-12-24', ends_on: '2026-12-24' })).toBe('Dec 24');
  });
});
