import { z } from 'zod';
import { APPOINTMENT_DURATION, BOOKING_BUFFER, BOOKING_MODES, CANCEL_CUTOFF, DOG_SIZES, parseAppointmentTime } from '@groombook/domain';
import { uuidSchema } from './companies';
import { calendarDateSchema, plainText } from './fields';

/**
 * The wire contract of schedules: the salon's hours and closed days, groomers' hours, breaks
 * and time off, blocks of time, the free start times (staff's and the public page's), online
 * booking and the customer's own appointment page.
 */

/** 'HH:MM' (or HH:MM:SS), a time of day; becomes 'HH:MM'. */
export const clockTimeSchema = z.string({ error: 'Time is required' }).transform((value, context) => {
  const parsed = parseAppointmentTime(value);
  if (!parsed.ok || parsed.time === null) {
    context.addIssue({ code: 'custom', message: value.trim() === '' ? 'Time is required' : 'Time must be HH:MM' });
    return z.NEVER;
  }
  return parsed.time;
});

export const dogSizeSchema = z.enum(DOG_SIZES, { error: `Dog size must be one of ${DOG_SIZES.join(', ')}` });

const weekdaySchema = z.number({ error: 'Weekday must be a number' }).int().min(0, 'Weekday must be 0 (Sunday) to 6 (Saturday)').max(6, 'Weekday must be 0 (Sunday) to 6 (Saturday)');

/** A stretch of a weekday (0 Sunday .. 6 Saturday), start before end. */
export const weeklyStretchSchema = z
  .object({ weekday: weekdaySchema, start: clockTimeSchema, end: clockTimeSchema })
  .refine((s) => s.start < s.end, { message: 'Start must be before end', path: ['end'] });
export type WeeklyStretchBody = z.infer<typeof weeklyStretchSchema>;

const reasonSchema = plainText('Reason').trim().max(200, 'Reason is too long').nullish();

/** At most one stretch per weekday. */
const onePerWeekday = (list: { weekday: number }[]) => new Set(list.map((s) => s.weekday)).size === list.length;
const hoursListSchema = z.array(weeklyStretchSchema).max(7).refine(onePerWeekday, 'Give each weekday at most once');

/** GET /api/salon-hours (staff and admins): the opening hours and the closed days from today on. */
export const closedDaySchema = z.object({ id: z.string(), date: z.string(), reason: z.string().nullable() });
export type ClosedDay = z.infer<typeof closedDaySchema>;
export const salonHoursResponseSchema = z.object({
  success: z.literal(true),
  hours: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
  closed_days: z.array(closedDaySchema),
});
export type SalonHoursResponse = z.infer<typeof salonHoursResponseSchema>;
/** PUT /api/salon-hours (admins): the whole week at once; a weekday left out is closed. */
export const updateSalonHoursRequestSchema = z.object({ hours: hoursListSchema });
/** POST /api/closed-days (admins): a day the salon is closed; DELETE /api/closed-days with its id (`deleteByIdRequestSchema`). */
export const createClosedDayRequestSchema = z.object({ date: calendarDateSchema, reason: reasonSchema });
export const closedDayResponseSchema = z.object({ success: z.literal(true), message: z.string(), closed_day: closedDaySchema });
/** DELETE answers (closed days, time off, blocks) are `messageResponseSchema`. */

/** One groomer's week: their own hours (null: the salon's), breaks and time off. */
export const timeOffSchema = z.object({ id: z.string(), groomer_id: z.string(), starts_on: z.string(), ends_on: z.string(), reason: z.string().nullable() });
export type TimeOff = z.infer<typeof timeOffSchema>;
export const groomerHoursSchema = z.object({
  groomer_id: z.string(),
  hours: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })).nullable(),
  breaks: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
});
export type GroomerHours = z.infer<typeof groomerHoursSchema>;
/** GET /api/groomer-hours (staff and admins): every groomer's week. */
export const groomerHoursResponseSchema = z.object({ success: z.literal(true), groomers: z.array(groomerHoursSchema) });
/** The answer of PUT /api/groomer-hours: the groomer's week as saved. */
export const groomerHoursItemResponseSchema = z.object({ success: z.literal(true), message: z.string(), groomer: groomerHoursSchema });
/** PUT /api/groomer-hours (admins): one groomer's hours (null: works the salon's hours) and breaks. */
export const updateGroomerHoursRequestSchema = z.object({
  groomer_id: uuidSchema,
  hours: hoursListSchema.nullable(),
  breaks: z.array(weeklyStretchSchema).max(21),
});

/** GET /api/time-off?from=&to= (staff and admins): time off overlapping those days. */
export const timeOffQuerySchema = z.object({ from: calendarDateSchema, to: calendarDateSchema, groomer_id: uuidSchema.optional() });
export const timeOffResponseSchema = z.object({ success: z.literal(true), time_off: z.array(timeOffSchema) });
/** POST /api/time-off (admins); DELETE /api/time-off with its id. */
export const timeOffItemResponseSchema = z.object({ success: z.literal(true), message: z.string(), time_off: timeOffSchema });
export const createTimeOffRequestSchema = z
  .object({ groomer_id: uuidSchema, starts_on: calendarDateSchema, ends_on: calendarDateSchema, reason: reasonSchema })
  .refine((t) => t.starts_on <= t.ends_on, { message: 'The last day must not be before the first', path: ['ends_on'] });

