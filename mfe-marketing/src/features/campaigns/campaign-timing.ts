import type { Campaign } from '@groombook/contracts';

const DAY = (timeZone: string) => new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone });
const TIME = (timeZone: string) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone });

/** "Scheduled for Fri, Dec 4 at 9:00 AM (salon time)": a scheduled campaign's time in the salon's zone; null for any other. */
export function scheduledLabel(campaign: Pick<Campaign, 'status' | 'scheduled_at' | 'time_zone'>): string | null {
  if (campaign.status !== 'scheduled' || !campaign.scheduled_at) return null;
  const at = new Date(campaign.scheduled_at);
  return `Scheduled for ${DAY(campaign.time_zone).format(at)} at ${TIME(campaign.time_zone).format(at)} (salon time)`;
}

/** "Waiting for 8:00 AM (salon time)" and how many wait, for a campaign held for the marketing window; null otherwise. */
export function waitingLabel(campaign: Pick<Campaign, 'waiting' | 'time_zone'>): string | null {
  if (!campaign.waiting) return null;
  return `Waiting for ${TIME(campaign.time_zone).format(new Date(campaign.waiting.until))} (salon time) · ${campaign.waiting.count} waiting`;
}
