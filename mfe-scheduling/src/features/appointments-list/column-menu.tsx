import { useEffect, useRef, useState } from 'react';
import { Button } from '@groombook/ui';
import { Menu } from '@groombook/ui/menus';
import { ALWAYS_SHOWN_COLUMN, APPOINTMENT_COLUMNS, type AppointmentColumn } from './visible-columns';

export interface ColumnMenuProps {
  columns: readonly AppointmentColumn[];
  onChange: (columns: string[]) => void;
}

/**
 * A menu of checkboxes, one per column; the date cannot be hidden. ColumnChooser renders it
 * when its plain button is first clicked, so it opens as it mounts, with the focus on its own
 * button first: that is where the focus returns when the menu closes.
 */
export function ColumnMenu({ columns, onChange }: ColumnMenuProps) {
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Button ref={target} variant="default">
          Columns
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Show columns</Menu.Label>
        <Menu.CheckboxGroup value={[...columns]} onChange={onChange}>
          {APPOINTMENT_COLUMNS.map((column) => (
            <Menu.CheckboxItem key={column.id} value={column.id} disabled={column.id === ALWAYS_SHOWN_COLUMN}>
              {column.label}
            </Menu.CheckboxItem>
          ))}
        </Menu.CheckboxGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
