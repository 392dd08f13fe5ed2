import { Badge } from '@mantine/core';
import { APPOINTMENT_STATUS_LABELS } from '@groombook/contracts/light';
import type { AppointmentStatus } from '@groombook/domain';

/** Each status's colour; the badge always carries the word too, so colour is never the only sign. */
export const APPOINTMENT_STATUS_COLORS: Record<AppointmentStatus, string> = {
  booked: 'gray',
  confirmed: 'blue',
  checked_in: 'violet',
  ready: 'green',
  completed: 'teal',
  cancelled: 'red',
  no_show: 'orange',
};

/** An appointment's status as a small badge: its word on its colour. */
export function AppointmentStatusBadge({ status, size = 'sm' }: { status: AppointmentStatus; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Badge color={APPOINTMENT_STATUS_COLORS[status]} variant="light" size={size} data-status={status}>
      {APPOINTMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
