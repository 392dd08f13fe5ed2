import type { WeeklyStretchBody } from '@groombook/contracts';
import { formatTime12h, WEEKDAY_NAMES } from '@groombook/domain';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@groombook/ui';
import { endsAfterStart, QuarterHourSelect, WEEKDAYS_FROM_MONDAY } from '@groombook/ui/controls';

const WEEKDAY_OPTIONS = WEEKDAYS_FROM_MONDAY.map((weekday) => ({ value: String(weekday), label: WEEKDAY_NAMES[weekday] }));
/** A new break starts as a Monday lunch, to be changed. */
const NEW_BREAK: WeeklyStretchBody = { weekday: 1, start: '12:00', end: '13:00' };
/** Under an end that is not after its start: a break's, or a day's of the groomer's own hours. */
export const ENDS_BEFORE_STARTS = 'Ends must be after Starts';

export interface GroomerBreaksEditorProps {
  value: WeeklyStretchBody[];
  onChange: (next: WeeklyStretchBody[]) => void;
  /** Show an end not after its start (after a first save attempt). */
  showErrors: boolean;
}

/** A groomer's weekly breaks (lunch): each a weekday, a start and an end, added and removed here. */
export function GroomerBreaksEditor({ value, onChange, showErrors }: GroomerBreaksEditorProps) {
  const change = (index: number, patch: Partial<WeeklyStretchBody>) => onChange(value.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <Stack gap="sm">
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          No breaks.
        </Text>
      )}
      {value.map((item, index) => (
        <fieldset key={index} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Text component="legend" fw={600} size="sm" p={0}>
            Break {index + 1}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 4 }} spacing="sm" verticalSpacing="xs">
            <NativeSelect label="Day" data={WEEKDAY_OPTIONS} value={String(item.weekday)} onChange={(event) => change(index, { weekday: Number(event.currentTarget.value) })} />
            <QuarterHourSelect label="Starts" value={item.start} onChange={(start) => change(index, { start })} />
            <QuarterHourSelect
              label="Ends"
              value={item.end}
              onChange={(end) => change(index, { end })}
              error={showErrors && !endsAfterStart(item) ? ENDS_BEFORE_STARTS : null}
            />
            <Group align="flex-end">
              <Button
                variant="subtle"
                color="red"
                mt={{ base: 0, xs: 'xl' }}
                aria-label={`Remove break ${index + 1}, ${WEEKDAY_NAMES[item.weekday] ?? ''} ${formatTime12h(item.start)}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </Group>
          </SimpleGrid>
        </fieldset>
      ))}
      <Group>
        <Button variant="light" size="xs" onClick={() => onChange([...value, NEW_BREAK])}>
          Add break
        </Button>
      </Group>
    </Stack>
  );
}
