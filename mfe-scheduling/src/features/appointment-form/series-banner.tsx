import type { AppointmentListItem } from '@groombook/contracts/light';
import { Alert, Text } from '@groombook/ui';
import { describeRecurringPattern } from '../../shared/appointment-form/recurring-pattern';

export const SERIES_EDIT_NOTE = "Editing here changes only this appointment, unless you choose 'This and following'.";

/** Edit mode, an appointment of a series: its position, the pattern and the series id. */
export function SeriesBanner({ appointment }: { appointment: AppointmentListItem }) {
  if (!appointment.recurring_group_id) return null;
  const { recurring_sequence: sequence, recurring_total: total } = appointment;
  const pattern = describeRecurringPattern(appointment.recurring_config);
  return (
    <Alert color="blue" variant="light" title="Part of Recurring Series" role="region" aria-label="Part of Recurring Series">
      {sequence !== null && total !== null && <Text size="sm">{`Appointment ${sequence} of ${total}`}</Text>}
      {pattern && <Text size="sm">{pattern}</Text>}
      <Text size="sm">{`Series ID: ${appointment.recurring_group_id}`}</Text>
      <Text size="sm" fs="italic">
        {SERIES_EDIT_NOTE}
      </Text>
    </Alert>
  );
}
