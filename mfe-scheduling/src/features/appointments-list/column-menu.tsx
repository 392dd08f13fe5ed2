import { Button } from '@groombook/ui';
import { Menu } from '@groombook/ui/menus';
import { ALWAYS_SHOWN_COLUMN, APPOINTMENT_COLUMNS, type AppointmentColumn } from './visible-columns';

export interface ColumnMenuProps {
  columns: readonly AppointmentColumn[];
  onChange: (columns: string[]) => void;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
}

/** A menu of checkboxes, one per column; the date cannot be hidden. Loaded by ColumnChooser when first wanted. */
export function ColumnMenu({ columns, onChange, opened, onOpenedChange }: ColumnMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={onOpenedChange}>
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
