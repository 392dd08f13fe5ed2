import { selectableYears } from '@groombook/domain';
import { Group, NativeSelect, Switch } from '@groombook/ui';
import { MONTH_NAMES } from './appointment-text';
import { ColumnChooser } from './column-chooser';
import type { MonthParams } from './month-params';
import type { AppointmentColumn } from './visible-columns';

const MONTH_OPTIONS = MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }));

export interface AppointmentsToolbarProps {
  params: MonthParams;
  onParamsChange: (change: Partial<MonthParams>) => void;
  columns: readonly AppointmentColumn[];
  onColumnsChange: (columns: string[]) => void;
}

/** The month and year shown, the conflicts-only switch and the column chooser. */
export function AppointmentsToolbar({ params, onParamsChange, columns, onColumnsChange }: AppointmentsToolbarProps) {
  const years = selectableYears(new Date().getFullYear()).map(String);
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <NativeSelect
        label="Month"
        data={MONTH_OPTIONS}
        value={String(params.month)}
        onChange={(event) => onParamsChange({ month: Number(event.currentTarget.value) })}
      />
      <NativeSelect
        label="Year"
        data={years}
        value={String(params.year)}
        onChange={(event) => onParamsChange({ year: Number(event.currentTarget.value) })}
      />
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
