import { ApiError, errorMessage } from '@groombook/api-client';

/**
 * What the console gets when a customer's appointments cannot be read (it is logged, and the list shows empty): the server's
 * message when it sent one, else 'Failed to fetch appointments: {status}'.
 */
export function appointmentsFetchFailure(error: unknown): string {
  if (error instanceof ApiError && error.code === 'HTTP_ERROR') return `Failed to fetch appointments: ${error.status}`;
  const serverMessage = errorMessage(error, '');
  if (serverMessage) return serverMessage;
  return `Failed to fetch appointments: ${error instanceof Error ? error.message : String(error)}`;
}
