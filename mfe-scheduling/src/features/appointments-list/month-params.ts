import { useCallback } from 'react';
import { APPOINTMENT_STATUSES } from '@groombook/contracts/light';
import type { AppointmentStatus } from '@groombook/domain';
import { monthAndYearQuery, parseMonthAndYear, wholeNumber, type MonthAndYear } from '../../shared/month-and-year';
import { useUrlState } from '../../shared/url-state';

/** What the appointments list shows, kept in the URL query so a link or a reload opens the same view. */
export interface MonthParams extends MonthAndYear {
  /** 1-based page of APPOINTMENTS_PAGE_SIZE appointments. */
  page: number;
  conflictsOnly: boolean;
  /** Only appointments of this status; null for every status. */
  status: AppointmentStatus | null;
}

/** The query's names besides the month and year: ?year=2026&month=11&page=2&conflicts=only&status=ready */
const PAGE = 'page';
const STATUS = 'status';

const statusOf = (value: string | null): AppointmentStatus | null => APPOINTMENT_STATUSES.find((status) => status === value) ?? null;
const CONFLICTS = 'conflicts';
const CONFLICTS_ONLY = 'only';

/** Reads the query; a missing or unusable value falls back to the current month and year, and the first page. */
export function parseMonthParams(query: URLSearchParams, now: Date = new Date()): MonthParams {
  const page = wholeNumber(query.get(PAGE));
  return {
    ...parseMonthAndYear(query, now),
    page: page !== null && page >= 1 ? page : 1,
    conflictsOnly: query.get(CONFLICTS) === CONFLICTS_ONLY,
    status: statusOf(query.get(STATUS)),
  };
}

/** The query for `params`; the first page and the full list are the defaults, left out of the URL. */
export function monthParamsQuery(params: MonthParams): URLSearchParams {
  const query = monthAndYearQuery(params);
  if (params.page > 1) query.set(PAGE, String(params.page));
  if (params.conflictsOnly) query.set(CONFLICTS, CONFLICTS_ONLY);
  if (params.status) query.set(STATUS, params.status);
  return query;
}

export type UpdateMonthParams = (change: Partial<MonthParams>, options?: { replace?: boolean }) => void;

const parseQuery = (query: URLSearchParams) => parseMonthParams(query);

/** The list's month, page and filter from the URL, and a setter that writes them back (a new history entry by default). */
export function useMonthParams(): readonly [MonthParams, UpdateMonthParams] {
  const [params, updateQuery] = useUrlState(parseQuery, monthParamsQuery);
  const update = useCallback<UpdateMonthParams>(
    (change, options) => {
      // Another month, or another status, starts on its first page.
      const monthChanged = change.year !== undefined || change.month !== undefined || change.status !== undefined;
      updateQuery((current) => ({ ...current, ...(monthChanged ? { page: 1 } : {}), ...change }), options);
    },
    [updateQuery],
  );
  return [params, update] as const;
}
