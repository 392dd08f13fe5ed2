import type { AppointmentListItem } from '@groombook/contracts';
import { toNumber } from '../../core/database/sql';

/** An appointment joined with its customer's and groomer's names. */
export interface AppointmentRow {
  id: string;
  date: string;
  time: string | null;
  customer_id: string | null;
  groomer_id: string | null;
  dog_name: string | null;
  charged_amount: string | null;
  amount_given: string | null;
  tip: string | null;
  total_with_tax: string | null;
  notes: string | null;
  duration_minutes: number;
  is_recurring: boolean;
  recurring_sequence: number | null;
  recurring_total: number | null;
  recurring_config: unknown;
  recurring_group_id: string | null;
  customer_name: string | null;
  groomer_name: string | null;
  has_customer: boolean;
  has_groomer: boolean;
}

/** date as text, time as HH:MM: the API's forms, whatever the session's settings. */
export const SELECT_APPOINTMENT = `
  SELECT a.id, to_char(a.date, 'YYYY-MM-DD') AS date, to_char(a.time, 'HH24:MI') AS time,
         a.customer_id, a.groomer_id, a.dog_name, a.charged_amount, a.amount_given, a.tip, a.total_with_tax,
         a.notes, a.duration_minutes, a.is_recurring, a.recurring_sequence, a.recurring_total,
         a.recurring_config, a.recurring_group_id,
         c.name AS customer_name, g.name AS groomer_name,
         c.id IS NOT NULL AS has_customer, g.id IS NOT NULL AS has_groomer
  FROM appointments a
  LEFT JOIN customers c ON c.id = a.customer_id
  LEFT JOIN groomers g ON g.id = a.groomer_id`;

export function toAppointmentListItem(row: AppointmentRow): AppointmentListItem {
  return {
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
  };
}
