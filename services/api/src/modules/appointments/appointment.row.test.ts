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

  it("checks each line and tip share as the contract has them, and keeps pg's objects", () => {
    const line = { service_id: null, name: 'Bath', kind: 'service', dog_size: 'small', price: 40, duration_minutes: 45 };
    const share = { groomer_id: 'g1', amount: 5 };
    const withLists = { ...row, lines: [line], tips: [share] };
    const [item] = parseRows(appointmentRow, [withLists]);
    expect(item?.lines).toEqual([line]);
    expect(item?.tips).toEqual([share]);
    expect(z.strictObject(appointmentListItemSchema.shape).parse(item)).toEqual(item);
    const refused: [string, unknown][] = [
      ['lines', { ...line, kind: 'groom' }],
      ['lines', { ...line, dog_size: 'huge' }],
      ['lines', { ...line, price: '40.00' }],
      ['lines', { ...line, duration_minutes: 45.5 }],
      ['lines', { ...line, service_id: 7 }],
      ['lines', { ...line, extra: true }],
      ['lines', { name: 'Bath' }],
      ['lines', null],
      ['tips', { ...share, amount: '5' }],
      ['tips', { groomer_id: 'g1' }],
      ['tips', [share]],
    ];
    for (const [name, member] of refused) {
      expect(() => parseRows(appointmentRow, [{ ...withLists, [name]: [member] }])).toThrow(new RegExp(`at ${name}: expected a list of`));
    }
    expect(() => parseRows(appointmentRow, [{ ...withLists, lines: { 0: line } }])).toThrow(/at lines: expected a list of appointment lines/);
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
