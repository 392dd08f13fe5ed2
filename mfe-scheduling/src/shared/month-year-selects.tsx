import { MONTH_NAMES, selectableYears } from '@groombook/domain';
import { NativeSelect } from '@groombook/ui';
import type { MonthAndYear } from './month-and-year';

const MONTH_OPTIONS = MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }));

export interface MonthYearSelectsProps {
  value: MonthAndYear;
  onChange: (change: Partial<MonthAndYear>) => void;
}

/** The Month and Year selectors: the years `YEAR_SELECTOR_RANGE` (libs/domain) allows around the current one. */
export function MonthYearSelects({ value, onChange }: MonthYearSelectsProps) {
  const years = selectableYears(new Date().getFullYear()).map(String);
  return (
    <>
      <NativeSelect
        label="Month"
        data={MONTH_OPTIONS}
        value={String(value.month)}
        onChange={(event) => onChange({ month: Number(event.currentTarget.value) })}
      />
      <NativeSelect
        label="Year"
        data={years}
        value={String(value.year)}
        onChange={(event) => onChange({ year: Number(event.currentTarget.value) })}
      />
    </>
  );
}