/** A groomer's time with no customer (lunch, training), on the calendar. */
export const scheduleBlockSchema = z.object({
  id: z.string(),
  groomer_id: z.string(),
  date: z.string(),
  time: z.string(),
  duration_minutes: z.number().int(),
  label: z.string(),
});
export type ScheduleBlock = z.infer<typeof scheduleBlockSchema>;
const blockDuration = z
  .number({ error: 'Duration must be a number' })
  .int('Duration must be whole minutes')
  .min(APPOINTMENT_DURATION.minMinutes, `Duration must be at least ${APPOINTMENT_DURATION.minMinutes} minutes`)
  .max(APPOINTMENT_DURATION.maxMinutes, `Duration must be at most ${APPOINTMENT_DURATION.maxMinutes} minutes`)
  .refine((value) => value % APPOINTMENT_DURATION.stepMinutes === 0, 'Duration must be in steps of 15 minutes');
/** POST /api/schedule-blocks (staff and admins) "Block time"; PUT with its id; DELETE with its id. */
export const createScheduleBlockRequestSchema = z.object({
  groomer_id: uuidSchema,
  date: calendarDateSchema,
  time: clockTimeSchema,
  duration_minutes: blockDuration,
  label: plainText('Label').trim().min(1, 'Label is required').max(100, 'Label is too long'),
});
export const updateScheduleBlockRequestSchema = createScheduleBlockRequestSchema.extend({ id: uuidSchema });
export const scheduleBlockResponseSchema = z.object({ success: z.literal(true), message: z.string(), block: scheduleBlockSchema });

/**
 * GET /api/schedule?from=&to= (staff and admins, at most 42 days): what the calendar shades.
 * For each day: the salon's opening stretches (none: closed, with the closed day's reason) and
 * each groomer's working stretches ('HH:MM'), or why they are away; and the blocks.
 */
export const scheduleQuerySchema = z.object({ from: calendarDateSchema, to: calendarDateSchema });
const stretchSchema = z.object({ start: z.string(), end: z.string() });
export const scheduleDaySchema = z.object({
  date: z.string(),
  salon: z.object({ open: z.array(stretchSchema), closed_reason: z.string().nullable() }),
  groomers: z.array(
    z.object({
      groomer_id: z.string(),
      working: z.array(stretchSchema),
      /** null: working; otherwise why not ('time_off' carries its reason). */
      away: z.object({ kind: z.enum(['salon_closed', 'time_off', 'not_working']), reason: z.string().nullable() }).nullable(),
    }),
  ),
});
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;
export const scheduleResponseSchema = z.object({
  success: z.literal(true),
  days: z.array(scheduleDaySchema),
  blocks: z.array(scheduleBlockSchema),
});
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;

/** `services`: menu ids separated by commas (at least one). */
export const serviceIdListSchema = z
  .string({ error: 'Choose at least one service' })
  .transform((value) => value.split(',').map((id) => id.trim()).filter(Boolean))
  .pipe(z.array(uuidSchema).min(1, 'Choose at least one service').max(20, 'Too many services'));

/**
 * GET /api/availability?date=&services=&dog_size=[&groomer_id=][&exclude_appointment_id=]
 * (staff and admins): the free start times of that day per groomer, for the chosen services'
 * length at the dog's size. `exclude_appointment_id` leaves an appointment being edited out.
 */
