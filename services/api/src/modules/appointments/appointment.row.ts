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
  // Field by field, without rest and spread: this runs for every row of every list (200 a month page).
  .transform(
    (r): AppointmentListItem => ({
      id: r.id,
      date: r.date,
      time: r.time,
      customer_id: r.customer_id,
      groomer_id: r.groomer_id,
      dog_name: r.dog_name,
      charged_amount: toNumber(r.charged_amount),
      amount_given: toNumber(r.amount_given),
      tip: toNumber(r.tip),
      total_with_tax: toNumber(r.total_with_tax),
      notes: r.notes,
      duration_minutes: r.duration_minutes,
      is_recurring: r.is_recurring,
      recurring_sequence: r.recurring_sequence,
      recurring_total: r.recurring_total,
      recurring_config: r.recurring_config ?? null,
      recurring_group_id: r.recurring_group_id,
      customer: r.has_customer ? { name: r.customer_name } : null,
      groomer: r.has_groomer && r.groomer_name !== null ? { name: r.groomer_name } : null,
    }),
  );

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
