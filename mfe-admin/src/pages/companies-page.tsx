import { Text } from '@mantine/core';
import { Page } from '@groombook/ui';

export function CompaniesPage() {
  return (
    <Page title="Company Management">
      <Text c="dimmed">The company tenants of the platform and their users.</Text>
    </Page>
  );
}
