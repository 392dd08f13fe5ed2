import { Controller, Get, Inject, Injectable, Req, Res, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { Access } from '../../../core/auth/access.decorator';
import { SessionService } from '../session.service';
import type { UserRow } from '../user.row';
import { siteOrigin } from './google.strategy';

const GOOGLE_FAILED = 'Failed to sign in with Google';

/** Lets the callback answer a failed sign-in with a redirect to /login instead of a JSON 401. */
@Injectable()
class GoogleCallbackGuard extends AuthGuard('google') {
  override handleRequest<T>(error: unknown, user: T): T {
    return (error || !user ? null : user) as T;
  }
}

@Controller('api/auth/google')
export class GoogleAuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionService,
  ) {}

  /** Starts Google sign-in: the strategy redirects to the provider. */
  @Get()
  @Access('auth.google')
  @UseGuards(GoogleCallbackGuard)
  start(@Req() request: Request, @Res() response: Response): void {
    // Reached only when the strategy could not start (for example Google is not configured).
    this.toLogin(request, response, new URLSearchParams({ error: GOOGLE_FAILED }));
  }

  /** The provider sends the browser back here; the session goes to the page in the URL fragment. */
  @Get('callback')
  @Access('auth.google')
  @UseGuards(GoogleCallbackGuard)
  async callback(@Req() request: Request & { user?: UserRow; oidcRedirectTo?: string }, @Res() response: Response): Promise<void> {
    response.setHeader('Set-Cookie', 'gb_oidc_state=; Path=/api/auth/google; HttpOnly; SameSite=Lax; Max-Age=0');
    if (!request.user) return this.toLogin(request, response, new URLSearchParams({ error: GOOGLE_FAILED }));
    const session = await this.sessions.start(request.user);
    // A fragment never reaches a server or its logs.
    this.toLogin(
      request,
      response,
      new URLSearchParams({
        access_token: session.access_token,
        refresh_token: session.refresh_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        redirect_to: request.oidcRedirectTo ?? '/',
      }),
    );
  }

  private toLogin(request: Request, response: Response, fragment: URLSearchParams): void {
    response.redirect(302, `${siteOrigin(this.config, request)}/login#${fragment.toString()}`);
  }
}
