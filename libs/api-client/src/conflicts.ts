import { queryOptions } from '@tanstack/react-query';
import {
  conflictMapResponseSchema,
  groomerConflictsResponseSchema,
  messageResponseSchema,
  type ConflictEntryDto,
  type ConflictMapResponse,
} from '@groombook/contracts/light';
import { apiRequest, unwrap, type ApiError } from './client';

/** Every conflict answer lives under this key; appointment writes invalidate it. */
export const conflictsQueryKey = ['conflicts'] as const;

export interface GroomerConflictsParams {
  groomerId: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  time: string;
  /** Minutes. */
  duration: number;
  /** The appointment being edited, so it does not conflict with itself. */
  excludeId?: string;
}

export function conflictMonthQueryKey(year: number, month: number) {
  return ['conflicts', 'month', year, month] as const;
}

export function conflictsForIdsQueryKey(ids: readonly string[]) {
  return ['conflicts', 'ids', [...ids].sort().join(',')] as const;
}

/** GET /api/groomer-conflicts?groomerId&date&time&duration[&excludeId]: the appointments one would overlap. */
export function groomerConflicts({ groomerId, date, time, duration, excludeId }: GroomerConflictsParams, signal?: AbortSignal) {
  return apiRequest('/api/groomer-conflicts', {
    query: { groomerId, date, time, duration, excludeId },
    schema: groomerConflictsResponseSchema,
    signal,
  });
}

/** GET /api/conflict-cache-simple?year&month: the month's conflict map. */
export function getConflictMonth(year: number, month: number, signal?: AbortSignal) {
  return apiRequest('/api/conflict-cache-simple', { query: { year, month }, schema: conflictMapResponseSchema, signal });
}

/** GET /api/conflict-cache?appointment_ids=a,b: the conflict map of some appointments. */
export function getConflictsForIds(ids: readonly string[], signal?: AbortSignal) {
  return apiRequest('/api/conflict-cache', {
    query: { appointment_ids: ids.join(',') },
    schema: conflictMapResponseSchema,
    signal,
  });
}

/** POST /api/conflict-cache: warms a month's cache. Never fails: warming is a favour to the next reader, so the caller ignores the outcome. */
export async function warmConflictCache(year: number, month: number): Promise<void> {
  await apiRequest('/api/conflict-cache', {
    method: 'POST',
    body: { year, month, force: false },
    schema: messageResponseSchema,
  });
}

export function conflictMonthQueryOptions(year: number, month: number) {
  return queryOptions({
    queryKey: conflictMonthQueryKey(year, month),
    queryFn: async ({ signal }): Promise<ConflictMapResponse> => unwrap(getConflictMonth(year, month, signal)),
  });
}

export function conflictsForIdsQueryOptions(ids: readonly string[]) {
  return queryOptions({
    queryKey: conflictsForIdsQueryKey(ids),
    queryFn: async ({ signal }): Promise<ConflictMapResponse> => unwrap(getConflictsForIds(ids, signal)),
    enabled: ids.length > 0,
  });
}

/** The conflicts of one planned appointment; throws the ApiError when the check could not run. */
export async function fetchGroomerConflicts(params: GroomerConflictsParams, signal?: AbortSignal): Promise<ConflictEntryDto[]> {
  return (await unwrap(groomerConflicts(params, signal))).conflicts;
}

export interface SeriesConflicts {
  /** The dates (of those checked) that collide with an existing appointment of the groomer. */
  conflictingDates: string[];
  /** Those dates in order, each with the appointments it collides with. */
  conflicts: { date: string; conflicts: ConflictEntryDto[] }[];
  total: number;
}

export type SeriesConflictsParams = Omit<GroomerConflictsParams, 'date' | 'excludeId'> & { dates: readonly string[] };

/** Checks in flight at once for a series: one call per date, not a flood. */
const SERIES_CHECK_CONCURRENCY = 4;

/** Checks every date of a planned series; throws the first ApiError once a check fails. */
export async function fetchSeriesConflicts({ dates, ...slot }: SeriesConflictsParams, signal?: AbortSignal): Promise<SeriesConflicts> {
  const conflicting = new Map<string, ConflictEntryDto[]>();
  let failure: ApiError | null = null;
  let next = 0;
  async function worker() {
    while (next < dates.length && !failure) {
      const date = dates[next++] as string;
      const result = await groomerConflicts({ ...slot, date }, signal);
      if (!result.ok) failure = result.error;
      else if (result.data.hasConflicts || result.data.conflicts.length > 0) conflicting.set(date, result.data.conflicts);
    }
  }
  await Promise.all(Array.from({ length: Math.min(SERIES_CHECK_CONCURRENCY, dates.length) }, worker));
  if (failure) throw failure;
  const found = dates.filter((date) => conflicting.has(date));
  return { conflictingDates: found, conflicts: found.map((date) => ({ date, conflicts: conflicting.get(date) ?? [] })), total: dates.length };
}

export function seriesConflictsQueryOptions(params: SeriesConflictsParams) {
  return queryOptions({
    queryKey: ['conflicts', 'series', params.groomerId, params.time, params.duration, params.dates.join(',')] as const,
    queryFn: ({ signal }) => fetchSeriesConflicts(params, signal),
    retry: false,
  });
}
