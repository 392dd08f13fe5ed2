/**
 * The API's machine-readable error codes. A module of its own, without zod: the sign-in page
 * (a plain-TypeScript document, mfe-marketing/public-pages) reads a refusal's code from here.
 */
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
