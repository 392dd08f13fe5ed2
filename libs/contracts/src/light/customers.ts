import * as z from 'zod/mini';

/** GET /api/customers?count_only=true: Home's Customers card. */
export const customersCountResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ totalCustomers: z.int() }),
});

/** DELETE /api/customers (and /api/assignees, /api/appointments): the id in the body. */
export const deletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });
