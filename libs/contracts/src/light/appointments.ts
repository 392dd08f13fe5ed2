import * as z from 'zod/mini';
import { APPOINTMENT_STATUSES, DOG_SIZES, PAYMENT_METHODS, SERVICE_KINDS } from '@groombook/domain';

/**
 * The statuses and their words, handed on from libs/domain: the status list, the badge and the
 * filter read them from here, so the staff's first page carries them once instead of a copy per bundle.
 */
export { APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS } from '@groombook/domain';

/** One service or add-on of an appointment, copied from the menu when it was booked. */
export const appointmentLineSchema = z.object({
  service_id: z.nullable(z.string()),
  name: z.string(),
  kind: z.enum(SERVICE_KINDS),
  dog_size: z.enum(DOG_SIZES),
  price: z.number(),
  duration_minutes: z.int(),
});
export type AppointmentLine = z.infer<typeof appointmentLineSchema>;

/** An appointment row as lists show it: with the customer's and groomer's names. */
export const appointmentListItemSchema = z.object({
  id: z.string(),
  date: z.string(),
  /** HH:MM, or null when no time was given. */
  time: z.nullable(z.string()),
  customer_id: z.nullable(z.string()),
  groomer_id: z.nullable(z.string()),
  dog_name: z.nullable(z.string()),
  charged_amount: z.nullable(z.number()),
  amount_given: z.nullable(z.number()),
  tip: z.nullable(z.number()),
  total_with_tax: z.nullable(z.number()),
  notes: z.nullable(z.string()),
  duration_minutes: z.int(),
  is_recurring: z.boolean(),
  recurring_sequence: z.nullable(z.int()),
  recurring_total: z.nullable(z.int()),
  recurring_config: z.nullable(z.unknown()),
  recurring_group_id: z.nullable(z.string()),
  customer: z.nullable(z.object({ name: z.nullable(z.string()) })),
  groomer: z.nullable(z.object({ name: z.string() })),
  /** Where the appointment stands, and the latest change's time (null while never changed). */
  status: z.enum(APPOINTMENT_STATUSES),
  status_changed_at: z.nullable(z.string()),
  /** A cancellation's reason and whether it came later than the salon allows. */
  cancel_reason: z.nullable(z.string()),
  cancelled_late: z.nullable(z.boolean()),
  /** The services and add-ons it was booked for, as they were then (none for older appointments). */
  lines: z.array(appointmentLineSchema),
  /** The price was typed by staff instead of summed from the lines. */
  price_overridden: z.boolean(),
  /** Checkout: how it was paid, the discount taken off, and the tip as it was split. */
  payment_method: z.nullable(z.enum(PAYMENT_METHODS)),
  discount_amount: z.nullable(z.number()),
  discount_reason: z.nullable(z.string()),
  tips: z.array(z.object({ groomer_id: z.string(), amount: z.number() })),
});
export type AppointmentListItem = z.infer<typeof appointmentListItemSchema>;

/** GET /api/appointments?id=: one appointment (the questions' query schemas are in `appointment-queries.ts`). */
export const appointmentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  appointment: appointmentListItemSchema,
});
export type AppointmentResponse = z.infer<typeof appointmentResponseSchema>;

export const appointmentsMonthResponseSchema = z.object({
  success: z.literal(true),
  appointments: z.array(appointmentListItemSchema),
  total: z.int(),
});
export type AppointmentsMonthResponse = z.infer<typeof appointmentsMonthResponseSchema>;

/** The answer to both of a customer's lists. */
export const appointmentsListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  appointments: z.array(appointmentListItemSchema),
});
export type AppointmentsListResponse = z.infer<typeof appointmentsListResponseSchema>;

export const upcomingAppointmentsCountResponseSchema = z.object({ success: z.literal(true), count: z.int() });
export type UpcomingAppointmentsCountResponse = z.infer<typeof upcomingAppointmentsCountResponseSchema>;

/** GET /api/appointments?date=: the day (YYYY-MM-DD), the salon's time zone, and the day's appointments by groomer then time. */
export const dayAppointmentsResponseSchema = z.object({
  success: z.literal(true),
  date: z.string(),
  time_zone: z.string(),
  appointments: z.array(appointmentListItemSchema),
});
export type DayAppointmentsResponse = z.infer<typeof dayAppointmentsResponseSchema>;

/** The answer of a status change and of checkout: the appointment as it now stands. */
export const appointmentStatusResponseSchema = z.object({ success: z.literal(true), message: z.string(), appointment: appointmentListItemSchema });
export type AppointmentStatusResponse = z.infer<typeof appointmentStatusResponseSchema>;

/** POST /api/recurring-appointments: the series created. */
export const recurringAppointmentsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ total_appointments: z.int(), recurring_group_id: z.string() }),
});
