import { describe, expect, it } from 'vitest';
import { ApiError } from '@groombook/api-client';
import { failureText } from './failure-text';

describe('failure messages', () => {
  it("adds the server's message when it sent one", () => {
    expect(failureText('Failed to add customer', new ApiError('Name is too long', 400, 'VALIDATION_FAILED'))).toBe(
      'Failed to add customer: Name is too long',
    );
  });

  it('is the action alone when the server said nothing', () => {
    expect(failureText('Failed to delete customer', new ApiError('Failed to fetch', 0, 'NETWORK_ERROR'))).toBe(
      'Failed to delete customer',
    );
    expect(failureText('Failed to delete customer', new ApiError('Request failed: 502', 502, 'HTTP_ERROR'))).toBe(
      'Failed to delete customer',
    );
  });
});
