import { z } from 'zod';
import { parseAppointmentTime } from '@groombook/domain';
import { BOOKING_REQUEST_MESSAGES as M } from './booking-request-messages';
import { uuidSchema } from './companies';
import { calendarDateSchema, plainText } from './fields';

export { BOOKING_REQUEST_MESSAGES } from './booking-request-messages';

export const BOOKING_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const bookingRequestStatusSchema = z.enum(BOOKING_REQUEST_STATUSES, { error: 'status must be pending, accepted or declined' });
export type BookingRequestStatus = z.infer<typeof bookingRequestStatusSchema>;

const required = (label: string, message: string, max: number) =>
  plainText(label, { error: message }).trim().min(1, message).max(max, `${label} is too long`);

/** HH:MM (or HH:MM:SS), a time of day; becomes HH:MM. */
const preferredTime = z.string({ error: M.timeRequired }).transform((value, context) => {
  const parsed = parseAppointmentTime(value);
  if (!parsed.ok || parsed.time === null) {
    context.addIssue({ code: 'custom', message: value.trim() === '' ? M.timeRequired : 'Preferred time is not valid' });
    return z.NEVER;
  }
  return parsed.time;
});

/**
 * POST /api/booking-requests (public): a customer asks a salon for a slot. Whether the date
 * is today or later is checked by the API in the company's time zone.
 */
export const createBookingRequestSchema = z.object({
  company_id: uuidSchema,
  name: required('Name', M.nameRequired, 200),
  phone: required('Phone number', M.phoneRequired, 50),
  dog_name: required('Dog name', M.dogRequired, 100),
  preferred_date: z.string({ error: M.dateRequired }).min(1, M.dateRequired).pipe(calendarDateSchema),
  preferred_time: preferredTime,
  notes: plainText('Notes').trim().max(1000, 'Notes are too long').nullish(),
});
export type CreateBookingRequest = z.infer<typeof createBookingRequestSchema>;

/** One request as staff see it; `customer_id` is the company's customer with the same number, if any. */
export const bookingRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The number in E.164 (shown with formatPhone). */
  phone: z.string(),
  dog_name: z.string(),
  preferred_date: z.string(),
  preferred_time: z.string(),
  notes: z.string().nullable(),
  status: bookingRequestStatusSchema,
  appointment_id: z.string().nullable(),
  customer_id: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** GET /api/booking-requests[?status=] (staff and admins, their company): oldest first. */
export const bookingRequestsQuerySchema = z.object({ status: bookingRequestStatusSchema.optional() });
export type BookingRequestsQuery = z.infer<typeof bookingRequestsQuerySchema>;
export const bookingRequestsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ booking_requests: z.array(bookingRequestSchema) }),
});

/** The answer of PUT /api/booking-requests, whose body is `decideBookingRequestSchema` (exported from ./platform). */
export const bookingRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  booking_request: bookingRequestSchema,
  /** Accepted: whether a confirmation text was sent (the customer opted in to texts). */
  confirmation_sent: z.boolean().optional(),
});
export const createBookingRequestResponseSchema = z.object({ success: z.literal(true), message: z.string() });
