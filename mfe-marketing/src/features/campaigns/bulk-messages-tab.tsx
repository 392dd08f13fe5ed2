import { useRealtimeEvents } from '@groombook/api-client';
import { Divider, Stack } from '@groombook/ui';
import { CampaignForm } from './campaign-form';
import { CampaignHistory } from './campaign-history';

/** The Bulk Messages tab: the form that sends a campaign, then the history of campaigns (both kept live). */
export function BulkMessagesTab() {
  useRealtimeEvents();
  return (
    <Stack gap="lg">
      <CampaignForm />
      <Divider />
      <CampaignHistory />
    </Stack>
  );
}
