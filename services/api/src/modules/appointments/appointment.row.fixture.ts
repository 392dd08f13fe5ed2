import type { AppointmentListItem } from '@groombook/contracts';
import { buildAppointment, buildCustomer } from '@groombook/contracts/testing';

const asNumeric = (amount: number | null) => (amount === null ? null : amount.toFixed(2));

/** The row pg hands over for `item` (numeric as text, the joined names flat beside their flags): the schema's input, for tests. */
export function appointmentRowOf(item: AppointmentListItem) {
  const { customer, groomer, charged_amount, amount_given, tip, total_with_tax, discount_amount, status_changed_at, ...columns } = item;
  return {
    ...columns,
    discount_amount: asNumeric(discount_amount),
    status_changed_at: status_changed_at === null ? null : new Date(status_changed_at),
    charged_amount: asNumeric(charged_amount),
    amount_given: asNumeric(amount_given),
    tip: asNumeric(tip),
    total_with_tax: asNumeric(total_with_tax),
    customer_name: customer?.name ?? null,
    groomer_name: groomer?.name ?? null,
    has_customer: customer !== null,
    has_groomer: groomer !== null,
  };
}

export const APPOINTMENT_ROW = appointmentRowOf(
  buildAppointment(
    { id: 'a1', date: '2026-03-04', time: '09:30', customer_id: 'c1', charged_amount: 80, amount_given: 101.6, tip: 15, total_with_tax: 86.6 },
    { customer: buildCustomer({ id: 'c1', name: 'Ann Smith' }), groomer: null },
  ),
);
