import { z } from 'zod';
import { centsToAmount, toCents } from '@groombook/domain';
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

/**
 * An amount of a report, in dollars with two decimals. The API always sends a number; a
 * reader takes a numeric string as its number and anything else as 0, so one odd figure
 * shows as $0.00 instead of failing the whole report.
 */
export const reportAmountSchema = z
  .unknown()
  .transform((value) => centsToAmount((typeof value === 'number' || typeof value === 'string' ? toCents(value) : null) ?? 0));

/**
 * One day of the range with at least one paid appointment. `total_amount` is the revenue
 * (charged amounts, before tax, without tips); tax, tips and the payments received are beside it.
 */
export const dailyRevenueSchema = z.object({
  date: z.string(),
  total_amount: reportAmountSchema,
  tax_amount: reportAmountSchema,
  tip_amount: reportAmountSchema,
  paid_amount: reportAmountSchema,
  /** Paid appointments of the day. */
  appointments: z.number(),
});
export type DailyRevenue = z.infer<typeof dailyRevenueSchema>;

/** One groomer's paid appointments of the range ('No groomer' for those without one). */
export const groomerRevenueSchema = z.object({
  name: z.string(),
  total_revenue: reportAmountSchema,
  tips: reportAmountSchema,
  appointments: z.number(),
});
export type GroomerRevenue = z.infer<typeof groomerRevenueSchema>;

export const revenueReportSchema = z.object({
  dailyTotals: z.array(dailyRevenueSchema),
  employeeRevenue: z.array(groomerRevenueSchema),
  /** The range's revenue (named for the month the reports page asks for). */
  monthlyTotal: reportAmountSchema,
  monthlyTax: reportAmountSchema,
  monthlyTips: reportAmountSchema,
  monthlyPaid: reportAmountSchema,
  /** Appointments of the range up to today without a payment (later ones are not owed yet), and what they come to with tax. */
  unpaid: z.object({ count: z.number(), amount_due: reportAmountSchema }),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

export const revenueReportResponseSchema = z.object({ success: z.literal(true), data: revenueReportSchema });
export type RevenueReportResponse = z.infer<typeof revenueReportResponseSchema>;

/** One month of the year: 'YYYY-MM' and its revenue. */
export const monthlyTotalSchema = z.object({ month: z.string(), total_revenue: reportAmountSchema });
export type MonthlyTotal = z.infer<typeof monthlyTotalSchema>;

/** The twelve months of the year, January first. */
export const monthlyTotalsResponseSchema = z.object({ success: z.literal(true), data: z.array(monthlyTotalSchema) });
export type MonthlyTotalsResponse = z.infer<typeof monthlyTotalsResponseSchema>;
