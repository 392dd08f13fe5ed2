import { Group, Switch } from '@groombook/ui';
import { MonthYearSelects } from '../../shared/month-year-selects';
import { ColumnChooser } from './column-chooser';
import type { MonthParams } from './month-params';
import type { AppointmentColumn } from './visible-columns';

export interface AppointmentsToolbarProps {
  params: MonthParams;
  onParamsChange: (change: Partial<MonthParams>) => void;
  columns: readonly AppointmentColumn[];
  onColumnsChange: (columns: string[]) => void;
}

/** The month and year shown, the conflicts-only switch and the column chooser. */
export function AppointmentsToolbar({ params, onParamsChange, columns, onColumnsChange }: AppointmentsToolbarProps) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <MonthYearSelects value={params} onChange={onParamsChange} />
      <Switch
        label="Show conflicts only"
        checked={params.conflictsOnly}
        onChange={(event) => onParamsChange({ conflictsOnly: event.currentTarget.checked })}
        mb={8}
      />
      <Group ml="auto">
        <ColumnChooser columns={columns} onChange={onColumnsChange} />
      </Group>
    </Group>
  );
}
