import { z } from 'zod';
import { createAppointmentRequestSchema } from './appointments';
import { uuidSchema } from './companies';
import { createCustomerRequestSchema } from './customers';

/**
 * PUT /api/booking-requests: accept or decline a pending request. Accepting books `appointment`
 * (the body of POST /api/appointments) for its `customer_id`, or for `customer`, a customer added
 * with it (the body of POST /api/customers), and marks the request accepted with it: one
 * transaction, refused whole. `appointment_id` (an appointment booked before) is how remotes
 * built against earlier contracts accept.
 *
 * Exported from ./platform, not the index every page downloads: the staff page sends this body
 * and never parses it; the API alone reads it.
 */
export const decideBookingRequestSchema = z.object({
  id: uuidSchema,
  status: z.enum(['accepted', 'declined'], { error: "status must be 'accepted' or 'declined'" }),
  // The customer_id is left out when the appointment books for the new `customer` (the API checks one of the two is given).
  appointment: createAppointmentRequestSchema.extend({ customer_id: uuidSchema.nullish() }).optional(),
  customer: createCustomerRequestSchema.optional(),
  appointment_id: uuidSchema.optional(),
});
export type DecideBookingRequest = z.infer<typeof decideBookingRequestSchema>;
export type DecideBookingRequestInput = z.input<typeof decideBookingRequestSchema>;
