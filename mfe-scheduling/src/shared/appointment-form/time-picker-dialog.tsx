import { useRef, useState, type KeyboardEvent } from 'react';
import { parseAppointmentTime, timeSlots } from '@groombook/domain';
import { Button, Group, SimpleGrid, Stack, TextInput, useMediaQuery } from '@groombook/ui';
import { ResponsiveModal } from '@groombook/ui/dialogs';

const SLOTS = timeSlots();
/** The slot grid's columns: 3, and 4 from Mantine's xs breakpoint (36em) up. */
const COLUMNS = { base: 3, xs: 4 } as const;

/** Where an arrow, Home or End moves from slot `from` in a grid of `columns`; null for any other key. */
export function slotAfterKey(key: string, from: number, columns: number, count = SLOTS.length): number | null {
  const moves: Record<string, number> = { ArrowRight: from + 1, ArrowLeft: from - 1, ArrowDown: from + columns, ArrowUp: from - columns, Home: 0, End: count - 1 };
  const to = moves[key];
  if (to === undefined) return null;
  // At an edge the focus stays where it is.
  return to < 0 || to >= count ? from : to;
}

export interface TimePickerDialogProps {
  opened: boolean;
  /** 'HH:MM' or ''. */
  value: string;
  onPick: (time: string) => void;
  onClose: () => void;
}

/**
 * Half-hour slots from 9:00 AM to 7:00 PM, a custom time, and Clear time. Picking closes the dialog.
 * The slots are one Tab stop (the chosen slot, else the first, which the dialog focuses on
 * opening): the arrow keys move along and across the rows, Home and End to the ends, and Enter
 * or Space picks.
 */
export function TimePickerDialog({ opened, value, onPick, onClose }: TimePickerDialogProps) {
  const [custom, setCustom] = useState(value);
  const [customError, setCustomError] = useState<string | null>(null);
  const [current, setCurrent] = useState(() => Math.max(0, SLOTS.findIndex((slot) => slot.value === value)));
  const slotButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const wide = useMediaQuery('(min-width: 36em)') ?? false;

  function moveWithin(event: KeyboardEvent<HTMLDivElement>) {
    const next = slotAfterKey(event.key, current, wide ? COLUMNS.xs : COLUMNS.base);
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    slotButtons.current[next]?.focus();
  }

  function pick(time: string) {
    onPick(time);
    onClose();
  }

  function useCustom() {
    const parsed = parseAppointmentTime(custom);
    if (!parsed.ok || parsed.time === null) {
      setCustomError(parsed.ok ? 'Enter a time' : parsed.error);
      return;
    }
    setCustomError(null);
    pick(parsed.time);
  }

  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Select Time" size="md">
      <Stack>
        <SimpleGrid cols={COLUMNS} spacing="xs" role="group" aria-label="Time slots" onKeyDown={moveWithin}>
          {SLOTS.map((slot, index) => (
            <Button
              key={slot.value}
              ref={(button) => {
                slotButtons.current[index] = button;
              }}
              size="xs"
              variant={slot.value === value ? 'filled' : 'default'}
              aria-pressed={slot.value === value}
              tabIndex={index === current ? 0 : -1}
              data-autofocus={index === current ? true : undefined}
              onFocus={() => setCurrent(index)}
              onClick={() => pick(slot.value)}
            >
              {slot.label}
            </Button>
          ))}
        </SimpleGrid>
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            type="time"
            label="Custom time"
            style={{ flex: 1 }}
            value={custom}
            error={customError}
            onChange={(event) => setCustom(event.currentTarget.value)}
          />
          <Button variant="light" onClick={useCustom}>
            Use custom time
          </Button>
        </Group>
        <Group justify="space-between">
          <Button variant="subtle" color="red" onClick={() => pick('')} disabled={!value}>
            Clear time
          </Button>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
