import type { AudienceFilterRule } from '@groombook/contracts';
import { addDays } from '../../core/clock/company-time';

/** Appointments that count as a visit: not cancelled, not a no-show. */
const VISIT = "a.company_id = c.company_id AND a.customer_id = c.id AND a.status NOT IN ('cancelled', 'no_show')";

/**
 * The WHERE conditions on customers `c` that keep what `rule` keeps, with their parameters
 * numbered from `$first`; `today` is the company's date. Every part given applies (AND).
 * - no visit in N weeks: no visit from the day N weeks ago (excluded) up to today (a customer
 *   who never came has none); an appointment still to come is no visit yet.
 * - a visit between two dates, both days included.
 * - dog size and/or breed (any case): one of the customer's dogs is that size and that breed.
 */
export function audienceFilterConditions(rule: AudienceFilterRule, today: string, first: number): { conditions: string[]; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${first + params.length - 1}`;
  };
  if (rule.no_visit_weeks) {
    const since = addDays(today, -7 * rule.no_visit_weeks);
    conditions.push(`NOT EXISTS (SELECT 1 FROM appointments a WHERE ${VISIT} AND a.date > ${param(since)}::date AND a.date <= ${param(today)}::date)`);
  }
  if (rule.visited_from && rule.visited_to) {
    conditions.push(
      `EXISTS (SELECT 1 FROM appointments a WHERE ${VISIT} AND a.date BETWEEN ${param(rule.visited_from)}::date AND ${param(rule.visited_to)}::date)`,
    );
  }
  const dog: string[] = [];
  if (rule.dog_sizes.length > 0) dog.push(`p.size = ANY(${param(rule.dog_sizes)}::text[])`);
  if (rule.breed) dog.push(`lower(btrim(p.breed)) = lower(${param(rule.breed.trim())})`);
  if (dog.length > 0) conditions.push(`EXISTS (SELECT 1 FROM pets p WHERE p.company_id = c.company_id AND p.customer_id = c.id AND ${dog.join(' AND ')})`);
  return { conditions, params };
}
