import type { AppointmentScope } from '@groombook/contracts';
import { Group } from '@groombook/ui';
import { Radio } from '@groombook/ui/controls';

export const SERIES_SCOPE_LABEL = 'Apply changes to';
export const SERIES_SCOPES: { value: AppointmentScope; label: string }[] = [
  { value: 'this', label: 'This appointment' },
  { value: 'following', label: 'This and following' },
];

export interface SeriesScopeProps {
  value: AppointmentScope;
  onChange: (scope: AppointmentScope) => void;
}

/** Edit mode, an appointment of a series: whether Save and Delete reach this occurrence alone or every later one too. */
export function SeriesScope({ value, onChange }: SeriesScopeProps) {
  return (
    <Radio.Group label={SERIES_SCOPE_LABEL} value={value} onChange={(scope) => onChange(scope === 'following' ? 'following' : 'this')}>
      <Group mt="xs">
        {SERIES_SCOPES.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
