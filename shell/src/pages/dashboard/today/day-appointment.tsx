import type { AppointmentListItem } from '@groombook/contracts/light';
import { formatTime12h, type AppointmentStatus } from '@groombook/domain';
import { checkoutAppointmentPath, editAppointmentPath } from '@groombook/routes';
import { AppointmentStatusBadge, Badge, Button, Group, LinkButton, Paper, Stack, Text, VisuallyHidden } from '@groombook/ui';
import { Link } from '@groombook/ui/router';
import { nextMove } from './day-plan';

interface Props {
  appointment: AppointmentListItem;
  /** The next arrival of the salon's day. */
  next: boolean;
  moving: boolean;
  onMove: (appointment: AppointmentListItem, to: AppointmentStatus, failureTitle: string) => void;
}

/** Opens the appointment with its checkout: completing happens at the desk, with the payment. */

/** One appointment of a groomer's day: when, which dog and whose, what for, where it stands, and its next move. */
export function DayAppointment({ appointment, next, moving, onMove }: Props) {
  const move = nextMove(appointment.status);
  const dog = appointment.dog_name ?? 'Dog not named';
  const services = appointment.lines.map((line) => line.name).join(', ');
  return (
    <Paper component="li" withBorder p="sm" bg={next ? 'var(--mantine-color-yellow-light)' : undefined} aria-current={next ? 'true' : undefined}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs">
            <Text fw={700}>{appointment.time ? formatTime12h(appointment.time) : 'No time'}</Text>
            {next && (
              <Badge color="yellow" variant="filled">
                Next
              </Badge>
            )}
          </Group>
          <AppointmentStatusBadge status={appointment.status} />
        </Group>
        <Text>
          <Link to={editAppointmentPath(appointment.id)}>{dog}</Link>
          {appointment.customer?.name ? ` · ${appointment.customer.name}` : ''}
        </Text>
        {services && (
          <Text size="sm" c="dimmed">
            {services}
          </Text>
        )}
        {move && (
          <Group>
            {'checkout' in move ? (
              <LinkButton to={checkoutAppointmentPath(appointment.id)} size="xs">
                {move.label}
                <VisuallyHidden> {dog}</VisuallyHidden>
              </LinkButton>
            ) : (
              <Button size="xs" loading={moving} onClick={() => onMove(appointment, move.to, move.failure)}>
                {move.label}
                <VisuallyHidden> {dog}</VisuallyHidden>
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
