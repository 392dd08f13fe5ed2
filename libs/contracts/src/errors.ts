import { z } from 'zod';

/** Every failed API call answers with this body; some endpoints also name the kind of failure in `type`. */
export const apiErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  type: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** The machine-readable error codes the API may answer with. */
export const ERROR_CODES = {
  validationFailed: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** GET /api/events asked for without Accept: text/event-stream. */
  notAcceptable: 'NOT_ACCEPTABLE',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidResetLink: 'INVALID_RESET_LINK',
  invalidConfirmationLink: 'INVALID_CONFIRMATION_LINK',
  /** Signed up but the emailed confirmation link has not been opened yet. */
  emailNotConfirmed: 'EMAIL_NOT_CONFIRMED',
  /** A new password that is common, or made from the email or the product's name (sign-up, reset, change, invitation). */
  weakPassword: 'WEAK_PASSWORD',
  /** PUT /api/auth/password: the current password given is wrong. */
  wrongCurrentPassword: 'WRONG_CURRENT_PASSWORD',
  /** Signed in, but not a member of any company: tenant data is out of reach. */
  noCompany: 'NO_COMPANY',
  /** A webhook whose signature does not match (Twilio's X-Twilio-Signature). */
  invalidSignature: 'INVALID_SIGNATURE',
  /**
   * An access token whose user's access changed since it was issued (a new role, disabled,
   * the company suspended): refresh once for a token of the new access, or sign in again.
   */
  sessionRevoked: 'SESSION_REVOKED',
  /** Sign-in or refresh of a disabled user (ACCOUNT_DISABLED_MESSAGE). */
  accountDisabled: 'ACCOUNT_DISABLED',
  /** Sign-in or refresh of a suspended company's user (COMPANY_SUSPENDED_MESSAGE). */
  companySuspended: 'COMPANY_SUSPENDED',
  /** POST/PUT /api/customers: another customer of the company has this number; resend with confirm_duplicate_phone to save anyway. */
  duplicatePhone: 'DUPLICATE_PHONE',
  /** POST /api/online-bookings, POST /api/my-appointment/move: someone took that time first; the body's next_times offers others. */
  slotTaken: 'SLOT_TAKEN',
  /** /api/my-appointment: the link is unknown, expired or its appointment cancelled. */
  invalidAppointmentLink: 'INVALID_APPOINTMENT_LINK',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

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
