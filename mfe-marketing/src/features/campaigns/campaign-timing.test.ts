import { describe, expect, it } from 'vitest';
import { buildCampaign } from '@groombook/ui-testing';
import { scheduledLabel, waitingLabel } from './campaign-timing';

describe('campaign timing labels', () => {
  it("says a scheduled campaign's time in the salon's zone", () => {
    const campaign = buildCampaign({ status: 'scheduled', scheduled_at: '2026-12-04T14:00:00Z', time_zone: 'America/New_York' });
    expect(scheduledLabel(campaign)).toBe('Scheduled for Fri, Dec 4 at 9:00 AM (salon time)');
    expect(scheduledLabel({ ...campaign, time_zone: 'America/Los_Angeles' })).toBe('Scheduled for Fri, Dec 4 at 6:00 AM (salon time)');
    expect(scheduledLabel({ ...campaign, status: 'draft' })).toBeNull();
  });

  it('says until when and how many messages wait for the marketing window', () => {
    const campaign = buildCampaign({ status: 'sending', waiting: { reason: 'quiet_hours', until: '2026-12-05T13:00:00Z', count: 12 }, time_zone: 'America/New_York' });
    expect(waitingLabel(campaign)).toBe('Waiting for 8:00 AM (salon time) · 12 waiting');
    expect(waitingLabel({ ...campaign, waiting: null })).toBeNull();
  });
});
