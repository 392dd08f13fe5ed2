import { describe, expect, it } from 'vitest';
import { fillTemplate } from '@groombook/domain';
import { SMS_BODY_MAX_LENGTH } from '@groombook/contracts';
import { dogNames, fitBody } from './campaign-merge-fields';

describe('campaign merge fields', () => {
  it('says the dogs as people do: one, two with "and", several with commas', () => {
    expect(dogNames([])).toBe('');
    expect(dogNames(['Max'])).toBe('Max');
    expect(dogNames(['Max', ' Bella '])).toBe('Max and Bella');
    expect(dogNames(['Max', 'Bella', 'Rex'])).toBe('Max, Bella and Rex');
  });

  it('fills a campaign template per recipient, a missing dog by the template’s fallback or the default one', () => {
    const template = 'Hi {customer_first_name}, {pet_name|your pup} is due a bath';
    expect(fillTemplate(template, { customer_first_name: 'Ann', pet_name: dogNames(['Max', 'Bella']) })).toBe('Hi Ann, Max and Bella is due a bath');
    expect(fillTemplate(template, { customer_first_name: 'Bob', pet_name: dogNames([]) })).toBe('Hi Bob, your pup is due a bath');
    expect(fillTemplate('{pet_name} misses you', { pet_name: '' })).toBe('your dog misses you');
  });

  it('cuts a filled message to what one SMS body may hold', () => {
    expect(fitBody('short')).toBe('short');
    expect(fitBody('x'.repeat(SMS_BODY_MAX_LENGTH + 40))).toHaveLength(SMS_BODY_MAX_LENGTH);
  });
});
