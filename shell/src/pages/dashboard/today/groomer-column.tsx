import { useId } from 'react';
import type { AppointmentListItem } from '@groombook/contracts/light';
import type { AppointmentStatus } from '@groombook/domain';
import { Card, Stack, Text, Title } from '@groombook/ui';
import { DayAppointment } from './day-appointment';
import type { GroomerDay } from './day-plan';

interface Props {
  day: GroomerDay;
  nextId: string | undefined;
  isMoving: (id: string) => boolean;
  onMove: (appointment: AppointmentListItem, to: AppointmentStatus, failureTitle: string) => void;
}

/** One groomer's day, a section named by the groomer, appointments in time order. */
export function GroomerColumn({ day, nextId, isMoving, onMove }: Props) {
  const titleId = useId();
  const count = day.appointments.length;
  return (
    <Card withBorder component="section" aria-labelledby={titleId} p="sm">
      <Title order={3} id={titleId} fz="md" fw={600}>
        {day.name}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {count === 1 ? '1 appointment' : `${count} appointments`}
      </Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {day.appointments.map((appointment) => (
          <DayAppointment
            key={appointment.id}
            appointment={appointment}
            next={appointment.id === nextId}
            moving={isMoving(appointment.id)}
            onMove={onMove}
          />
        ))}
      </Stack>
    </Card>
  );
}
