import { Text } from '@mantine/core';
import { Page } from '@groombook/ui';

export function CampaignPage() {
  return (
    <Page title="Campaign Details">
      <Text c="dimmed">A campaign and its recipients.</Text>
    </Page>
  );
}
