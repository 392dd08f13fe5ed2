import { RECURRING_LIMITS, type RecurringEndType, type RecurringFrequency } from '@groombook/domain';
import { Group, Stack, Switch, Text, TextInput } from '@groombook/ui';
import { Chip, NumberInput, SegmentedControl } from '@groombook/ui/controls';
import { WEEKDAY_NAMES, type PlannedSeries, type RecurringDraft } from './recurring-draft';
import { RecurringPreview } from './recurring-preview';

export interface RecurringPanelProps {
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  draft: RecurringDraft;
  onDraftChange: (draft: RecurringDraft) => void;
  series: PlannedSeries;
}

const FREQUENCIES: ChoiceOption<RecurringFrequency>[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
];
const END_TYPES: ChoiceOption<RecurringEndType>[] = [
  { value: 'count', label: 'After a number of appointments' },
  { value: 'date', label: 'On a date' },
  { value: 'never', label: 'Never' },
];
const UNITS: Record<RecurringFrequency, string> = { daily: 'days', weekly: 'weeks', monthly: 'months' };
const { minInterval, maxInterval, minCount, maxCount, maxOccurrencesWithoutEnd } = RECURRING_LIMITS;

/** A whole number between `min` and `max`; blank while typing (the live checks say what is wrong). */
interface WholeNumberFieldProps {
  label: string;
  description: string;
  min: number;
  max: number;
  value: number | string;
  onChange: (value: number | string) => void;
}

function WholeNumberField(props: WholeNumberFieldProps) {
  return <NumberInput allowDecimal={false} {...props} />;
}

interface ChoiceOption<T extends string> {
  value: T;
  label: string;
}

/** One choice out of a few, with a visible label. */
interface ChoiceProps<T extends string> {
  id: string;
  label: string;
  data: ChoiceOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

function Choice<T extends string>({ id, label, data, value, onChange }: ChoiceProps<T>) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      {/* The control hands back one of `data`'s values, so it is a T. */}
      <SegmentedControl aria-labelledby={id} data={data} value={value} onChange={(next) => onChange(next as T)} />
    </Stack>
  );
}

/** Create mode only: the switch, the series settings, their live validation and the date preview. */
export function RecurringPanel({ enabled, onEnabledChange, draft, onDraftChange, series }: RecurringPanelProps) {
  const set = <K extends keyof RecurringDraft>(key: K, value: RecurringDraft[K]) => onDraftChange({ ...draft, [key]: value });
  /** The value and change handler of one field of the draft. */
  const bind = <K extends keyof RecurringDraft>(key: K) => ({ value: draft[key], onChange: (value: RecurringDraft[K]) => set(key, value) });

  return (
    <Stack gap="sm">
      <Switch
        label="Make this a recurring appointment"
        checked={enabled}
        onChange={(event) => onEnabledChange(event.currentTarget.checked)}
      />
      {enabled && (
        <Stack gap="sm" pl="md" style={{ borderLeft: '3px solid var(--mantine-color-blue-3)' }}>
          <Choice id="recurring-frequency" label="Frequency" data={FREQUENCIES} {...bind('frequency')} />
          <WholeNumberField
            label="Interval"
            description={`Every how many ${UNITS[draft.frequency]} (${minInterval} to ${maxInterval})`}
            min={minInterval}
            max={maxInterval}
            {...bind('interval')}
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
            <WholeNumberField
              label="Day of month"
              description="Blank: the day of the date; a shorter month uses its last day"
              min={1}
              max={31}
              {...bind('dayOfMonth')}
            />
          )}
          <Choice id="recurring-end" label="Ends" data={END_TYPES} {...bind('endType')} />
          {draft.endType === 'count' && (
            <WholeNumberField
              label="Number of appointments"
              description={`${minCount} to ${maxCount}`}
              min={minCount}
              max={maxCount}
              {...bind('endCount')}
            />
          )}
          {draft.endType === 'date' && (
            <TextInput type="date" label="End date" value={draft.endDate} onChange={(e) => set('endDate', e.currentTarget.value)} />
          )}
          {draft.endType === 'never' && <Text size="xs" c="dimmed">At most {maxOccurrencesWithoutEnd} appointments are created.</Text>}
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
