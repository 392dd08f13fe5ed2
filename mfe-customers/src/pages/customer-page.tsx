import { Text } from '@mantine/core';
import { Page } from '@groombook/ui';

export function CustomerPage() {
  return (
    <Page title="Edit Customer">
      <Text c="dimmed">The customer and their future and past appointments.</Text>
    </Page>
  );
}
