import { describe, expect, it } from 'vitest';
import { ApiError } from '@groombook/api-client';
import { appointmentsFetchFailure } from './fetch-failure';

describe('a failed appointment fetch in the customer dialog', () => {
  it('logs the status when the server sent no message', () => {
    expect(appointmentsFetchFailure(new ApiError('Request failed: 502', 502, 'HTTP_ERROR'))).toBe('Failed to fetch appointments: 502');
  });

  it("logs the server's message when it answered success: false", () => {
    expect(appointmentsFetchFailure(new ApiError('Customer not found', 404, 'NOT_FOUND'))).toBe('Customer not found');
  });

  it('names what went wrong on the way otherwise', () => {
    expect(appointmentsFetchFailure(new ApiError('Failed to fetch', 0, 'NETWORK_ERROR'))).toBe(
      'Failed to fetch appointments: Failed to fetch',
    );
  });
});
