import { RELEASED_STATUSES, TAX_RATE_FRACTION } from '@groombook/domain';

/**
 * Each appointment's money in cents, computed as the appointment form computes it
 * (libs/domain money.ts): `charged` the price (none is 0), `given` the payment (null: not
 * paid), `tax` the price's tax rounded half up to the cent on each appointment
 * (floor((charged * rate * 2 + scale) / (2 * scale)), all whole numbers and never negative),
 * `tip` what was paid above price and tax, never below 0. $4 and $5 are the rate's fraction.
 */
export const APPOINTMENT_MONEY = `
  appointments a
  CROSS JOIN LATERAL (SELECT (coalesce(a.charged_amount, 0) * 100)::bigint AS charged, (a.amount_given * 100)::bigint AS given) c
  CROSS JOIN LATERAL (SELECT (c.charged * $4::bigint * 2 + $5::bigint) / (2 * $5::bigint) AS tax) t
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
  TAX_RATE_FRACTION.numerator,
  TAX_RATE_FRACTION.denominator,
];
