import * as z from 'zod/mini';
import { DEFAULT_ROLE } from '@groombook/domain';

export const roleSchema = z.enum(['user', 'staff', 'admin', 'superadmin']);

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  created_at: z.string(),
});
export type SessionUserDto = z.infer<typeof sessionUserSchema>;

/**
 * What sign-in, refresh and Google sign-in hand to the client. The refresh token is not
 * here: it travels only in the httpOnly cookie REFRESH_COOKIE, which scripts cannot read.
 */
export const authSessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds the access token lives. */
  expires_in: z.int(),
  /** Epoch seconds at which the access token expires. */
  expires_at: z.int(),
  user: sessionUserSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const authSessionResponseSchema = z.object({ success: z.literal(true), session: authSessionSchema });
export type AuthSessionResponse = z.infer<typeof authSessionResponseSchema>;

/** POST /api/auth/google/redeem: a session, and the page the user was on when they chose Google (a path of this site). */
export const googleRedeemResponseSchema = z.extend(authSessionResponseSchema, { redirect_to: z.string() });
export type GoogleRedeemResponse = z.infer<typeof googleRedeemResponseSchema>;

/** POST /api/auth/recovery/verify: checks a recovery link before the form shows. */
export const recoveryVerifyResponseSchema = z.object({ success: z.literal(true), email: z.string() });

/** Plain acknowledgement: { success: true, message }. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** GET /api/me */
export const meResponseSchema = z.object({
  success: z.literal(true),
  role: roleSchema,
  company_id: z.nullable(z.string()),
  /** The name of the user's company, to show who they work for. */
  company_name: z.nullable(z.string()),
  /** True when a super admin acts in company_id through ACTING_COMPANY_HEADER rather than belonging to it. */
  acting: z.boolean(),
  user: z.object({ id: z.string(), email: z.string(), name: z.nullable(z.string()), created_at: z.string() }),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** GET /api/me as the client reads it: a user without a role has the default role. */
export const meAnswerSchema = z.extend(meResponseSchema, {
  role: z.pipe(
    z.nullish(roleSchema),
    z.transform((role) => role ?? DEFAULT_ROLE),
  ),
});

/**
 * The company a super admin acts in. The API honours it from super admins only (ignored for
 * everyone else) and writes every request made with it to the audit log.
 */
export const ACTING_COMPANY_HEADER = 'X-Company-Id';
