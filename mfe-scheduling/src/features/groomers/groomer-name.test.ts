import { describe, expect, it } from 'vitest';
import { groomerNameError } from './groomer-name';

describe('groomer name rule', () => {
  it("reads 'Name is required' when the name is empty or blank", () => {
    expect(groomerNameError('')).toBe('Name is required');
    expect(groomerNameError('   ')).toBe('Name is required');
  });

  it('accepts a name with spaces around it (saving trims it)', () => {
    expect(groomerNameError(' Bella ')).toBeNull();
  });

  it("follows the API's length limit", () => {
    expect(groomerNameError('B'.repeat(201))).toBe('Groomer name is too long');
  });
});
