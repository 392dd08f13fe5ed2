import { describe, expect, it } from 'vitest';
import { companyNameError } from './company-name';

describe('company name on create', () => {
  it('is required', () => {
    expect(companyNameError('')).toBe('Company name is required');
    expect(companyNameError('   ')).toBe('Company name is required');
  });

  it('accepts a name and refuses an overlong one', () => {
    expect(companyNameError('Paws & Suds')).toBeNull();
    expect(companyNameError('x'.repeat(201))).toBe('Company name is too long');
  });
});
