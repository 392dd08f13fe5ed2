import { z } from 'zod';
import { calendarDateSchema, yearQuerySchema } from './fields';

/** The longest range a report covers: a year, a leap year's included. */
export const REPORT_MAX_DAYS = 366;

/** A reversed range or one over REPORT_MAX_DAYS, as an issue on the end's parameter. */
function checkRange(start: string, end: string, [startName, endName]: readonly [string, string], context: z.RefinementCtx): void {
  if (start > end) context.addIssue({ code: 'custom', path: [endName], message: `${startName} must not be after ${endName}` });
  else if (Date.parse(end) - Date.parse(start) > REPORT_MAX_DAYS * 86_400_000) {
    context.addIssue({ code: 'custom', path: [endName], message: 'A report covers at most a year' });
  }
}

const optionalDate = calendarDateSchema.optional();

/**
 * GET /api/revenue-reports?from&to, or ?start_date&end_date as the month form has always sent
 * it: both days included, at most a year. Either pair, not both; it reads as start_date and end_date.
 */
export const revenueReportQuerySchema = z
  .object({ from: optionalDate, to: optionalDate, start_date: optionalDate, end_date: optionalDate })
  .superRefine((q, context) => {
    const general = q.from !== undefined || q.to !== undefined;
    if (general && (q.start_date !== undefined || q.end_date !== undefined)) {
      context.addIssue({ code: 'custom', path: ['from'], message: 'Give from and to, or start_date and end_date, not both' });
      return;
    }
    const names = general ? (['from', 'to'] as const) : (['start_date', 'end_date'] as const);
    const [start, end] = general ? [q.from, q.to] : [q.start_date, q.end_date];
    if (start === undefined) context.addIssue({ code: 'custom', path: [names[0]], message: `${names[0]} is required (YYYY-MM-DD)` });
    if (end === undefined) context.addIssue({ code: 'custom', path: [names[1]], message: `${names[1]} is required (YYYY-MM-DD)` });
    if (start !== undefined && end !== undefined) checkRange(start, end, names, context);
  })
  .transform((q) => ({ start_date: q.from ?? q.start_date ?? '', end_date: q.to ?? q.end_date ?? '' }));
export type RevenueReportQuery = z.infer<typeof revenueReportQuerySchema>;

/** GET /api/reports/summary?from&to: both days included, at most a year. */
export const reportRangeQuerySchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .superRefine((q, context) => checkRange(q.from, q.to, ['from', 'to'], context));
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

/** GET /api/monthly-totals?year= (the company's current year when left out). */
export const monthlyTotalsQuerySchema = z.object({ year: yearQuerySchema.optional() });
export type MonthlyTotalsQuery = z.infer<typeof monthlyTotalsQuerySchema>;


