import { z } from 'zod';
import { parseAppointmentTime } from '@groombook/domain';
import { BOOKING_REQUEST_MESSAGES as M } from './booking-request-messages';
import { uuidSchema } from './companies';
import { calendarDateSchema, plainText } from './fields';
import { BOOKING_REQUEST_STATUSES } from '@groombook/contracts/light';

export { BOOKING_REQUEST_MESSAGES } from './booking-request-messages';

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


/** GET /api/booking-requests[?status=] (staff and admins, their company): oldest first. */
export const bookingRequestsQuerySchema = z.object({ status: bookingRequestStatusSchema.optional() });
export type BookingRequestsQuery = z.infer<typeof bookingRequestsQuerySchema>;

export const createBookingRequestResponseSchema = z.object({ success: z.literal(true), message: z.string() });
