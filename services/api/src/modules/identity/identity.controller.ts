import { Body, Controller, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  confirmEmailRequestSchema,
  EMAIL_CONFIRMED_MESSAGE,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordRequestSchema,
  recoveryTokensSchema,
  resetPasswordRequestSchema,
  SIGN_UP_MESSAGE,
  signInRequestSchema,
  signUpRequestSchema,
  updatePasswordRequestSchema,
  type AuthSessionResponse,
  type MeResponse,
  type MessageResponse,
} from '@groombook/contracts';
import { z } from 'zod';
import { Access } from '../../core/auth/access.decorator';
import type { AuthUser } from '../../core/auth/auth-user';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import { RefreshCookie } from '../../core/auth/refresh-cookie';
import { clientIp } from '../../core/http/client-address';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
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
  ) {}

  @Post('auth/sign-in')
  @HttpCode(200)
  @Access('auth.sign-in')
  async signIn(
    @Body(new ZodValidationPipe(signInRequestSchema)) body: z.infer<typeof signInRequestSchema>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthSessionResponse> {
    return this.answer(request, response, await this.identity.signIn(body, clientIp(request)));
  }

  /** The same answer for a new and a registered email; the account works once its emailed link is opened. */
  @Post('auth/sign-up')
  @HttpCode(200)
  @Access('auth.sign-up')
  async signUp(
    @Body(new ZodValidationPipe(signUpRequestSchema)) body: z.infer<typeof signUpRequestSchema>,
    @Req() request: Request,
  ): Promise<MessageResponse> {
    await this.confirmations.signUp(body, clientIp(request));
    return { success: true, message: SIGN_UP_MESSAGE };
  }

  @Post('auth/confirm-email')
  @HttpCode(200)
  @Access('auth.confirm-email')
  async confirmEmail(
    @Body(new ZodValidationPipe(confirmEmailRequestSchema)) body: z.infer<typeof confirmEmailRequestSchema>,
  ): Promise<MessageResponse> {
    await this.confirmations.confirm(body.token);
    return { success: true, message: EMAIL_CONFIRMED_MESSAGE };
  }

  /**
   * Reads the refresh cookie, rotates it and answers a new access token. A refused cookie is
   * left alone rather than cleared: the refusal may arrive after another tab has signed in
   * and set a fresh one, which clearing would wipe; a dead cookie only earns another 401.
   */
  @Post('auth/refresh')
  @HttpCode(200)
  @Access('auth.refresh')
  async refresh(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AuthSessionResponse> {
    return this.answer(request, response, await this.sessions.refresh(this.refreshCookie.read(request)));
  }

  /** Ends the session of the refresh cookie (no bearer needed: an expired tab can still sign out). */
  @Post('auth/sign-out')
  @HttpCode(200)
  @Access('auth.sign-out')
  async signOut(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<MessageResponse> {
    await this.sessions.end(this.refreshCookie.read(request));
    this.refreshCookie.clear(request, response);
    return { success: true, message: 'Signed out' };
  }

  @Post('auth/forgot-password')
  @HttpCode(200)
  @Access('auth.forgot-password')
  async forgotPassword(
    @Body(new ZodValidationPipe(forgotPasswordRequestSchema)) body: z.infer<typeof forgotPasswordRequestSchema>,
    @Req() request: Request,
  ): Promise<MessageResponse> {
    await this.resets.requestReset(body.email, body.redirect_origin, clientIp(request));
    return { success: true, message: FORGOT_PASSWORD_MESSAGE };
  }

  @Post('auth/recovery/verify')
  @HttpCode(200)
  @Access('auth.recovery-verify')
  async verifyRecovery(
    @Body(new ZodValidationPipe(recoveryTokensSchema)) body: z.infer<typeof recoveryTokensSchema>,
  ): Promise<{ success: true; email: string }> {
    return { success: true, ...(await this.resets.verify(body)) };
  }

  @Post('auth/reset-password')
  @HttpCode(200)
  @Access('auth.reset-password')
  async resetPassword(
    @Body(new ZodValidationPipe(resetPasswordRequestSchema)) body: z.infer<typeof resetPasswordRequestSchema>,
  ): Promise<MessageResponse> {
    await this.resets.reset(body, body.password);
    return { success: true, message: 'Your password has been updated.' };
  }

  @Put('auth/password')
  @Access('auth.update-password')
  async updatePassword(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(updatePasswordRequestSchema)) body: z.infer<typeof updatePasswordRequestSchema>,
    @Req() request: Request,
  ): Promise<MessageResponse> {
    await this.identity.updatePassword(user, body, clientIp(request));
    return { success: true, message: 'Your password has been updated.' };
  }

  @Get('me')
  @Access('me.read')
  me(@CurrentUser() user: AuthUser): Promise<MeResponse> {
    return this.identity.me(user);
  }

  private answer(request: Request, response: Response, issued: IssuedSession): AuthSessionResponse {
    this.refreshCookie.set(request, response, issued.refreshToken);
    return { success: true, session: issued.session };
  }
}
