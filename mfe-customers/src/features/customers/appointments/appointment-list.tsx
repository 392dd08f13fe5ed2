import { Stack, Text } from '@groombook/ui';
import { AppointmentCard } from './appointment-card';
import type { CustomerAppointmentsState } from './use-customer-appointments';

export interface AppointmentListProps {
  state: CustomerAppointmentsState;
  loadingText: string;
  emptyText: string;
}

export function AppointmentList({ state, loadingText, emptyText }: AppointmentListProps) {
  if (state.loading) {
    return (
      <Text c="dimmed" role="status">
        {loadingText}
      </Text>
    );
  }
  if (state.appointments.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Stack gap="xs">
      {state.appointments.map((appointment) => (
        <AppointmentCard key={appointment.id} appointment={appointment} />
      ))}
    </Stack>
  );
}
