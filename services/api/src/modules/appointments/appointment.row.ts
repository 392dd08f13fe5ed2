import { z } from 'zod';
import type { AppointmentListItem } from '@groombook/contracts';
import { toNumber } from '../../core/database/sql';

/**
 * An appointment joined with its customer's and groomer's names, as `appointments.repository.ts`
 * selects it: date as text and time as HH:MM (the API's forms, whatever the session's
 * settings), money as pg hands numeric over (text). It reaches callers as the list item the
 * API answers with.
 */
export const appointmentRowSchema = z
  .object({
    id: z.string(),
    date: z.string(),
    time: z.string().nullable(),
    customer_id: z.string().nullable(),
    groomer_id: z.string().nullable(),
    dog_name: z.string().nullable(),
    charged_amount: z.string().nullable(),
    amount_given: z.string().nullable(),
    tip: z.string().nullable(),
    total_with_tax: z.string().nullable(),
    notes: z.string().nullable(),
    duration_minutes: z.number(),
    is_recurring: z.boolean(),
    recurring_sequence: z.number().nullable(),
    recurring_total: z.number().nullable(),
    recurring_config: z.unknown(),
    recurring_group_id: z.string().nullable(),
    customer_name: z.string().nullable(),
    groomer_name: z.string().nullable(),
    has_customer: z.boolean(),
    has_groomer: z.boolean(),
  })
  .transform(
    (row): AppointmentListItem => ({
      id: row.id,
      date: row.date,
      time: row.time,
      customer_id: row.customer_id,
      groomer_id: row.groomer_id,
      dog_name: row.dog_name,
      charged_amount: toNumber(row.charged_amount),
      amount_given: toNumber(row.amount_given),
      tip: toNumber(row.tip),
      total_with_tax: toNumber(row.total_with_tax),
      notes: row.notes,
      duration_minutes: row.duration_minutes,
      is_recurring: row.is_recurring,
      recurring_sequence: row.recurring_sequence,
      recurring_total: row.recurring_total,
      recurring_config: row.recurring_config ?? null,
      recurring_group_id: row.recurring_group_id,
      customer: row.has_customer ? { name: row.customer_name } : null,
      groomer: row.has_groomer && row.groomer_name !== null ? { name: row.groomer_name } : null,
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
