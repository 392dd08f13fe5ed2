import { useQuery } from '@tanstack/react-query';
import { allMonthAppointmentsQueryOptions, availabilityQueryOptions, scheduleQueryOptions } from '@groombook/api-client';
import { calendarDateError, formatTime12h, type DogSize } from '@groombook/domain';
import { Alert, Button, Group, Stack, Text } from '@groombook/ui';
import { scheduleAdvice, warningText } from './schedule-advice';

export interface ScheduleWarningsProps {
  date: string;
  /** 'HH:MM' or '' (none yet). */
  time: string;
  duration: number | string;
  groomerId: string | null;
  groomerName: string | null;
  /** Edit mode: the appointment being changed, which never makes its groomer busy. */
  appointmentId?: string;
  serviceIds: readonly string[];
  dogSize: DogSize | null;
  onPickTime: (time: string) => void;
}

/**
 * While the form is filled: once a groomer, a date and a time are chosen, what stands in the way
 * (busy then, outside their hours, time off, a day off, the salon closed), and the nearest free
 * times as buttons that set the time. A warning only: saving goes ahead.
 */
export function ScheduleWarnings(props: ScheduleWarningsProps) {
  const { date, time, groomerId } = props;
  const ready = groomerId !== null && time !== '' && calendarDateError(date) === null;
  // A live region from the start, so that a warning appearing in it is read out.
  return <div aria-live="polite">{ready && <Advice {...props} groomerId={groomerId} />}</div>;
}

function Advice({ date, time, duration, groomerId, groomerName, appointmentId, serviceIds, dogSize, onPickTime }: ScheduleWarningsProps & { groomerId: string }) {
  const schedule = useQuery({ ...scheduleQueryOptions(date, date), retry: false });
  const month = useQuery(allMonthAppointmentsQueryOptions(Number(date.slice(0, 4)), Number(date.slice(5, 7))));
  const priced = serviceIds.length > 0 && dogSize !== null;
  const free = useQuery({
    ...availabilityQueryOptions({ date, services: serviceIds, dogSize: dogSize ?? 'small', groomerId, ...(appointmentId ? { excludeAppointmentId: appointmentId } : {}) }),
    enabled: priced,
    retry: false,
  });
  const day = schedule.data?.days.find((entry) => entry.date === date);
  const minutes = Number(duration) || 0;
  const advice =
    day && month.data
      ? scheduleAdvice(
          { day, blocks: schedule.data?.blocks ?? [], appointments: month.data },
          { groomerId, time, durationMinutes: minutes, editingId: appointmentId },
          priced && free.data ? (free.data.groomers.find((entry) => entry.groomer_id === groomerId)?.times ?? []) : null,
        )
      : null;
  const name = groomerName ?? 'The groomer';

  if (!advice || advice.warnings.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title="Check the schedule" role="status">
      <Stack gap={6}>
        {advice.warnings.map((warning) => (
          <Text key={warning.kind} size="sm">
            {warningText(warning, name, date)}
          </Text>
        ))}
        {advice.nearest.length > 0 ? (
          <Group gap="xs" align="center">
            <Text size="sm">Nearest free times:</Text>
            {[...advice.nearest].sort().map((free) => (
              <Button key={free} size="compact-sm" variant="default" onClick={() => onPickTime(free)}>
                {formatTime12h(free)}
              </Button>
            ))}
          </Group>
        ) : (
          <Text size="sm">{name} has no free time that day.</Text>
        )}
      </Stack>
    </Alert>
  );
}
