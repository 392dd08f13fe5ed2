import { Chip, Group, NumberInput, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { RecurringEndType, RecurringFrequency } from '@groombook/domain';
import { WEEKDAY_NAMES, type PlannedSeries, type RecurringDraft } from './recurring-draft';
import { RecurringPreview } from './recurring-preview';

export interface RecurringPanelProps {
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  draft: RecurringDraft;
  onDraftChange: (draft: RecurringDraft) => void;
  series: PlannedSeries;
}

const FREQUENCIES = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
];
const END_TYPES = [
  { value: 'count', label: 'After a number of appointments' },
  { value: 'date', label: 'On a date' },
  { value: 'never', label: 'Never' },
];
const UNITS: Record<RecurringFrequency, string> = { daily: 'days', weekly: 'weeks', monthly: 'months' };

/** Create mode only: the switch, the series settings, their live validation and the date preview. */
export function RecurringPanel({ enabled, onEnabledChange, draft, onDraftChange, series }: RecurringPanelProps) {
  const set = <K extends keyof RecurringDraft>(key: K, value: RecurringDraft[K]) => onDraftChange({ ...draft, [key]: value });

  return (
    <Stack gap="sm">
      <Switch
        label="Make this a recurring appointment"
        checked={enabled}
        onChange={(event) => onEnabledChange(event.currentTarget.checked)}
      />
      {enabled && (
        <Stack gap="sm" pl="md" style={{ borderLeft: '3px solid var(--mantine-color-blue-3)' }}>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="recurring-frequency">Frequency</Text>
            <SegmentedControl
              aria-labelledby="recurring-frequency"
              data={FREQUENCIES}
              value={draft.frequency}
              onChange={(value) => set('frequency', value as RecurringFrequency)}
            />
          </Stack>
          <NumberInput
            label="Interval"
            description={`Every how many ${UNITS[draft.frequency]} (1 to 12)`}
            min={1}
            max={12}
            allowDecimal={false}
            value={draft.interval}
            onChange={(value) => set('interval', value)}
          />
          {draft.frequency === 'weekly' && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>On days</Text>
              <Text size="xs" c="dimmed">None chosen: the weekday of the date</Text>
              <Chip.Group multiple value={draft.daysOfWeek.map(String)} onChange={(days) => set('daysOfWeek', days.map(Number))}>
                <Group gap={6}>
                  {WEEKDAY_NAMES.map((name, day) => (
                    <Chip key={name} value={String(day)} size="sm">
                      {name}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
          )}
          {draft.frequency === 'monthly' && (
            <NumberInput
              label="Day of month"
              description="Blank: the day of the date; a shorter month uses its last day"
              min={1}
              max={31}
              allowDecimal={false}
              value={draft.dayOfMonth}
              onChange={(value) => set('dayOfMonth', value)}
            />
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="recurring-end">Ends</Text>
            <SegmentedControl
              aria-labelledby="recurring-end"
              data={END_TYPES}
              value={draft.endType}
              onChange={(value) => set('endType', value as RecurringEndType)}
            />
          </Stack>
          {draft.endType === 'count' && (
            <NumberInput
              label="Number of appointments"
              description="2 to 100"
              min={2}
              max={100}
              allowDecimal={false}
              value={draft.endCount}
              onChange={(value) => set('endCount', value)}
            />
          )}
          {draft.endType === 'date' && (
            <TextInput type="date" label="End date" value={draft.endDate} onChange={(e) => set('endDate', e.currentTarget.value)} />
          )}
          {draft.endType === 'never' && <Text size="xs" c="dimmed">At most 50 appointments are created.</Text>}
          {series.errors.map((message) => (
            <Text key={message} size="sm" c="red" role="alert">
              {message}
            </Text>
          ))}
          <RecurringPreview dates={series.dates} />
        </Stack>
      )}
    </Stack>
  );
}
