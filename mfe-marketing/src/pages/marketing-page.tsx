import { Text } from '@mantine/core';
import { Page } from '@groombook/ui';

export function MarketingPage() {
  return (
    <Page title="Marketing">
      <Text c="dimmed">Bulk messages, customer groups and SMS conversations.</Text>
    </Page>
  );
}
