import { describe, expect, it } from 'vitest';
import { customerSavedMessage, customersDeletedMessage } from './customer-feedback';
import { backToRow, rowToFocus } from './list/return-to-row';

describe('what the toast says of customers', () => {
  it("names the customer saved, or says 'Customer saved' for one without a name", () => {
    expect(customerSavedMessage({ name: ' Olivia Garcia ' })).toBe('Customer Olivia Garcia saved');
    expect(customerSavedMessage({ name: '  ' })).toBe('Customer saved');
    expect(customerSavedMessage({ name: null })).toBe('Customer saved');
  });

  it('names one customer deleted and counts several', () => {
    expect(customersDeletedMessage([{ name: 'Olivia Garcia' }])).toBe('Customer Olivia Garcia deleted');
    expect(customersDeletedMessage([{ name: null }])).toBe('Customer deleted');
    expect(customersDeletedMessage([{ name: 'A' }, { name: 'B' }, { name: null }])).toBe('3 customers deleted');
  });
});

describe("the way back to a customer's row", () => {
  it('goes to the list carrying the customer whose row takes the focus', () => {
    const { to, state } = backToRow('c-1');
    expect(to).toBe('/customers');
    expect(rowToFocus(state)).toBe('c-1');
  });

  it('finds no row in any other navigation state', () => {
    for (const state of [null, undefined, 'c-1', {}, { focusCustomerId: '' }, { focusCustomerId: 7 }]) expect(rowToFocus(state)).toBeNull();
  });
});