export const availabilityQuerySchema = z.object({
  date: calendarDateSchema,
  services: serviceIdListSchema,
  dog_size: dogSizeSchema,
  groomer_id: uuidSchema.optional(),
  exclude_appointment_id: uuidSchema.optional(),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;
export const availabilityResponseSchema = z.object({
  success: z.literal(true),
  date: z.string(),
  duration_minutes: z.number().int(),
  groomers: z.array(z.object({ groomer_id: z.string(), name: z.string(), times: z.array(z.string()) })),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/**
 * GET /api/public/availability?company_id=&date=&services=&dog_size= (no sign-in): the free
 * start times of that day, any groomer. Start times only: no groomer, customer or appointment.
 */
export const publicAvailabilityQuerySchema = z.object({
  company_id: uuidSchema,
  date: calendarDateSchema,
  services: serviceIdListSchema,
  dog_size: dogSizeSchema,
});
export const publicAvailabilityResponseSchema = z.object({ success: z.literal(true), date: z.string(), times: z.array(z.string()) });
export type PublicAvailabilityResponse = z.infer<typeof publicAvailabilityResponseSchema>;

/** GET /api/public/services?company_id= (no sign-in): the active menu, for the booking page. */
export const publicServicesQuerySchema = z.object({ company_id: uuidSchema });
export const publicServicesResponseSchema = z.object({
  success: z.literal(true),
  company: z.object({ name: z.string(), booking_mode: z.enum(BOOKING_MODES) }),
  services: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(['service', 'add_on']),
      prices: z.object({ small: z.number(), medium: z.number(), large: z.number(), extra_large: z.number() }),
      durations: z.object({ small: z.number(), medium: z.number(), large: z.number(), extra_large: z.number() }),
    }),
  ),
});
export type PublicServicesResponse = z.infer<typeof publicServicesResponseSchema>;

const personText = (label: string, max: number) => plainText(label).trim().min(1, `${label} is required`).max(max, `${label} is too long`);

/**
 * POST /api/online-bookings (no sign-in, companies in `instant` mode): the customer books a
 * free start time. 201 with the appointment; 409 SLOT_TAKEN ("That time was just taken") with
 * the next free times when someone else took it first.
 */
export const createOnlineBookingRequestSchema = z.object({
  company_id: uuidSchema,
  date: calendarDateSchema,
  time: clockTimeSchema,
  services: z.array(uuidSchema).min(1, 'Choose at least one service').max(20, 'Too many services'),
  dog_size: dogSizeSchema,
  name: personText('Name', 200),
  phone: personText('Phone number', 50),
  dog_name: personText('Dog name', 100),
  notes: plainText('Notes').trim().max(1000, 'Notes are too long').nullish(),
});
export type CreateOnlineBooking = z.infer<typeof createOnlineBookingRequestSchema>;

/** The customer's own view of their appointment (the booking's answer and /my-appointment). */
export const customerAppointmentSchema = z.object({
  salon: z.string(),
  company_id: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  duration_minutes: z.number().int(),
  dog_name: z.string().nullable(),
  services: z.array(z.string()),
  dog_size: z.string().nullable(),
  status: z.string(),
  /** Whether the customer may still cancel or move it (before the salon's cut-off). */
  can_change: z.boolean(),
  cancel_cutoff_hours: z.number().int(),
});
export type CustomerAppointment = z.infer<typeof customerAppointmentSchema>;
export const onlineBookingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  appointment: customerAppointmentSchema,
  /** Whether a confirmation text went out (the number had opted in to texts). */
  confirmation_sent: z.boolean(),
});
/** The 409 of a slot taken first: the error body carries the next free times of that day. */
export const slotTakenErrorSchema = z.object({
  success: z.literal(false),
  code: z.literal('SLOT_TAKEN'),
  message: z.string(),
  next_times: z.array(z.string()),
});

/**
 * /api/my-appointment (no sign-in; the token of the customer's link is the only key):
 * GET ?token= the appointment; POST /api/my-appointment/confirm {token}; POST
 * /api/my-appointment/cancel {token} (up to the cut-off); POST /api/my-appointment/move
 * {token, date, time} (a free time, up to the cut-off); GET /api/my-appointment/availability
 * ?token=&date= the free times for it. An unknown, expired or cancelled link: 404 "This link
 * is no longer valid".
 */
const tokenSchema = z.string({ error: 'Link token is required' }).min(20, 'This link is no longer valid').max(200, 'This link is no longer valid').regex(/^[A-Za-z0-9_-]+$/, 'This link is no longer valid');
export const myAppointmentQuerySchema = z.object({ token: tokenSchema });
export const myAppointmentActionRequestSchema = z.object({ token: tokenSchema });
export const moveMyAppointmentRequestSchema = z.object({ token: tokenSchema, date: calendarDateSchema, time: clockTimeSchema });
export const myAppointmentAvailabilityQuerySchema = z.object({ token: tokenSchema, date: calendarDateSchema });
export const myAppointmentResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), appointment: customerAppointmentSchema });
export type MyAppointmentResponse = z.infer<typeof myAppointmentResponseSchema>;

/** The company's booking settings, beside its tax rate in GET/PUT /api/company-settings. */
export const bookingSettingsSchema = z.object({
  booking_mode: z.enum(BOOKING_MODES, { error: "Online booking must be 'request' or 'instant'" }),
  booking_buffer_minutes: z
    .number({ error: 'Buffer must be a number' })
    .int('Buffer must be whole minutes')
    .min(0, 'Buffer must be at least 0 minutes')
    .max(BOOKING_BUFFER.maxMinutes, `Buffer must be at most ${BOOKING_BUFFER.maxMinutes} minutes`)
    .refine((value) => value % BOOKING_BUFFER.stepMinutes === 0, `Buffer must be in steps of ${BOOKING_BUFFER.stepMinutes} minutes`),
  cancel_cutoff_hours: z
    .number({ error: 'Cut-off must be a number' })
    .int('Cut-off must be whole hours')
    .min(0, 'Cut-off must be at least 0 hours')
    .max(CANCEL_CUTOFF.maxHours, `Cut-off must be at most ${CANCEL_CUTOFF.maxHours} hours`),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;
