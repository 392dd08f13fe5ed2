import { describe, expect, it } from 'vitest';
import { buildCustomer } from '@groombook/contracts/testing';
import { customerMatcher } from './customer-matches';

const bella = buildCustomer({ name: 'Bella Owner', phone_number: '(555) 010-2000' });
const max = buildCustomer({ name: 'Max Walker', phone_number: '555-0303' });
const nameless = buildCustomer({ name: '  ', phone_number: '555-0102' });

describe('customerMatcher', () => {
  const search = customerMatcher([bella, max, nameless]);
  const names = (query: string) => search(query).map((customer) => customer.name);

  it('lists every named customer for an empty search', () => {
    expect(names('')).toEqual(['Bella Owner', 'Max Walker']);
  });

  it('finds names fuzzily and phone numbers by their digits, however they are written', () => {
    expect(names('bela')).toEqual(['Bella Owner']);
    expect(names('010 2000')).toEqual(['Bella Owner']);
    expect(names('555')).toEqual(['Bella Owner', 'Max Walker']);
    expect(names('zzz')).toEqual([]);
  });
});
