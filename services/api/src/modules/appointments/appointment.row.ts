import { z } from 'zod';
import type { AppointmentLine, AppointmentListItem } from '@groombook/contracts';
import { APPOINTMENT_STATUSES, DOG_SIZES, PAYMENT_METHODS, RELEASED_STATUSES, SERVICE_KINDS } from '@groombook/domain';
import { column } from '../../core/database/columns';
import type { RowReader } from '../../core/database/rows';

const statusSchema = z.enum(APPOINTMENT_STATUSES);
const paymentMethodSchema = z.enum(PAYMENT_METHODS).nullable();

type TipShare = AppointmentListItem['tips'][number];
const KINDS: ReadonlySet<unknown> = new Set(SERVICE_KINDS);
const SIZES: ReadonlySet<unknown> = new Set(DOG_SIZES);
const LINE_FIELDS = 6;
const TIP_FIELDS = 2;

/** An object with exactly `fields` keys (the statement builds each with json_build_object). */
const isRecord = (value: unknown, fields: number): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === fields;

const isLine = (value: unknown): value is AppointmentLine =>
  isRecord(value, LINE_FIELDS) &&
  (value.service_id === null || typeof value.service_id === 'string') &&
  typeof value.name === 'string' &&
  KINDS.has(value.kind) &&
  SIZES.has(value.dog_size) &&
  typeof value.price === 'number' &&
  Number.isInteger(value.duration_minutes);

const isTipShare = (value: unknown): value is TipShare =>
  isRecord(value, TIP_FIELDS) && typeof value.groomer_id === 'string' && typeof value.amount === 'number';

/**
 * An appointment joined with its customer's and groomer's names, as `appointments.repository.ts`
 * selects it (date as text and time as HH:MM, the API's forms whatever the session's settings;
 * money as pg hands numeric over, text; the names flat beside their flags), read into the list
 * item the API answers with. Read by hand, column by column: a month page maps 200 of them.
 */
export const appointmentRow: RowReader<AppointmentListItem> = (row) => {
  const customerName = column.textOrNull(row, 'customer_name');
  const groomerName = column.textOrNull(row, 'groomer_name');
  return {
    id: column.text(row, 'id'),
    date: column.text(row, 'date'),
    time: column.textOrNull(row, 'time'),
    customer_id: column.textOrNull(row, 'customer_id'),
    groomer_id: column.textOrNull(row, 'groomer_id'),
    dog_name: column.textOrNull(row, 'dog_name'),
    charged_amount: column.numericOrNull(row, 'charged_amount'),
    amount_given: column.numericOrNull(row, 'amount_given'),
    tip: column.numericOrNull(row, 'tip'),
    total_with_tax: column.numericOrNull(row, 'total_with_tax'),
    notes: column.textOrNull(row, 'notes'),
    duration_minutes: column.integer(row, 'duration_minutes'),
    is_recurring: column.boolean(row, 'is_recurring'),
    recurring_sequence: column.integerOrNull(row, 'recurring_sequence'),
    recurring_total: column.integerOrNull(row, 'recurring_total'),
    recurring_config: column.json(row, 'recurring_config') ?? null,
    recurring_group_id: column.textOrNull(row, 'recurring_group_id'),
    customer: column.boolean(row, 'has_customer') ? { name: customerName } : null,
    groomer: column.boolean(row, 'has_groomer') && groomerName !== null ? { name: groomerName } : null,
    status: statusSchema.parse(column.text(row, 'status')),
    status_changed_at: column.timestampOrNull(row, 'status_changed_at'),
    cancel_reason: column.textOrNull(row, 'cancel_reason'),
    cancelled_late: column.booleanOrNull(row, 'cancelled_late'),
    lines: column.jsonList(row, 'lines', 'a list of appointment lines', isLine),
    price_overridden: column.boolean(row, 'price_overridden'),
    payment_method: paymentMethodSchema.parse(column.textOrNull(row, 'payment_method')),
    discount_amount: column.numericOrNull(row, 'discount_amount'),
    discount_reason: column.textOrNull(row, 'discount_reason'),
    tips: column.jsonList(row, 'tips', 'a list of tip shares', isTipShare),
  };
};

/** Cancelled and no-show appointments no longer take their groomer's time: a slot query leaves them out, so they conflict with nothing. */
export const HOLDS_ITS_SLOT = `a.status NOT IN (${RELEASED_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/** An appointment as the conflict sweep sees it: its groomer's slot and who it is for. */
export interface AppointmentSlotRow {
  id: string;
  groomer_id: string | null;
  date: string;
  time: string | null;
  duration_minutes: number;
  customer_name: string | null;
  dog_name: string | null;
}

/**
 * A slot row checked by hand, column by column, and kept as pg made it (the query selects exactly
 * these columns): a month's conflict map reads a few thousand of them, and a copy of each is garbage.
 */
export const appointmentSlotRow: RowReader<AppointmentSlotRow> = (row) => {
  column.text(row, 'id');
  column.textOrNull(row, 'groomer_id');
  column.text(row, 'date');
  column.textOrNull(row, 'time');
  column.integer(row, 'duration_minutes');
  column.textOrNull(row, 'customer_name');
  column.textOrNull(row, 'dog_name');
  return row as unknown as AppointmentSlotRow;
};
