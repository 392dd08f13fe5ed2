import { Controller, Get, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  authSessionResponseSchema,
  confirmEmailRequestSchema,
  EMAIL_CONFIRMED_MESSAGE,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordRequestSchema,
  meResponseSchema,
  messageResponseSchema,
  recoveryTokensSchema,
  resetPasswordRequestSchema,
  SIGN_UP_MESSAGE,
  signInRequestSchema,
  signUpRequestSchema,
  updatePasswordRequestSchema,
  type AuthSessionResponse,
  type ConfirmEmailRequest,
  type ForgotPasswordRequest,
  type MeResponse,
  type MessageResponse,
  type RecoveryTokens,
  type ResetPasswordRequest,
  type SignInRequest,
  type SignUpRequest,
  type UpdatePasswordRequest,
} from '@groombook/contracts';
import { Responds } from '../../core/api-docs/api-docs.decorators';
import { Access } from '../../core/auth/access.decorator';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { RefreshCookie } from '../../core/auth/refresh-cookie';
import { clientIp } from '../../core/http/client-address';
import { ValidBody } from '../../core/http/valid-input';
import { AuthAction } from './auth-action.decorator';
import { DeviceCookie } from './device-cookie';
import { EmailConfirmationService } from './email-confirmation.service';
import { IdentityService } from './identity.service';
import { PasswordResetService } from './password-reset.service';
import { SessionService, type IssuedSession } from './session.service';

@Controller('api')
export class IdentityController {
  constructor(
    private readonly identity: IdentityService,
    private readonly sessions: SessionService,
    private readonly resets: PasswordResetService,
    private readonly confirmations: EmailConfirmationService,
    private readonly refreshCookie: RefreshCookie,
    private readonly deviceCookie: DeviceCookie,
  ) {}

  @AuthAction('auth/sign-in', 'auth.sign-in')
  async signIn(@ValidBody(signInRequestSchema) body: SignInRequest, @Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply) {
    const issued = await this.identity.signIn(body, clientIp(request), (userId) => this.deviceCookie.knownDevice(request, userId));
    const answer = this.answer(request, response, issued);
    // This browser is now a known device of the account: a lockout of the account spares it.
    this.deviceCookie.remember(request, response, issued.session.user.id);
    return answer;
  }

  /** The same answer for a new and a registered email; the account works once its emailed link is opened. */
  @AuthAction('auth/sign-up', 'auth.sign-up')
  @Responds(messageResponseSchema)
  async signUp(@ValidBody(signUpRequestSchema) body: SignUpRequest, @Req() request: FastifyRequest): Promise<MessageResponse> {
    await this.confirmations.signUp(body, clientIp(request));
    return { success: true, message: SIGN_UP_MESSAGE };
  }

  @AuthAction('auth/confirm-email', 'auth.confirm-email')
  @Responds(messageResponseSchema)
  async confirmEmail(@ValidBody(confirmEmailRequestSchema) body: ConfirmEmailRequest): Promise<MessageResponse> {
    await this.confirmations.confirm(body.token);
    return { success: true, message: EMAIL_CONFIRMED_MESSAGE };
  }

  /**
   * Reads the refresh cookie, rotates it and answers a new access token. A refused cookie is
   * left alone rather than cleared: the refusal may arrive after another tab has signed in
   * and set a fresh one, which clearing would wipe; a dead cookie only earns another 401.
   */
  @AuthAction('auth/refresh', 'auth.refresh')
  @Responds(authSessionResponseSchema)
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<AuthSessionResponse> {
    return this.answer(request, response, await this.sessions.refresh(this.refreshCookie.read(request)));
  }

  /**
   * Ends the session of the refresh cookie (no bearer needed: an expired tab can still sign
   * out); its access tokens stop on their next request.
   */
  @AuthAction('auth/sign-out', 'auth.sign-out')
  @Responds(messageResponseSchema)
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<MessageResponse> {
    await this.sessions.end(this.refreshCookie.read(request));
    this.refreshCookie.clear(request, response);
    return { success: true, message: 'Signed out' };
  }

  @AuthAction('auth/forgot-password', 'auth.forgot-password')
  @Responds(messageResponseSchema)
  async forgotPassword(@ValidBody(forgotPasswordRequestSchema) body: ForgotPasswordRequest, @Req() request: FastifyRequest): Promise<MessageResponse> {
    await this.resets.requestReset(body.email, body.redirect_origin, clientIp(request));
    return { success: true, message: FORGOT_PASSWORD_MESSAGE };
  }

  @AuthAction('auth/recovery/verify', 'auth.recovery-verify')
  async verifyRecovery(@ValidBody(recoveryTokensSchema) body: RecoveryTokens): Promise<{ success: true; email: string }> {
    return { success: true, ...(await this.resets.verify(body)) };
  }

  @AuthAction('auth/reset-password', 'auth.reset-password')
  @Responds(messageResponseSchema)
  async resetPassword(@ValidBody(resetPasswordRequestSchema) body: ResetPasswordRequest): Promise<MessageResponse> {
    await this.resets.reset(body, body.password);
    return { success: true, message: 'Your password has been updated.' };
  }

  @Put('auth/password')
  @Access('auth.update-password')
  @Responds(messageResponseSchema)
  async updatePassword(
    @CurrentUser() user: AuthUser,
    @ValidBody(updatePasswordRequestSchema) body: UpdatePasswordRequest,
    @Req() request: FastifyRequest,
  ): Promise<MessageResponse> {
    await this.identity.updatePassword(user, body, clientIp(request), this.deviceCookie.knownDevice(request, user.id));
    return { success: true, message: 'Your password has been updated.' };
  }

  @Get('me')
  @Access('me.read')
  @Responds(meResponseSchema)
  me(@CurrentUser() user: AuthUser): Promise<MeResponse> {
    return this.identity.me(user);
  }

  private answer(request: FastifyRequest, response: FastifyReply, issued: IssuedSession): AuthSessionResponse {
    this.refreshCookie.set(request, response, issued.refreshToken);
    return { success: true, session: issued.session };
  }
}
