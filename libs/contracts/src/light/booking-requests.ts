import * as z from 'zod/mini';

export const BOOKING_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;

/** One request as staff see it; `customer_id` is the company's customer with the same number, if any. */
export const bookingRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The number in E.164 (shown with formatPhone). */
  phone: z.string(),
  dog_name: z.string(),
  preferred_date: z.string(),
  preferred_time: z.string(),
  notes: z.nullable(z.string()),
  status: z.enum(BOOKING_REQUEST_STATUSES),
  appointment_id: z.nullable(z.string()),
  customer_id: z.nullable(z.string()),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** GET /api/booking-requests[?status=] (staff and admins, their company): oldest first. */
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
  confirmation_sent: z.optional(z.boolean()),
});
