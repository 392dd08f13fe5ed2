import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './errors';

describe('errorMessage', () => {
  it("is the server's message when it sent one", () => {
    expect(errorMessage(new ApiError('Customer not found', 404, 'NOT_FOUND'), 'Failed to load')).toBe('Customer not found');
  });

  it("is the screen's fallback for a failure the client named itself, or anything else thrown", () => {
    expect(errorMessage(new ApiError('Failed to fetch', 0, 'NETWORK_ERROR'), 'Failed to load')).toBe('Failed to load');
    expect(errorMessage(new ApiError('Request failed: 502', 502, 'HTTP_ERROR'), 'Failed to load')).toBe('Failed to load');
    expect(errorMessage(new ApiError('The server answered in an unexpected shape', 200, 'INVALID_RESPONSE'), 'Failed to load')).toBe(
      'Failed to load',
    );
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed to load')).toBe('Failed to load');
    expect(errorMessage(new ApiError('', 500, 'INTERNAL_ERROR'), 'Failed to load')).toBe('Failed to load');
  });
});
