import * as z from 'zod/mini';
import { centsToAmount, toCents } from '@groombook/domain';

/**
 * An amount of a report, in dollars with two decimals. The API always sends a number; a
 * reader takes a numeric string as its number and anything else as 0, so one odd figure
 * shows as $0.00 instead of failing the whole report.
 */
export const reportAmountSchema = z.pipe(
  z.unknown(),
  z.transform((value) => centsToAmount((typeof value === 'number' || typeof value === 'string' ? toCents(value) : null) ?? 0)),
);

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

export const monthlyTotalsResponseSchema = z.object({ success: z.literal(true), data: z.array(monthlyTotalSchema) });
export type MonthlyTotalsResponse = z.infer<typeof monthlyTotalsResponseSchema>;
