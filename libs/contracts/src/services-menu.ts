import { z } from 'zod';
import { APPOINTMENT_DURATION, SERVICE_KINDS } from '@groombook/domain';
import { uuidSchema } from './companies';
import { moneySchema, plainText } from './fields';
import { bookingSettingsSchema, dogSizeSchema } from './schedules';

const durationSchema = z
  .number({ error: 'Duration must be a number' })
  .int('Duration must be whole minutes')
  .min(0, 'Duration must be at least 0 minutes')
  .max(APPOINTMENT_DURATION.maxMinutes, `Duration must be at most ${APPOINTMENT_DURATION.maxMinutes} minutes`)
  .refine((value) => value % APPOINTMENT_DURATION.stepMinutes === 0, 'Duration must be in steps of 15 minutes');

/** A value for each dog size. */
const bySize = <T extends z.ZodType>(value: T) => z.object({ small: value, medium: value, large: value, extra_large: value });

/** One entry of a company's menu, as the API answers it. */
export const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(SERVICE_KINDS),
  prices: bySize(z.number()),
  durations: bySize(z.number().int()),
  active: z.boolean(),
  position: z.number().int(),
});
export type Service = z.infer<typeof serviceSchema>;

/** The fields of a menu entry (POST /api/services, and PUT with its id). */
export const serviceFieldsSchema = z.object({
  name: plainText('Name').trim().min(1, 'Name is required').max(100, 'Name is too long'),
  kind: z.enum(SERVICE_KINDS, { error: "Kind must be 'service' or 'add_on'" }),
  prices: bySize(moneySchema('Price')),
  durations: bySize(durationSchema),
  active: z.boolean().default(true),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type ServiceFields = z.input<typeof serviceFieldsSchema>;
export const createServiceRequestSchema = serviceFieldsSchema;
export const updateServiceRequestSchema = serviceFieldsSchema.extend({ id: uuidSchema });
export const deleteServiceRequestSchema = z.object({ id: uuidSchema });

/** GET /api/services[?active=true]: the menu in its order. */
export const servicesQuerySchema = z.object({ active: z.enum(['true', 'false']).optional() });
export const servicesResponseSchema = z.object({ success: z.literal(true), services: z.array(serviceSchema) });
export type ServicesResponse = z.infer<typeof servicesResponseSchema>;
export const serviceResponseSchema = z.object({ success: z.literal(true), message: z.string(), service: serviceSchema });

/** One service or add-on picked for an appointment: the menu entry, at the dog's size. */
export const appointmentServicePickSchema = z.object({ service_id: uuidSchema });
export { dogSizeSchema };

/**
 * GET/PUT /api/company-settings: what a company's admin sets for it: its tax rate and how
 * customers book online (mode, buffer between appointments, cut-off for cancelling). A PUT
 * changes the fields it names.
 */
export const companySettingsSchema = z.object({ tax_rate_percent: z.number() }).extend(bookingSettingsSchema.shape);
export const updateCompanySettingsRequestSchema = bookingSettingsSchema.partial().extend({
  tax_rate_percent: z
    .number({ error: 'Tax rate must be a number' })
    .min(0, 'Tax rate must be at least 0')
    .max(100, 'Tax rate must be at most 100')
    .refine((value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6, 'Tax rate can have at most 3 decimals')
    .optional(),
});
export type UpdateCompanySettings = z.input<typeof updateCompanySettingsRequestSchema>;
export const companySettingsResponseSchema = z.object({ success: z.literal(true), settings: companySettingsSchema });
export type CompanySettingsResponse = z.infer<typeof companySettingsResponseSchema>;
