import { describe, expect, it } from 'vitest';
import { demoDataMessage } from './demo-data-message';

describe('demo data counts message', () => {
  it('names the counts the server returned', () => {
    expect(demoDataMessage({ customers: 25, groomers: 4, appointments: 120 })).toBe(
      'Created 25 customers, 4 groomers and 120 appointments',
    );
  });

  it('writes one of a thing in the singular', () => {
    expect(demoDataMessage({ customers: 1, groomers: 1, appointments: 0 })).toBe(
      'Created 1 customer, 1 groomer and 0 appointments',
    );
  });
});
