import { Divider, Stack } from '@mantine/core';
import { CampaignForm } from './campaign-form';
import { CampaignHistory } from './campaign-history';

/** The Bulk Messages tab: the form that sends a campaign, then the history of campaigns. */
export function BulkMessagesTab() {
  return (
    <Stack gap="lg">
      <CampaignForm />
      <Divider />
      <CampaignHistory />
    </Stack>
  );
}
