import { useState } from 'react';
import { Group, Text, TextInput } from '@groombook/ui';
import { MonthYearSelects } from '../../shared/month-year-selects';
import { dayRange, monthRange, rangeError, type ReportRange } from './report-range';

export interface ReportRangeInputsProps {
  value: ReportRange;
  onChange: (next: (current: ReportRange) => ReportRange) => void;
}

/**
 * The Month and Year selectors (a whole month at once) beside From and To (any days up to a
 * year). A date being typed stays in the inputs until both make a range the report covers;
 * until then the reason shows under them and the report keeps the last range. The parent keys
 * this by the range, so the inputs start again from each range it shows.
 */
export function ReportRangeInputs({ value, onChange }: ReportRangeInputsProps) {
  const [draft, setDraft] = useState({ from: value.from, to: value.to });
  const error = rangeError(draft.from, draft.to);
  const edit = (change: Partial<typeof draft>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    if (rangeError(next.from, next.to) === null) onChange(() => dayRange(next.from, next.to));
  };
  return (
    <Group align="flex-end" gap="md" wrap="wrap" data-print-hide>
      <MonthYearSelects value={value.month} onChange={(change) => onChange((current) => monthRange({ ...current.month, ...change }))} />
      <TextInput type="date" label="From" value={draft.from} onChange={(event) => edit({ from: event.currentTarget.value })} />
      <TextInput type="date" label="To" value={draft.to} onChange={(event) => edit({ to: event.currentTarget.value })} />
      {error && (
        <Text size="sm" c="red" role="alert" aria-live="polite">
          {error}
        </Text>
      )}
    </Group>
  );
}
