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

/** Money fields: at least 0, at most 2 decimals. */
export const moneySchema = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be at least 0`)
    .max(1_000_000, `${label} is too large`)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, `${label} can have at most 2 decimals`);
