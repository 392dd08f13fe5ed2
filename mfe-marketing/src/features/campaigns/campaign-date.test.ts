import { describe, expect, it } from 'vitest';
import { formatCampaignDate } from './campaign-date';

describe('formatCampaignDate', () => {
  it('writes day, month and year, in that order', () => {
    expect(formatCampaignDate('2026-03-14T12:00:00')).toBe('14/03/2026');
    expect(formatCampaignDate('2026-11-02T12:00:00')).toBe('02/11/2026');
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(formatCampaignDate(null)).toBeNull();
    expect(formatCampaignDate('not a date')).toBeNull();
  });
});
