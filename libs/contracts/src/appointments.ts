import { z } from 'zod';
import { APPOINTMENT_DURATION, parseAppointmentTime } from '@groombook/domain';
import { uuidSchema } from './companies';
import { calendarDateSchema, moneySchema, plainText } from './fields';
import { appointmentServicePickSchema, dogSizeSchema } from './services-menu';

/** At most this many services and add-ons on one appointment. */
export const MAX_APPOINTMENT_SERVICES = 20;

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
  /**
   * The services and add-ons, in order, priced at `dog_size`. Given, they replace the
   * appointment's lines, each a copy of its menu entry; absent, the lines stay as they are.
   */
  services: z
    .array(appointmentServicePickSchema, { error: 'Services must be a list' })
    .max(MAX_APPOINTMENT_SERVICES, `At most ${MAX_APPOINTMENT_SERVICES} services`)
    .refine((picks) => new Set(picks.map((pick) => pick.service_id)).size === picks.length, 'Each service can be picked once')
    .optional(),
  dog_size: dogSizeSchema.nullish(),
  /** The price was typed instead of summed from the services: charged_amount is kept as sent. */
  price_overridden: z.boolean().optional(),
  /** The duration was typed instead of summed from the services: duration_minutes is kept as sent. */
  duration_overridden: z.boolean().optional(),
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


