import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@groombook/domain';
import { SIGN_IN_FIELD_MESSAGES, SIGN_IN_LIMITS } from './sign-in';

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'))
  .transform((value) => value.toLowerCase());

/** A new password (sign-up, reset, update): at least the product's minimum length. */
export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  .max(200, 'Password is too long');

/** POST /api/auth/sign-in */
export const signInRequestSchema = z.object({
  email: z.string().trim().min(1, SIGN_IN_FIELD_MESSAGES.emailRequired).max(SIGN_IN_LIMITS.emailMax, SIGN_IN_FIELD_MESSAGES.emailTooLong),
  password: z.string().min(1, SIGN_IN_FIELD_MESSAGES.passwordRequired).max(SIGN_IN_LIMITS.passwordMax, SIGN_IN_FIELD_MESSAGES.passwordTooLong),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** POST /api/auth/sign-up */
export const signUpRequestSchema = z.object({
  email,
  password: newPasswordSchema,
  name: z.string().trim().max(200, 'Name is too long').optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/**
 * The cookie that carries the refresh token: httpOnly, SameSite=Strict, scoped to
 * REFRESH_COOKIE_PATH. POST /api/auth/refresh and POST /api/auth/sign-out read it; their
 * bodies carry nothing.
 */
export const REFRESH_COOKIE = 'groombook_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

/** POST /api/auth/sign-up: the same answer for a new and an already registered email. */
export const SIGN_UP_MESSAGE = 'Check your email to finish signing up.';

/** POST /api/auth/confirm-email: the token of the emailed confirmation link (/confirm-email?token=…). */
export const confirmEmailRequestSchema = z.object({ token: z.string().min(1, 'token is required').max(512) });
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;
export const EMAIL_CONFIRMED_MESSAGE = 'Your email address is confirmed. You can sign in now.';
export const INVALID_CONFIRMATION_LINK_MESSAGE = 'This confirmation link is invalid or has expired.';
export const EMAIL_NOT_CONFIRMED_MESSAGE = 'Please confirm your email address first: open the link we emailed you.';

export const googleRedeemRequestSchema = z.object({ code: z.string().min(1, 'code is required').max(512) });
export type GoogleRedeemRequest = z.infer<typeof googleRedeemRequestSchema>;

/** POST /api/auth/forgot-password: answers the same whether or not the email exists. */
export const forgotPasswordRequestSchema = z.object({
  email,
  /** Where the emailed link should point ('' or absent: the API's public URL). Must be an allowed origin. */
  redirect_origin: z.string().max(300).optional(),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** The two tokens of an emailed recovery link (/reset-password?access_token=…&refresh_token=…&type=recovery). */
export const recoveryTokensSchema = z.object({
  access_token: z.string().min(1, 'access_token is required').max(4096),
  refresh_token: z.string().min(1, 'refresh_token is required').max(512),
});
export type RecoveryTokens = z.infer<typeof recoveryTokensSchema>;


/** POST /api/auth/reset-password: a new password through a recovery link (single use). */
export const resetPasswordRequestSchema = recoveryTokensSchema.extend({ password: newPasswordSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** PUT /api/auth/password (bearer): a signed-in user sets a new password; every other session ends. */
export const updatePasswordRequestSchema = z.object({
  current_password: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(200, 'Password is too long'),
  password: newPasswordSchema,
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';


export const FORGOT_PASSWORD_MESSAGE = 'Password reset instructions have been sent to your email.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid login credentials';
/** A request with an access token issued before the user's access changed (401 SESSION_REVOKED). */
export const SESSION_REVOKED_MESSAGE = 'Your access has changed since you signed in. Please sign in again.';
export const INVALID_RESET_LINK_MESSAGE = 'Invalid or expired reset link. Please request a new password reset.';
