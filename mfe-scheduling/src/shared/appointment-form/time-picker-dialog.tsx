import { useState } from 'react';
import { parseAppointmentTime, timeSlots } from '@groombook/domain';
import { Button, Group, ResponsiveModal, SimpleGrid, Stack, TextInput } from '@groombook/ui';

const SLOTS = timeSlots();

export interface TimePickerDialogProps {
  opened: boolean;
  /** 'HH:MM' or ''. */
  value: string;
  onPick: (time: string) => void;
  onClose: () => void;
}

/** Half-hour slots from 9:00 AM to 7:00 PM, a custom time, and Clear time. Picking closes the dialog. */
export function TimePickerDialog({ opened, value, onPick, onClose }: TimePickerDialogProps) {
  const [custom, setCustom] = useState(value);
  const [customError, setCustomError] = useState<string | null>(null);

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
        <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" role="group" aria-label="Time slots">
          {SLOTS.map((slot) => (
            <Button
              key={slot.value}
              size="xs"
              variant={slot.value === value ? 'filled' : 'default'}
              aria-pressed={slot.value === value}
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
