import { z } from 'zod';
import { SERVICE_KINDS } from '@groombook/domain';
import { reportAmountSchema } from '@groombook/contracts/light';

/**
 * What the range's earned appointments (paid, neither cancelled nor a no-show) were booked for:
 * one row per line name and kind, how many lines and the sum of their prices. Appointments
 * without lines are one row, 'No service recorded' (kind null), with their charged amounts.
 */
export const serviceRevenueSchema = z.object({
  name: z.string(),
  kind: z.enum(SERVICE_KINDS).nullable(),
  count: z.number(),
  revenue: reportAmountSchema,
});
export type ServiceRevenue = z.infer<typeof serviceRevenueSchema>;

/** One groomer's tips of the range after splits ('No groomer' for an unassigned appointment's whole tip). */
export const groomerTipsSchema = z.object({ name: z.string(), tips: reportAmountSchema, appointments: z.number() });
export type GroomerTips = z.infer<typeof groomerTipsSchema>;

/** The mean of charged amount less discount over the earned appointments, and how many there were. */
export const averageTicketSchema = z.object({ count: z.number(), total: reportAmountSchema, average: reportAmountSchema });
export type AverageTicket = z.infer<typeof averageTicketSchema>;

/**
 * Every appointment of the range, whatever its status, and how many were no-shows, cancelled,
 * and cancelled late; the rates are fractions of `appointments` (0 to 1, four decimals; 0 when none).
 */
export const attendanceSchema = z.object({
  appointments: z.number(),
  no_shows: z.number(),
  cancellations: z.number(),
  late_cancellations: z.number(),
  no_show_rate: z.number(),
  late_cancellation_rate: z.number(),
});
export type Attendance = z.infer<typeof attendanceSchema>;

export const rangeSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  services: z.array(serviceRevenueSchema),
  tips: z.array(groomerTipsSchema),
  averageTicket: averageTicketSchema,
  attendance: attendanceSchema,
});
export type RangeSummary = z.infer<typeof rangeSummarySchema>;

export const rangeSummaryResponseSchema = z.object({ success: z.literal(true), data: rangeSummarySchema });
export type RangeSummaryResponse = z.infer<typeof rangeSummaryResponseSchema>;
