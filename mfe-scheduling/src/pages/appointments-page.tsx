import { Text } from '@mantine/core';
import { Page } from '@groombook/ui';

export function AppointmentsPage() {
  return (
    <Page title="Appointments">
      <Text c="dimmed">All appointments of the month.</Text>
    </Page>
  );
}
