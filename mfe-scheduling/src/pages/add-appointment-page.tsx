import { Text } from '@mantine/core';
import { Page } from '@groombook/ui';

export function AddAppointmentPage() {
  return (
    <Page title="Add Appointment">
      <Text c="dimmed">Book an appointment for a customer's dog with a groomer.</Text>
    </Page>
  );
}
