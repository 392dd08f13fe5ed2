import { Body, Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordRequestSchema,
  recoveryTokensSchema,
  refreshRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signOutRequestSchema,
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
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { IdentityService } from './identity.service';
import { PasswordResetService } from './password-reset.service';
import { SessionService } from './session.service';

const clientIp = (request: Request) => request.ip ?? 'unknown';

@Controller('api')
export class IdentityController {
  constructor(
    private readonly identity: IdentityService,
    private readonly sessions: SessionService,
    private readonly resets: PasswordResetService,
  ) {}

  @Post('auth/sign-in')
  @HttpCode(200)
  @Access('auth.sign-in')
  async signIn(
    @Body(new ZodValidationPipe(signInRequestSchema)) body: z.infer<typeof signInRequestSchema>,
    @Req() request: Request,
  ): Promise<AuthSessionResponse> {
    return { success: true, session: await this.identity.signIn(body, clientIp(request)) };
  }

  @Post('auth/sign-up')
  @Access('auth.sign-up')
  async signUp(@Body(new ZodValidationPipe(signUpRequestSchema)) body: z.infer<typeof signUpRequestSchema>): Promise<AuthSessionResponse> {
    return { success: true, session: await this.identity.signUp(body) };
  }

  @Post('auth/refresh')
  @HttpCode(200)
  @Access('auth.refresh')
  async refresh(@Body(new ZodValidationPipe(refreshRequestSchema)) body: z.infer<typeof refreshRequestSchema>): Promise<AuthSessionResponse> {
    return { success: true, session: await this.sessions.refresh(body.refresh_token) };
  }

  @Post('auth/sign-out')
  @HttpCode(200)
  @Access('auth.sign-out')
  async signOut(
    @CurrentUser() user: AuthUser,
    @Body(new ZodValidationPipe(signOutRequestSchema)) body: z.infer<typeof signOutRequestSchema>,
  ): Promise<MessageResponse> {
    await this.sessions.end(user.id, body.refresh_token);
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
  ): Promise<MessageResponse> {
    await this.resets.updatePassword(user.id, body.password);
    return { success: true, message: 'Your password has been updated.' };
  }

  @Get('me')
  @Access('me.read')
  me(@CurrentUser() user: AuthUser): Promise<MeResponse> {
    return this.identity.me(user);
  }
}
