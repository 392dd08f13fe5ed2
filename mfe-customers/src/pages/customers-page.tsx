import { Text } from '@mantine/core';
import { Page } from '@groombook/ui';

export function CustomersPage() {
  return (
    <Page title="Customers">
      <Text c="dimmed">Every customer of the business, searchable by name.</Text>
    </Page>
  );
}
