import { useEffect, useId, useRef, useState } from 'react';
import { Button, Stack } from '@groombook/ui';
import { Checkbox } from '@groombook/ui/controls';
import { Popover } from '@groombook/ui/menus';
import { ALWAYS_SHOWN_COLUMN, APPOINTMENT_COLUMNS, type AppointmentColumn } from './visible-columns';

export interface ColumnMenuProps {
  columns: readonly AppointmentColumn[];
  onChange: (columns: string[]) => void;
}

/**
 * A popover holding a fieldset of checkboxes, one per column (the date cannot be hidden):
 * Tab moves between them, Space ticks one, Escape closes it and gives the focus back to the
 * Columns button. ColumnChooser renders it when its plain button is first clicked, so it opens
 * as it mounts, with the focus on its own button first.
 */
export function ColumnMenu({ columns, onChange }: ColumnMenuProps) {
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  const legendId = useId();
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
  const toggle = (column: AppointmentColumn, shown: boolean) =>
    onChange(shown ? [...columns, column] : columns.filter((candidate) => candidate !== column));
  return (
    <Popover position="bottom-end" withinPortal opened={opened} onChange={setOpened} trapFocus returnFocus shadow="md">
      <Popover.Target>
        {/* A controlled popover leaves the target's click to its owner. */}
        <Button ref={target} variant="default" onClick={() => setOpened((open) => !open)}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={legendId}>
        <Stack component="fieldset" gap="xs" m={0} p={0} style={{ border: 0 }}>
          <legend id={legendId} style={{ padding: 0, marginBottom: 4, fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600 }}>
            Show columns
          </legend>
          {APPOINTMENT_COLUMNS.map((column) => (
            <Checkbox
              key={column.id}
              label={column.label}
              checked={columns.includes(column.id)}
              disabled={column.id === ALWAYS_SHOWN_COLUMN}
              onChange={(event) => toggle(column.id, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
