import { describe, expect, it } from 'vitest';
import { customerDialogTitle, customerToSave, initialFields } from './customer-fields';

const bella = { name: 'Bella Owner', phone_number: '555-0102', notes: 'Nervous poodle' };

describe('saving a customer', () => {
  it('saves nothing when name, phone and notes are all empty (spaces count as empty)', () => {
    expect(customerToSave({ name: '', phone: '', notes: '' })).toBeNull();
    expect(customerToSave({ name: '  ', phone: '\t', notes: ' \n ' }, bella)).toBeNull();
  });

  it('saves a new customer when any one field is present, the others as null', () => {
    expect(customerToSave({ name: '', phone: '', notes: 'Walk-in' })).toEqual({ name: null, phone_number: null, notes: 'Walk-in' });
    expect(customerToSave({ name: ' Rex ', phone: '555 1234', notes: '' })).toEqual({
      name: 'Rex',
      phone_number: '555 1234',
      notes: null,
    });
  });

  it("falls back to the existing customer's value for every empty field", () => {
    expect(customerToSave({ name: 'Bella O.', phone: '', notes: '' }, bella)).toEqual({
      name: 'Bella O.',
      phone_number: '555-0102',
      notes: 'Nervous poodle',
    });
    expect(customerToSave({ name: '', phone: '555-9999', notes: '' }, { ...bella, notes: null })).toEqual({
      name: 'Bella Owner',
      phone_number: '555-9999',
      notes: null,
    });
  });

  it('does no format validation of the name or the phone', () => {
    expect(customerToSave({ name: '123', phone: 'call the shop', notes: '' })).toEqual({
      name: '123',
      phone_number: 'call the shop',
      notes: null,
    });
  });

  it("opens with the customer's values, or the pre-filled name of a new customer", () => {
    expect(initialFields(bella)).toEqual({ name: 'Bella Owner', phone: '555-0102', notes: 'Nervous poodle' });
    expect(initialFields({ name: null, phone_number: null, notes: null })).toEqual({ name: '', phone: '', notes: '' });
    expect(initialFields(null, 'Max')).toEqual({ name: 'Max', phone: '', notes: '' });
  });
});

describe('the customer dialog title', () => {
  it("is 'Edit Customer' for a customer with a name", () => {
    expect(customerDialogTitle(bella)).toBe('Edit Customer');
    expect(customerDialogTitle(bella, 'Someone else')).toBe('Edit Customer');
  });

  it("is 'Add: {initial name}' when a name is pre-filled", () => {
    expect(customerDialogTitle(null, 'Max Walker')).toBe('Add: Max Walker');
    expect(customerDialogTitle({ name: null }, ' Max ')).toBe('Add: Max');
  });

  it("is 'Add Customer' otherwise", () => {
    expect(customerDialogTitle(null)).toBe('Add Customer');
    expect(customerDialogTitle(null, '   ')).toBe('Add Customer');
    expect(customerDialogTitle({ name: '  ' })).toBe('Add Customer');
  });
});
