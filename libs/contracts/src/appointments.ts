import { z } from 'zod';
import { APPOINTMENT_DURATION, APPOINTMENTS_PAGE_SIZE, DASHBOARD_APPOINTMENT_COUNT_LIMIT, parseAppointmentTime } from '@groombook/domain';
import { uuidSchema } from './companies';
import { appointmentListItemSchema } from './customers';
import { calendarDateSchema, moneySchema, plainText, yearQuerySchema } from './fields';

const money = moneySchema;

/** Blank, HH:MM or HH:MM:SS, with or without a +offset; becomes HH:MM or null. */
const appointmentTime = z
  .string()
  .max(20, 'Time is not valid')
  .nullish()
  .transform((value, context) => {
    const parsed = parseAppointmentTime(value ?? '');
    if (!parsed.ok) {
      context.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.time;
  });

/** The refusals of an appointment without its customer or dog, word for word (the form shows them too). */
export const APPOINTMENT_MESSAGES = { customerRequired: 'Customer is required', dogNameRequired: 'Dog name is required' } as const;

/** The fields of an appointment the form sends (POST and PUT): a customer and a dog name are required. */
export const appointmentFieldsSchema = z.object({
  date: calendarDateSchema,
  time: appointmentTime,
  customer_id: uuidSchema.nullish().refine((value) => Boolean(value), APPOINTMENT_MESSAGES.customerRequired),
  groomer_id: uuidSchema.nullish().refine((value) => Boolean(value), 'Groomer is required'),
  dog_name: plainText('Dog name', { error: APPOINTMENT_MESSAGES.dogNameRequired }).trim().min(1, APPOINTMENT_MESSAGES.dogNameRequired).max(100, 'Dog name is too long'),
  charged_amount: money('Service price').nullish(),
  amount_given: money('Payment received').nullish(),
  /** Sent by the form on create; the API recomputes both from the price and payment. */
  tip: z.number().nullish(),
  total_with_tax: z.number().nullish(),
  notes: plainText('Notes').max(5000, 'Notes are too long').nullish(),
  duration_minutes: z
    .number({ error: 'Duration must be a number' })
    .int('Duration must be whole minutes')
    .min(APPOINTMENT_DURATION.minMinutes, `Duration must be at least ${APPOINTMENT_DURATION.minMinutes} minutes`)
    .max(APPOINTMENT_DURATION.maxMinutes, `Duration must be at most ${APPOINTMENT_DURATION.maxMinutes} minutes`)
    .refine((value) => value % APPOINTMENT_DURATION.stepMinutes === 0, 'Duration must be in steps of 15 minutes')
    .default(APPOINTMENT_DURATION.defaultMinutes),
});
export type AppointmentFields = z.input<typeof appointmentFieldsSchema>;

/** POST /api/appointments */
export const createAppointmentRequestSchema = appointmentFieldsSchema;
export type CreateAppointmentRequest = z.infer<typeof createAppointmentRequestSchema>;
/**
 * Which occurrences of a series an edit or delete reaches: this one alone (the default), or
 * this one and every later one of its series.
 */
export const appointmentScopeSchema = z.enum(['this', 'following'], { error: "scope must be 'this' or 'following'" });
export type AppointmentScope = z.infer<typeof appointmentScopeSchema>;

/** PUT /api/appointments: the whole appointment again, with its id (time null when blank). */
export const updateAppointmentRequestSchema = appointmentFieldsSchema.extend({ id: uuidSchema, scope: appointmentScopeSchema.optional() });
export type UpdateAppointmentRequest = z.infer<typeof updateAppointmentRequestSchema>;

/** DELETE /api/appointments */
export const deleteAppointmentRequestSchema = z.object({ id: uuidSchema, scope: appointmentScopeSchema.optional() });
export type DeleteAppointmentRequest = z.infer<typeof deleteAppointmentRequestSchema>;

export const appointmentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  appointment: appointmentListItemSchema,
});

/*
 * GET /api/appointments answers five questions, each asked by its own set of query keys
 * (the URL shapes clients use). A query must carry every key its question needs and no key
 * the question does not take, so one query asks one question.
 */

/** GET /api/appointments?id=: one appointment, answered as `appointmentResponseSchema`. */
export const appointmentByIdQuerySchema = z.object({ id: uuidSchema });
export type AppointmentResponse = z.infer<typeof appointmentResponseSchema>;

/** GET /api/appointments?year&month&limit&offset[&customer_id]: a month, a page at a time. */
export const appointmentsMonthQuerySchema = z.object({
  year: yearQuerySchema,
  month: z.coerce.number().int().min(1, 'month is 1 to 12').max(12, 'month is 1 to 12'),
  limit: z.coerce.number().int().min(1).max(APPOINTMENTS_PAGE_SIZE).default(APPOINTMENTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  customer_id: uuidSchema.optional(),
});
export const appointmentsMonthResponseSchema = z.object({
  success: z.literal(true),
  appointments: z.array(appointmentListItemSchema),
  total: z.number().int(),
});
export type AppointmentsMonthResponse = z.infer<typeof appointmentsMonthResponseSchema>;

/** GET /api/appointments?customer_id=&start_date=: a customer's appointments from that day on, soonest first. */
export const customerFutureAppointmentsQuerySchema = z.object({ customer_id: uuidSchema, start_date: calendarDateSchema });
/** GET /api/appointments?customer_id=&end_date=: a customer's appointments before that day, latest first. */
export const customerPastAppointmentsQuerySchema = z.object({ customer_id: uuidSchema, end_date: calendarDateSchema });
export type CustomerFutureAppointmentsQuery = z.input<typeof customerFutureAppointmentsQuerySchema>;
export type CustomerPastAppointmentsQuery = z.input<typeof customerPastAppointmentsQuerySchema>;
/** The answer to both of a customer's lists. */
export const appointmentsListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  appointments: z.array(appointmentListItemSchema),
});
export type AppointmentsListResponse = z.infer<typeof appointmentsListResponseSchema>;

/** GET /api/appointments?start_date=&limit=: how many appointments from that day on, counted up to the limit (the dashboard). */
export const upcomingAppointmentsCountQuerySchema = z.object({
  start_date: calendarDateSchema,
  limit: z.coerce.number().int().min(1).max(DASHBOARD_APPOINTMENT_COUNT_LIMIT).default(DASHBOARD_APPOINTMENT_COUNT_LIMIT),
});
export const upcomingAppointmentsCountResponseSchema = z.object({ success: z.literal(true), count: z.number().int() });
export type UpcomingAppointmentsCountResponse = z.infer<typeof upcomingAppointmentsCountResponseSchema>;
