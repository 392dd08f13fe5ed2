import { Text } from '@mantine/core';
import { Page } from '@groombook/ui';

export function GroomersPage() {
  return (
    <Page title="Groomers">
      <Text c="dimmed">The groomers who take appointments.</Text>
    </Page>
  );
}
