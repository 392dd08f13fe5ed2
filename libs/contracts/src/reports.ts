import { z } from 'zod';
import { calendarDateSchema } from './fields';

/** GET /api/revenue-reports?start_date&end_date (inclusive; at most a year). */
export const revenueReportQuerySchema = z
  .object({ start_date: calendarDateSchema, end_date: calendarDateSchema })
  .refine((q) => q.start_date <= q.end_date, { message: 'start_date must not be after end_date', path: ['end_date'] })
  .refine((q) => Date.parse(q.end_date) - Date.parse(q.start_date) <= 366 * 86_400_000, {
    message: 'A report covers at most a year',
    path: ['end_date'],
  });
export type RevenueReportQuery = z.infer<typeof revenueReportQuerySchema>;

export const revenueReportResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    dailyTotals: z.array(z.object({ date: z.string(), total_amount: z.number() })),
    employeeRevenue: z.array(z.object({ name: z.string(), total_revenue: z.number() })),
    monthlyTotal: z.number(),
  }),
});
export type RevenueReportResponse = z.infer<typeof revenueReportResponseSchema>;
export type RevenueReport = RevenueReportResponse['data'];
