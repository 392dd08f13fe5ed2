import { Text } from '@mantine/core';
import { Page } from '@groombook/ui';

export function EditAppointmentPage() {
  return (
    <Page title="Edit Appointment">
      <Text c="dimmed">Change the details of this appointment.</Text>
    </Page>
  );
}
