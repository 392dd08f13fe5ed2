import { ApiError } from '@groombook/api-client';

/** An id in the page's address that names nothing of the company's (404), or is no id at all (400). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);
