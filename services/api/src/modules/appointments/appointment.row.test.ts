import { describe, expect, it } from 'vitest';
import { parseRows } from '../../core/database/rows';
import { appointmentRowSchema } from './appointment.row';
import { APPOINTMENT_ROW } from './appointment.row.fixture';

const row = APPOINTMENT_ROW;

describe('an appointment row', () => {
  it('reaches callers as the list item the API answers with: money as numbers, names under customer and groomer', () => {
    const { customer_name: _name, groomer_name: _groomer, has_customer: _hasCustomer, has_groomer: _hasGroomer, ...columns } = row;
    expect(parseRows(appointmentRowSchema, [row])).toEqual([
      { ...columns, charged_amount: 80, amount_given: 101.6, tip: 15, total_with_tax: 86.6, customer: { name: 'Ann Smith' }, groomer: null },
    ]);
  });

  it('keeps a customer without a name, and drops a groomer whose row is gone', () => {
    const [item] = parseRows(appointmentRowSchema, [{ ...row, customer_name: null, groomer_id: 'g1', has_groomer: false }]);
    expect(item?.customer).toEqual({ name: null });
    expect(item?.groomer).toBeNull();
  });

  it('fails loudly on a column that is missing or of another type', () => {
    const { tip: _tip, ...withoutTip } = row;
    expect(() => parseRows(appointmentRowSchema, [withoutTip])).toThrow(/Row 0 does not match its schema at tip/);
    expect(() => parseRows(appointmentRowSchema, [{ ...row, duration_minutes: '90' }])).toThrow(/at duration_minutes/);
  });
});
