import type { CalendarView } from '@groombook/routes';
import { Button, Group, TextInput } from '@groombook/ui';
import { calendarDateError, todayIsoDate } from '@groombook/domain';
import { shiftedDate, type CalendarParams } from './calendar-params';

export interface CalendarToolbarProps {
  params: CalendarParams;
  onChange: (params: CalendarParams) => void;
  /** "Block time", on the day view. */
  onBlockTime?: () => void;
}

const VIEWS: { view: CalendarView; label: string }[] = [
  { view: 'day', label: 'Day' },
  { view: 'week', label: 'Week' },
];

/** Previous, Today, Next, the date, Day or Week, and on a day "Block time". */
export function CalendarToolbar({ params, onChange, onBlockTime }: CalendarToolbarProps) {
  const unit = params.view === 'week' ? 'week' : 'day';
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Button variant="default" onClick={() => onChange({ ...params, date: shiftedDate(params, -1) })}>
        Previous {unit}
      </Button>
      <Button variant="default" onClick={() => onChange({ ...params, date: todayIsoDate() })}>
        Today
      </Button>
      <Button variant="default" onClick={() => onChange({ ...params, date: shiftedDate(params, 1) })}>
        Next {unit}
      </Button>
      <TextInput
        type="date"
        label="Date"
        value={params.date}
        // A half-typed date is not a day yet: the calendar keeps the last whole one.
        onChange={(event) => {
          const date = event.currentTarget.value;
          if (calendarDateError(date) === null) onChange({ ...params, date });
        }}
      />
      <Group gap={0} role="group" aria-label="View">
        {VIEWS.map(({ view, label }) => (
          <Button
            key={view}
            variant={params.view === view ? 'filled' : 'default'}
            aria-pressed={params.view === view}
            onClick={() => onChange({ ...params, view })}
          >
            {label}
          </Button>
        ))}
      </Group>
      {onBlockTime && params.view === 'day' && (
        <Button variant="default" onClick={onBlockTime}>
          Block time
        </Button>
      )}
    </Group>
  );
}
