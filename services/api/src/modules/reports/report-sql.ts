import { RELEASED_STATUSES } from '@groombook/domain';

/** A tax rate in percent has at most three decimals: times 1000 it is whole, over 100 * 1000. */
const RATE_SCALE = { multiplier: 1000, denominator: 100_000 } as const;

/**
 * Each appointment's money in cents, computed as checkout and the appointment form compute it
 * (libs/domain money.ts): `charged` the price less its discount (none is 0, never below 0),
 * `given` the payment (null: not paid), `tax` that price's tax at the company's own rate,
 * rounded half up to the cent on each appointment (floor((charged * rate * 2 + scale) /
 * (2 * scale)), all whole numbers and never negative), `tip` what was paid above price and
 * tax, never below 0. $4 turns the rate (a percent with three decimals) into a whole number
 * and $5 is the matching scale.
 */
export const APPOINTMENT_MONEY = `
  appointments a
  CROSS JOIN LATERAL (SELECT (tax_rate_percent * $4::bigint)::bigint AS rate FROM companies WHERE id = a.company_id) r
  CROSS JOIN LATERAL (SELECT greatest(((coalesce(a.charged_amount, 0) - coalesce(a.discount_amount, 0)) * 100)::bigint, 0) AS charged,
                             (a.amount_given * 100)::bigint AS given) c
  CROSS JOIN LATERAL (SELECT (c.charged * r.rate * 2 + $5::bigint) / (2 * $5::bigint) AS tax) t
  CROSS JOIN LATERAL (SELECT greatest(c.given - c.charged - t.tax, 0) AS tip) p`;

/** The company's appointments from $2 to $3, both days included, whatever their status. */
export const IN_RANGE = 'a.company_id = $1 AND a.date BETWEEN $2 AND $3';

/** A cancelled appointment or a no-show earned nothing and is owed nothing: the revenue figures leave it out. */
export const NOT_RELEASED = `a.status NOT IN (${RELEASED_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/** The appointments of the range that count for revenue: neither cancelled nor a no-show. */
export const COUNTED = `${IN_RANGE} AND ${NOT_RELEASED}`;

export const PAID = 'a.amount_given IS NOT NULL';

/** The counted appointments that were paid: what the salon earned. */
export const EARNED = `${COUNTED} AND ${PAID}`;

/** $1 to $5 of every report query that reads APPOINTMENT_MONEY. */
export const rangeParams = (companyId: string, startDate: string, endDate: string) => [
  companyId,
  startDate,
  endDate,
  RATE_SCALE.multiplier,
  RATE_SCALE.denominator,
];
