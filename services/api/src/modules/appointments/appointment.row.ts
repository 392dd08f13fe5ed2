import { z } from 'zod';
import { appointmentListItemSchema, type AppointmentListItem } from '@groombook/contracts';
import { toNumber } from '../../core/database/sql';

/**
 * An appointment joined with its customer's and groomer's names, as `appointments.repository.ts`
 * selects it: date as text and time as HH:MM (the API's forms, whatever the session's
 * settings), money as pg hands numeric over (text). It reaches callers as the list item the
 * API answers with.
 */
const MONEY = { charged_amount: true, amount_given: true, tip: true, total_with_tax: true } as const;
const money = z.string().nullable();

// The contract's fields, except that money arrives as text and the names arrive flat beside their flags.
export const appointmentRowSchema = appointmentListItemSchema
  .omit({ ...MONEY, customer: true, groomer: true })
  .extend({
    charged_amount: money,
    amount_given: money,
    tip: money,
    total_with_tax: money,
    customer_name: z.string().nullable(),
    groomer_name: z.string().nullable(),
    has_customer: z.boolean(),
    has_groomer: z.boolean(),
  })
  .transform(({ charged_amount, amount_given, tip, total_with_tax, customer_name, groomer_name, has_customer, has_groomer, ...row }): AppointmentListItem => ({
    ...row,
    charged_amount: toNumber(charged_amount),
    amount_given: toNumber(amount_given),
    tip: toNumber(tip),
    total_with_tax: toNumber(total_with_tax),
    recurring_config: row.recurring_config ?? null,
    customer: has_customer ? { name: customer_name } : null,
    groomer: has_groomer && groomer_name !== null ? { name: groomer_name } : null,
  }));

/** An appointment as the conflict sweep sees it: its groomer's slot and who it is for. */
export const appointmentSlotRowSchema = z.object({
  id: z.string(),
  groomer_id: z.string().nullable(),
  date: z.string(),
  time: z.string().nullable(),
  duration_minutes: z.number(),
  customer_name: z.string().nullable(),
  dog_name: z.string().nullable(),
});
export type AppointmentSlotRow = z.infer<typeof appointmentSlotRowSchema>;
