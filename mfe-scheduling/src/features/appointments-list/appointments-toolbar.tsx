import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_STATUSES } from '@groombook/contracts/light';
import type { AppointmentStatus } from '@groombook/domain';
import { Group, NativeSelect, Switch } from '@groombook/ui';
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

const ALL_STATUSES = '';
const STATUS_OPTIONS = [{ value: ALL_STATUSES, label: 'All statuses' }, ...APPOINTMENT_STATUSES.map((status) => ({ value: status, label: APPOINTMENT_STATUS_LABELS[status] }))];

/** The month and year shown, the status filter, the conflicts-only switch and the column chooser. */
export function AppointmentsToolbar({ params, onParamsChange, columns, onColumnsChange }: AppointmentsToolbarProps) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <MonthYearSelects value={params} onChange={onParamsChange} />
      <NativeSelect
        label="Status"
        data={STATUS_OPTIONS}
        value={params.status ?? ALL_STATUSES}
        onChange={(event) => onParamsChange({ status: (event.currentTarget.value || null) as AppointmentStatus | null })}
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
