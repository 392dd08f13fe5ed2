import { z } from 'zod';

/** Every failed API call answers with this body. */
export const apiErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
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
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidResetLink: 'INVALID_RESET_LINK',
  invalidConfirmationLink: 'INVALID_CONFIRMATION_LINK',
  /** Signed up but the emailed confirmation link has not been opened yet. */
  emailNotConfirmed: 'EMAIL_NOT_CONFIRMED',
  /** PUT /api/auth/password: the current password given is wrong. */
  wrongCurrentPassword: 'WRONG_CURRENT_PASSWORD',
  /** Signed in, but not a member of any company: tenant data is out of reach. */
  noCompany: 'NO_COMPANY',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
