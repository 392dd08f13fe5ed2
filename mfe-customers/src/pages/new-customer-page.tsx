import { Text } from '@mantine/core';
import { Page } from '@groombook/ui';

export function NewCustomerPage() {
  return (
    <Page title="Add Customer">
      <Text c="dimmed">Add a customer with their phone number and notes.</Text>
    </Page>
  );
}
