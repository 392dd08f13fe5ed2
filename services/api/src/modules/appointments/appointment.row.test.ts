import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appointmentListItemSchema } from '@groombook/contracts';
import { parseRows } from '../../core/database/rows';
import { appointmentRow } from './appointment.row';
import { APPOINTMENT_ROW } from './appointment.row.fixture';

const row = APPOINTMENT_ROW;

describe('an appointment row', () => {
  it('reaches callers as the list item the API answers with: money as numbers, names under customer and groomer', () => {
    const { customer_name: _name, groomer_name: _groomer, has_customer: _hasCustomer, has_groomer: _hasGroomer, ...columns } = row;
    expect(parseRows(appointmentRow, [row])).toEqual([
      { ...columns, charged_amount: 80, amount_given: 101.6, tip: 15, total_with_tax: 86.6, customer: { name: 'Ann Smith' }, groomer: null },
    ]);
  });

  it('keeps a customer without a name, and drops a groomer whose row is gone', () => {
    const [item] = parseRows(appointmentRow, [{ ...row, customer_name: null, groomer_id: 'g1', has_groomer: false }]);
    expect(item?.customer).toEqual({ name: null });
    expect(item?.groomer).toBeNull();
  });

  it('gives exactly the fields of the contract the API answers with, of its types', () => {
    for (const item of parseRows(appointmentRow, [row, { ...row, customer_name: null, has_customer: false, recurring_config: null, time: null }])) {
      expect(z.strictObject(appointmentListItemSchema.shape).parse(item)).toEqual(item);
    }
  });

  it('fails loudly on a column that is missing or of another type', () => {
    const { tip: _tip, ...withoutTip } = row;
    expect(() => parseRows(appointmentRow, [withoutTip])).toThrow(/Row 0 does not match its schema at tip/);
    expect(() => parseRows(appointmentRow, [{ ...row, duration_minutes: '90' }])).toThrow(/at duration_minutes/);
    expect(() => parseRows(appointmentRow, [row, { ...row, id: 7 }])).toThrow(/Row 1 does not match its schema at id: expected text/);
    expect(() => parseRows(appointmentRow, [row, { ...row, is_recurring: null }])).toThrow(/Row 1 .* at is_recurring: expected a boolean/);
    expect(() => parseRows(appointmentRow, [null])).toThrow(/Row 0 .* expected an object/);
  });
});
