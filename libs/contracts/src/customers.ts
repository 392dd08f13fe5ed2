import { z } from 'zod';
import { uuidSchema } from './companies';
import { plainText } from './fields';

/** Text fields (customers, pets): the product does no format validation, only sane lengths (and no control characters). */
export const optionalText = (max: number, label: string) =>
  plainText(label)
    .max(max, `${label} is too long`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value === null ? null : value.trim()));

export const customerSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  /**
   * The number in E.164 (+12015550123), as the API stores every number it accepts; a row saved
   * before numbers were checked may still hold the text as typed. Shown with `formatPhone`.
   */
  phone_number: z.string().nullable(),
  /** The same number in E.164, null when there is none (or an old row's text did not read as one). */
  phone_e164: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** GET /api/customers?search=&count_only= */
export const customersQuerySchema = z.object({
  search: plainText('search').trim().max(200, 'search is too long').optional(),
  count_only: z.enum(['true', 'false']).optional(),
});
export type CustomersQuery = z.infer<typeof customersQuerySchema>;
export const customersListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ customers: z.array(customerSchema) }),
});

/** The refusal of a number that is not a phone number, word for word (the dialog shows it on the field). */
export const CUSTOMER_MESSAGES = { phoneInvalid: 'Phone number is not a valid phone number' } as const;

/**
 * POST /api/customers. A phone number, in any format, must be a valid number (read in the
 * company's region when it has no +country code); it is stored in E.164. One another customer
 * of the company already has is refused (409 DUPLICATE_PHONE, naming that customer) unless
 * `confirm_duplicate_phone` is true.
 */
export const createCustomerRequestSchema = z.object({
  name: optionalText(200, 'Name'),
  phone_number: optionalText(50, 'Phone number'),
  notes: optionalText(5000, 'Notes'),
  confirm_duplicate_phone: z.boolean({ error: 'confirm_duplicate_phone must be true or false' }).optional(),
});
export type CreateCustomerRequest = z.input<typeof createCustomerRequestSchema>;

/** PUT /api/customers: absent fields keep their value. */
export const updateCustomerRequestSchema = createCustomerRequestSchema.extend({ id: uuidSchema });
export type UpdateCustomerRequest = z.input<typeof updateCustomerRequestSchema>;

export const customerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ customer: customerSchema }),
});

/** DELETE /api/customers (and /api/assignees, /api/appointments): the id in the body. */
export const deleteByIdRequestSchema = z.object({ id: uuidSchema });
export type DeleteByIdRequest = z.infer<typeof deleteByIdRequestSchema>;

export const groomerSchema = z.object({ id: z.string(), name: z.string() });
export type Groomer = z.infer<typeof groomerSchema>;

const groomerName = plainText('Groomer name', { error: 'Groomer name is required' })
  .trim()
  .min(1, 'Groomer name is required')
  .max(200, 'Groomer name is too long');

/** GET /api/assignees: the company's groomers, by name. */
export const groomersListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ assignees: z.array(groomerSchema) }),
});
/** POST /api/assignees */
export const createGroomerRequestSchema = z.object({ name: groomerName });
export type CreateGroomerRequest = z.infer<typeof createGroomerRequestSchema>;
/** PUT /api/assignees */
export const updateGroomerRequestSchema = z.object({ id: uuidSchema, name: groomerName });
export type UpdateGroomerRequest = z.infer<typeof updateGroomerRequestSchema>;
export const groomerResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ assignee: groomerSchema }),
});
export type GroomerResponse = z.infer<typeof groomerResponseSchema>;

