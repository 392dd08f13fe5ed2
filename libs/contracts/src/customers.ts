import { z } from 'zod';
import { APPOINTMENT_STATUSES, DOG_SIZES, PAYMENT_METHODS, SERVICE_KINDS } from '@groombook/domain';
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
export const customersCountResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ totalCustomers: z.number().int() }),
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
export const deletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

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

/** An appointment row as lists show it: with the customer's and groomer's names. */
/** One service or add-on of an appointment, copied from the menu when it was booked. */
export const appointmentLineSchema = z.object({
  service_id: z.string().nullable(),
  name: z.string(),
  kind: z.enum(SERVICE_KINDS),
  dog_size: z.enum(DOG_SIZES),
  price: z.number(),
  duration_minutes: z.number().int(),
});
export type AppointmentLine = z.infer<typeof appointmentLineSchema>;

export const appointmentListItemSchema = z.object({
  id: z.string(),
  date: z.string(),
  /** HH:MM, or null when no time was given. */
  time: z.string().nullable(),
  customer_id: z.string().nullable(),
  groomer_id: z.string().nullable(),
  dog_name: z.string().nullable(),
  charged_amount: z.number().nullable(),
  amount_given: z.number().nullable(),
  tip: z.number().nullable(),
  total_with_tax: z.number().nullable(),
  notes: z.string().nullable(),
  duration_minutes: z.number().int(),
  is_recurring: z.boolean(),
  recurring_sequence: z.number().int().nullable(),
  recurring_total: z.number().int().nullable(),
  recurring_config: z.unknown().nullable(),
  recurring_group_id: z.string().nullable(),
  customer: z.object({ name: z.string().nullable() }).nullable(),
  groomer: z.object({ name: z.string() }).nullable(),
  /** Where the appointment stands, and the latest change's time (null while never changed). */
  status: z.enum(APPOINTMENT_STATUSES),
  status_changed_at: z.string().nullable(),
  /** A cancellation's reason and whether it came later than the salon allows. */
  cancel_reason: z.string().nullable(),
  cancelled_late: z.boolean().nullable(),
  /** The services and add-ons it was booked for, as they were then (none for older appointments). */
  lines: z.array(appointmentLineSchema),
  /** The price was typed by staff instead of summed from the lines. */
  price_overridden: z.boolean(),
  /** Checkout: how it was paid, the discount taken off, and the tip as it was split. */
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  discount_amount: z.number().nullable(),
  discount_reason: z.string().nullable(),
  tips: z.array(z.object({ groomer_id: z.string(), amount: z.number() })),
});
export type AppointmentListItem = z.infer<typeof appointmentListItemSchema>;
