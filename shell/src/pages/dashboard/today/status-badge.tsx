import { APPOINTMENT_STATUS_LABELS, type AppointmentStatus } from '@groombook/domain';
import { Badge } from '@groombook/ui';

const COLORS: Record<AppointmentStatus, string> = {
  booked: 'gray',
  confirmed: 'blue',
  checked_in: 'violet',
  ready: 'green',
  completed: 'teal',
  cancelled: 'red',
  no_show: 'orange',
};

/** An appointment's status as its word; the colour only repeats it. */
export function StatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {APPOINTMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
