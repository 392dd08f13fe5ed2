import type { AppointmentStatus } from '@groombook/domain';

/** Which of a month's appointments: everyone's or one customer's, of every status or some. */
export interface MonthFilter {
  year: number;
  /** 1..12 */
  month: number;
  /** Only this customer's appointments. */
  customerId?: string;
  /** Only appointments of these statuses (none or empty: every status). */
  statuses?: AppointmentStatus[];
}

type MonthStatementKey = `${'everyone' | 'customer'}-${'all' | 'statuses'}`;

export const firstDay = ({ year, month }: { year: number; month: number }) => `${year}-${String(month).padStart(2, '0')}-01`;

/**
 * The day after a month whose first day is $2, as a date: under row-level security only a
 * leakproof comparison bounds an index scan, and date < date is one (date < timestamp is not).
 */
export const MONTH_END = "($2::date + interval '1 month')::date";

const MONTH_ORDER = 'ORDER BY a.date, a.time NULLS LAST, a.id';

const keyOf = (filter: MonthFilter): MonthStatementKey =>
  `${filter.customerId ? 'customer' : 'everyone'}-${filter.statuses && filter.statuses.length > 0 ? 'statuses' : 'all'}`;

/**
 * A month's rows ($2 its first day), everyone's or one customer's ($3), of every status or of
 * those listed (the next parameter). One statement per combination, not one with
 * `$3 IS NULL OR …`: a prepared statement soon runs on a generic plan, and that condition makes
 * the planner expect one row and join the names by scanning every groomer for each appointment.
 */
function inMonth(key: MonthStatementKey): { where: string; next: number } {
  const forCustomer = key.startsWith('customer');
  let where = `a.company_id = $1 AND a.date >= $2::date AND a.date < ${MONTH_END}`;
  let next = 3;
  if (forCustomer) where += ` AND a.customer_id = $${next++}`;
  if (key.endsWith('statuses')) where += ` AND a.status = ANY($${next++}::text[])`;
  return { where, next };
}

/** The values of `inMonth`'s parameters. */
export function monthParameters(companyId: string, filter: MonthFilter): unknown[] {
  const key = keyOf(filter);
  return [companyId, firstDay(filter), ...(key.startsWith('customer') ? [filter.customerId] : []), ...(key.endsWith('statuses') ? [filter.statuses] : [])];
}

const KEYS: MonthStatementKey[] = ['everyone-all', 'everyone-statuses', 'customer-all', 'customer-statuses'];

/**
 * The month's page and total (limit and offset after `inMonth`'s parameters), and its count
 * alone: each a constant text, so that finding its prepared statement costs no more than a
 * look-up. `columns` selects an appointment `a`; `names` joins its names.
 */
export function monthStatements(columns: string, names: string) {
  const page = {} as Record<MonthStatementKey, string>;
  const count = {} as Record<MonthStatementKey, string>;
  for (const key of KEYS) {
    const { where, next } = inMonth(key);
    page[key] = `${columns}, (SELECT count(*)::int FROM appointments a WHERE ${where}) AS month_total
       FROM (SELECT * FROM appointments a WHERE ${where} ${MONTH_ORDER} LIMIT $${next} OFFSET $${next + 1}) a ${names}
       ${MONTH_ORDER}`;
    count[key] = `SELECT count(*)::int AS n FROM appointments a WHERE ${where}`;
  }
  return { page: (filter: MonthFilter) => page[keyOf(filter)], count: (filter: MonthFilter) => count[keyOf(filter)] };
}
