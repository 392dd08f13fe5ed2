import { z } from 'zod';
import { APPOINTMENTS_PAGE_SIZE, DASHBOARD_APPOINTMENT_COUNT_LIMIT } from '@groombook/domain';
import { uuidSchema } from './companies';
import { calendarDateSchema, yearQuerySchema } from './fields';

/*
 * GET /api/appointments answers six questions, each asked by its own set of query keys (the URL
 * shapes clients use). A query must carry every key its question needs and no key the question
 * does not take, so one query asks one question. Their answers are in `appointments.ts`.
 *
 * Only the API parses these (clients write the keys themselves), so they are contracts of
 * `@groombook/contracts/platform`, out of the index every page downloads whole.
 */

/** GET /api/appointments?id=: one appointment, answered as `appointmentResponseSchema`. */
export const appointmentByIdQuerySchema = z.object({ id: uuidSchema });

/** GET /api/appointments?year&month&limit&offset[&customer_id]: a month, a page at a time. */
export const appointmentsMonthQuerySchema = z.object({
  year: yearQuerySchema,
  month: z.coerce.number().int().min(1, 'month is 1 to 12').max(12, 'month is 1 to 12'),
  limit: z.coerce.number().int().min(1).max(APPOINTMENTS_PAGE_SIZE).default(APPOINTMENTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  customer_id: uuidSchema.optional(),
});

/** GET /api/appointments?customer_id=&start_date=: a customer's appointments from that day on, soonest first. */
export const customerFutureAppointmentsQuerySchema = z.object({ customer_id: uuidSchema, start_date: calendarDateSchema });
/** GET /api/appointments?customer_id=&end_date=: a customer's appointments before that day, latest first. */
export const customerPastAppointmentsQuerySchema = z.object({ customer_id: uuidSchema, end_date: calendarDateSchema });
export type CustomerFutureAppointmentsQuery = z.input<typeof customerFutureAppointmentsQuerySchema>;
export type CustomerPastAppointmentsQuery = z.input<typeof customerPastAppointmentsQuerySchema>;

/** GET /api/appointments?start_date=&limit=: how many appointments from that day on, counted up to the limit (the dashboard). */
export const upcomingAppointmentsCountQuerySchema = z.object({
  start_date: calendarDateSchema,
  limit: z.coerce.number().int().min(1).max(DASHBOARD_APPOINTMENT_COUNT_LIMIT).default(DASHBOARD_APPOINTMENT_COUNT_LIMIT),
});

/**
 * GET /api/appointments?date=: one day's appointments, by groomer then time (untimed last).
 * `today` is the salon's today in its time zone, so no client has to know the zone to ask.
 */
export const dayAppointmentsQuerySchema = z.object({
  date: z.union([z.literal('today'), calendarDateSchema], { error: 'date must be a day written YYYY-MM-DD, or today' }),
});
