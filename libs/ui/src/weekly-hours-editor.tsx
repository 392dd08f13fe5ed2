import { Checkbox, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatTime12h, minutesToTime, timeToMinutes, WEEKDAY_NAMES, type WeeklyStretch } from '@groombook/domain';

/** One weekday of a week being edited: whether it is worked, and from when to when ('HH:MM'). */
export interface DayHours {
  open: boolean;
  start: string;
  end: string;
}

/** A week being edited, indexed by weekday (0 Sunday .. 6 Saturday). */
export type WeekHours = DayHours[];

/** The product shows the week from Monday. */
export const WEEKDAYS_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

const STEP_MINUTES = 15;
const NEW_DAY = { start: '09:00', end: '19:00' };

/** A week from its stretches (a weekday without one is closed; it keeps 9:00 AM to 7:00 PM to open with). */
export function weekHoursFrom(stretches: readonly WeeklyStretch[]): WeekHours {
  return WEEKDAY_NAMES.map((_, weekday) => {
    const stretch = stretches.find((s) => s.weekday === weekday);
    return stretch ? { open: true, start: stretch.start, end: stretch.end } : { open: false, ...NEW_DAY };
  });
}

/** The worked weekdays as stretches, Sunday first (what the API takes). */
export function stretchesOf(week: WeekHours): WeeklyStretch[] {
  return week.flatMap((day, weekday) => (day.open ? [{ weekday, start: day.start, end: day.end }] : []));
}

/** Whether a stretch ends after it starts ('HH:MM' compares as text). */
export function endsAfterStart(stretch: { start: string; end: string }): boolean {
  return stretch.start < stretch.end;
}

const QUARTER_HOURS = Array.from({ length: (24 * 60) / STEP_MINUTES }, (_, i) => {
  const value = minutesToTime(i * STEP_MINUTES);
  return { value, label: formatTime12h(value) };
});

/** The times of day every 15 minutes, '9:00 AM' beside '09:00', and `current` in its place when it is off the step. */
export function quarterHourOptions(current?: string): { value: string; label: string }[] {
  const currentMinutes = timeToMinutes(current);
  if (!current || currentMinutes === null || currentMinutes % STEP_MINUTES === 0) return QUARTER_HOURS;
  return [...QUARTER_HOURS, { value: current, label: formatTime12h(current) }].sort((a, b) => a.value.localeCompare(b.value));
}

export interface QuarterHourSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/** A time of day picked from the 15-minute steps, shown as '9:00 AM'; a native select, so the keyboard and phones handle it. */
export function QuarterHourSelect({ label, value, onChange, error, disabled }: QuarterHourSelectProps) {
  return (
    <NativeSelect
      label={label}
      value={value}
      data={quarterHourOptions(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error ?? undefined}
      disabled={disabled}
    />
  );
}

export interface WeeklyHoursEditorProps {
  value: WeekHours;
  onChange: (next: WeekHours) => void;
  /** The words of the fields: 'Open', 'Opens', 'Closes' for the salon. */
  labels: { open: string; start: string; end: string };
  /** Shown under the end of a worked day that does not end after it starts. */
  orderError: string;
  /** Show `orderError` (after a first save attempt). */
  showErrors: boolean;
  disabled?: boolean;
}

/**
 * A week of hours, Monday first: per weekday a fieldset (its name the legend) with a checkbox
 * for whether it is worked and its start and end. The three sit side by side from 500 px and
 * stack on a phone.
 */
export function WeeklyHoursEditor({ value, onChange, labels, orderError, showErrors, disabled }: WeeklyHoursEditorProps) {
  const change = (weekday: number, patch: Partial<DayHours>) => onChange(value.map((day, i) => (i === weekday ? { ...day, ...patch } : day)));
  return (
    <Stack gap="sm">
      {WEEKDAYS_FROM_MONDAY.map((weekday) => {
        const day = value[weekday] ?? { open: false, ...NEW_DAY };
        const name = WEEKDAY_NAMES[weekday];
        const error = showErrors && day.open && !endsAfterStart(day) ? orderError : null;
        return (
          <fieldset key={weekday} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <Text component="legend" fw={600} size="sm" p={0}>
              {name}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="xs">
              <Checkbox
                label={labels.open}
                checked={day.open}
                disabled={disabled}
                onChange={(event) => change(weekday, { open: event.currentTarget.checked })}
                mt={{ base: 0, xs: 'xl' }}
              />
              <QuarterHourSelect label={labels.start} value={day.start} disabled={disabled || !day.open} onChange={(start) => change(weekday, { start })} />
              <QuarterHourSelect label={labels.end} value={day.end} disabled={disabled || !day.open} onChange={(end) => change(weekday, { end })} error={error} />
            </SimpleGrid>
          </fieldset>
        );
      })}
    </Stack>
  );
}
