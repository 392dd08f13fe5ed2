import { Button } from '@groombook/ui';
import { Menu } from '@groombook/ui/menus';
import { ALWAYS_SHOWN_COLUMN, APPOINTMENT_COLUMNS, type AppointmentColumn } from './visible-columns';

export interface ColumnChooserProps {
  columns: readonly AppointmentColumn[];
  onChange: (columns: string[]) => void;
}

/** A menu of checkboxes, one per column; the date cannot be hidden. */
export function ColumnChooser({ columns, onChange }: ColumnChooserProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default">Columns</Button>
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
