import { mutationOptions } from '@tanstack/react-query';
import { type SignInRequest, type SignUpRequest, type UpdatePasswordRequest } from '@groombook/contracts';
import { googleRedeemResponseSchema, recoveryVerifyResponseSchema } from '@groombook/contracts/light';
import { authSessionResponseSchema, messageResponseSchema, type AuthSession } from '@groombook/contracts/light';
import type { Session } from '@groombook/auth';
import { apiRequest, apiUrl, unwrap } from './client';

/** The API's session as the session store keeps it (expiry in epoch milliseconds). */
export function toSession(session: AuthSession): Session {
  return {
    accessToken: session.access_token,
    expiresAt: session.expires_at * 1000,
    user: { id: session.user.id, email: session.user.email, createdAt: session.user.created_at },
  };
}

export interface RecoveryTokens {
  access_token: string;
  refresh_token: string;
}

export function signInWithPassword(credentials: SignInRequest) {
  return apiRequest('/api/auth/sign-in', { method: 'POST', body: credentials, schema: authSessionResponseSchema, auth: false });
}

/** No session: the new account first confirms its email through the emailed link. */
export function signUp(request: SignUpRequest) {
  return apiRequest('/api/auth/sign-up', { method: 'POST', body: request, schema: messageResponseSchema, auth: false });
}

/** POST /api/auth/confirm-email with the token of the emailed link. */
export function confirmEmail(token: string, signal?: AbortSignal) {
  return apiRequest('/api/auth/confirm-email', { method: 'POST', body: { token }, schema: messageResponseSchema, auth: false, signal });
}

/**
 * A new session from the refresh cookie, which the API rotates. Callers go through
 * session-refresh.ts, which makes sure no two tabs spend the same cookie.
 */
export function refreshFromCookie() {
  return apiRequest('/api/auth/refresh', { method: 'POST', schema: authSessionResponseSchema, auth: false });
}

/** Ends the refresh cookie's session family on the server and clears the cookie. */
export function signOutOfApi() {
  return apiRequest('/api/auth/sign-out', { method: 'POST', schema: messageResponseSchema, auth: false });
}

/** Turns the one-time code Google sign-in came back with into a session (and the refresh cookie). */
export function redeemGoogleCode(code: string) {
  return apiRequest('/api/auth/google/redeem', { method: 'POST', body: { code }, schema: googleRedeemResponseSchema, auth: false });
}

/** The emailed link points back at this page's origin. */
export function requestPasswordReset(email: string, redirectOrigin: string) {
  return apiRequest('/api/auth/forgot-password', {
    method: 'POST',
    body: { email, redirect_origin: redirectOrigin },
    schema: messageResponseSchema,
    auth: false,
  });
}

export function verifyRecoveryLink(tokens: RecoveryTokens, signal?: AbortSignal) {
  return apiRequest('/api/auth/recovery/verify', {
    method: 'POST',
    body: tokens,
    schema: recoveryVerifyResponseSchema,
    auth: false,
    signal,
  });
}

export function resetPassword(tokens: RecoveryTokens, password: string) {
  return apiRequest('/api/auth/reset-password', {
    method: 'POST',
    body: { ...tokens, password },
    schema: messageResponseSchema,
    auth: false,
  });
}

/** A signed-in user sets a new password, proving the current one. */
export function updatePassword(request: UpdatePasswordRequest) {
  return apiRequest('/api/auth/password', { method: 'PUT', body: request, schema: messageResponseSchema });
}

/** Where the browser goes to sign in with Google; the API brings it back to /login with the result. */
export function googleSignInUrl(redirectTo: string): string {
  return apiUrl('/api/auth/google', { redirect_to: redirectTo });
}

export function signInMutationOptions() {
  return mutationOptions({
    mutationKey: ['auth', 'sign-in'],
    mutationFn: (credentials: SignInRequest) => unwrap(signInWithPassword(credentials)),
  });
}

export function forgotPasswordMutationOptions() {
  return mutationOptions({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: ({ email, redirectOrigin }: { email: string; redirectOrigin: string }) =>
      unwrap(requestPasswordReset(email, redirectOrigin)),
  });
}

export function resetPasswordMutationOptions() {
  return mutationOptions({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: ({ tokens, password }: { tokens: RecoveryTokens; password: string }) => unwrap(resetPassword(tokens, password)),
  });
}

export function updatePasswordMutationOptions() {
  return mutationOptions({
    mutationKey: ['auth', 'update-password'],
    mutationFn: (request: UpdatePasswordRequest) => unwrap(updatePassword(request)),
  });
}
