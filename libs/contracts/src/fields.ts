import { z } from 'zod';
import { calendarDateError, CONTROL_CHARACTERS_MESSAGE, DATE_MESSAGES, hasControlCharacters, isYearInRange } from '@groombook/domain';

/** 'YYYY-MM-DD', a real day within CALENDAR_YEARS: what every date of every request must be. */
export const calendarDateSchema = z.string({ error: DATE_MESSAGES.format }).superRefine((value, context) => {
  const error = calendarDateError(value);
  if (error) context.addIssue({ code: 'custom', message: error });
});

/** A year within CALENDAR_YEARS (JSON bodies). */
export const yearSchema = z.number({ error: 'Year must be a number' }).refine(isYearInRange, DATE_MESSAGES.year);
/** The same from a query string (?year=2026): digits only, so ' 2026', '2026\n' or '0x7EA' are no year. */
export const yearQuerySchema = z
  .string({ error: 'Year must be a number' })
  .regex(/^\d+$/, 'Year must be a number')
  .transform(Number)
  .pipe(yearSchema);

/**
 * Text a person types. Control characters are refused here so forms say so under the field;
 * the API refuses them in every request before this runs.
 */
export const plainText = (label: string, params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !hasControlCharacters(value), `${label} ${CONTROL_CHARACTERS_MESSAGE}`);
