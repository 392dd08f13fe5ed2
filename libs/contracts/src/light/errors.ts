import * as z from 'zod/mini';

/** Every failed API call answers with this body; some endpoints also name the kind of failure in `type`. */
export const apiErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  type: z.optional(z.string()),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export { ERROR_CODES, type ErrorCode } from '../error-codes';

/**
 * A failed call as the UIs hold it, a value rather than a throw: the API's refusal (its
 * message and code), or a failure on the way that the client names itself (no answer, an
 * answer without the error body, an answer of the wrong shape).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when no answer arrived. */
    readonly status: number,
    readonly code: string,
    /** The answer's `type`, for the endpoints that give one (POST /api/fast-entry). */
    readonly type?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Codes of failures that carry no message from the server, only the client's own wording. */
const NO_SERVER_MESSAGE = new Set(['NETWORK_ERROR', 'HTTP_ERROR', 'INVALID_RESPONSE']);

/**
 * The server's message for a failure, or the screen's fallback when the server gave none:
 * 'Failed to fetch' or 'Request failed: 502' means nothing to the person at the desk.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !NO_SERVER_MESSAGE.has(error.code) && error.message) return error.message;
  return fallback;
}
