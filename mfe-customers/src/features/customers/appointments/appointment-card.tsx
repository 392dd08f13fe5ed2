import type { AppointmentListItem } from '@groombook/contracts/light';
import { formatTime12h } from '@groombook/domain';
import { formatCalendarDate } from '@groombook/domain';
import { editAppointmentPath } from '@groombook/routes';
import { AppointmentStatusBadge, Card, Group, Text } from '@groombook/ui';
import { Link } from '@groombook/ui/router';

/** One appointment of the customer: date, time, status and notes; it opens the appointment form. */
export function AppointmentCard({ appointment }: { appointment: AppointmentListItem }) {
  const details = [appointment.dog_name, appointment.groomer?.name && `with ${appointment.groomer.name}`].filter(Boolean);
  return (
    <Card component={Link} to={editAppointmentPath(appointment.id)} withBorder padding="sm">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text fw={600}>{formatCalendarDate(appointment.date)}</Text>
          <AppointmentStatusBadge status={appointment.status} size="xs" />
        </Group>
        <Text c={appointment.time ? undefined : 'dimmed'}>
          {appointment.time ? formatTime12h(appointment.time) : 'Appointment time missing'}
        </Text>
      </Group>
      {appointment.status === 'cancelled' && appointment.cancel_reason && (
        <Text size="sm" c="dimmed">
          Cancelled: {appointment.cancel_reason}
          {appointment.cancelled_late ? ' (late)' : ''}
        </Text>
      )}
      {details.length > 0 && (
        <Text size="sm" c="dimmed">
          {details.join(' ')}
        </Text>
      )}
      {appointment.notes && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {appointment.notes}
        </Text>
      )}
    </Card>
  );
}
