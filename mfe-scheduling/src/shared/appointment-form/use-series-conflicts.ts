import { useQuery } from '@tanstack/react-query';
import { seriesConflictsQueryOptions, type SeriesConflictsParams } from '@groombook/api-client';
import { seriesConflictLines } from '@groombook/domain';
import { useDebouncedValue } from '@groombook/ui';
import type { ConflictNotice } from './conflict-banner';

/** Waits this long after the last change before checking a planned series. */
const CHECK_DELAY_MS = 400;

export interface PlannedSlot {
  groomerId: string | null;
  /** Names the groomer in the warning's lines. */
  groomerName?: string | null;
  time: string;
  duration: number | null;
  dates: readonly string[];
}

/**
 * The live groomer-conflict check of a planned series: one check per generated date, once the
 * groomer, time and at least two dates are known. Null while nothing is (or can be) checked.
 */
export function useSeriesConflicts({ groomerId, groomerName, time, duration, dates }: PlannedSlot): ConflictNotice | null {
  const ready = Boolean(groomerId && time && duration && dates.length > 1);
  // Debounced as text: a fresh object on every render would restart the timer for ever.
  const key = ready ? JSON.stringify({ groomerId, time, duration, dates }) : '';
  const [settledKey] = useDebouncedValue(key, CHECK_DELAY_MS);
  const params: SeriesConflictsParams | null =
    settledKey && settledKey === key ? (JSON.parse(settledKey) as SeriesConflictsParams) : null;
  const check = useQuery({
    ...seriesConflictsQueryOptions(params ?? { groomerId: '', time: '', duration: 0, dates: [] }),
    enabled: params !== null,
  });

  if (!params) return null;
  if (check.isError) return { kind: 'series-check-failed' };
  const found = check.data?.conflictingDates.length ?? 0;
  return found > 0 && check.data
    ? { kind: 'series', conflicting: found, total: check.data.total, lines: seriesConflictLines(groomerName, check.data.conflicts) }
    : null;
}
