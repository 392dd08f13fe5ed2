import { Controller, Get, Inject, Injectable, Req, Res, UseGuards, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  GOOGLE_CODE_PARAM,
  googleRedeemRequestSchema,
  googleRedeemResponseSchema,
  type GoogleRedeemRequest,
  type GoogleRedeemResponse,
} from '@groombook/contracts';
import { Responds } from '../../../core/api-docs/api-docs.decorators';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { Access } from '../../../core/auth/access.decorator';
import { RefreshCookie, secureCookies } from '../../../core/auth/refresh-cookie';
import { TokenService } from '../../../core/auth/token.service';
import { setCookie } from '../../../core/http/cookies';
import { ApiException } from '../../../core/http/api.exception';
import { ValidBody } from '../../../core/http/valid-input';
import { WritesOnRead } from '../../../core/tenancy/read-only-requests';
import { AuthAction } from '../auth-action.decorator';
import { SessionService } from '../session.service';
import type { UserRow } from '../users.repository';
import { GoogleSignInCodeService } from './google-sign-in-code.service';
import { GoogleStrategy, siteOrigin, STATE_COOKIE, STATE_COOKIE_PATH } from './google.strategy';
import type { OidcResult } from './oidc-passport.strategy';

const GOOGLE_FAILED = 'Failed to sign in with Google';

interface PassportResponse {
  statusCode: number;
  setHeader(name: string, value: string): void;
  end(body?: string): void;
}

function passportResponse(reply: FastifyReply): PassportResponse {
  return {
    get statusCode() {
      return reply.statusCode;
    },
    set statusCode(status: number) {
      void reply.code(status);
    },
    setHeader: (name, value) => void reply.header(name, value),
    end: (body) => void reply.send(body ?? ''),
  };
}

/** Lets the callback answer a failed sign-in with a redirect to /login instead of a JSON 401. */
@Injectable()
class GoogleCallbackGuard extends AuthGuard('google') {
  override handleRequest<T>(error: unknown, user: T): T {
    return (error || !user ? null : user) as T;
  }

  /** Passport's strategies see only the request; the state cookie is set on its reply. */
  override getRequest(context: ExecutionContext): FastifyRequest {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    request.reply = http.getResponse<FastifyReply>();
    return request;
  }

  /** Passport answers a redirect the way node's response is driven (statusCode, setHeader, end): done here on the reply. */
  getResponse(context: ExecutionContext): PassportResponse {
    return passportResponse(context.switchToHttp().getResponse<FastifyReply>());
  }
}

@Controller('api/auth/google')
export class GoogleAuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionService,
    private readonly codes: GoogleSignInCodeService,
    private readonly tokens: TokenService,
    private readonly refreshCookie: RefreshCookie,
  ) {}

  /** Starts Google sign-in: the strategy redirects to the provider. */
  @Get()
  @Access('auth.google')
  @UseGuards(GoogleCallbackGuard)
  start(@Req() request: FastifyRequest, @Res() response: FastifyReply): void {
    // Reached only when the strategy could not start (for example Google is not configured).
    this.toLogin(request, response, new URLSearchParams({ error: GOOGLE_FAILED }));
  }

  /**
   * The provider sends the browser back here. No token goes into the URL: /login gets a
   * one-time code that only this browser (its state cookie) can redeem.
   */
  @Get('callback')
  @Access('auth.google')
  @WritesOnRead('Google sends the browser back with a GET: it links the account and stores the one-time sign-in code')
  @UseGuards(GoogleCallbackGuard)
  async callback(@Req() request: FastifyRequest & { user?: UserRow } & OidcResult, @Res() response: FastifyReply): Promise<void> {
    if (!request.user || !request.oidcBinding) {
      this.clearState(request, response);
      return this.toLogin(request, response, new URLSearchParams({ error: GOOGLE_FAILED }));
    }
    const code = await this.codes.issue(request.user.id, request.oidcBinding, request.oidcRedirectTo ?? '/');
    this.toLogin(request, response, new URLSearchParams({ [GOOGLE_CODE_PARAM]: code }));
  }

  /** The page at /login trades the code for a session (the refresh token goes into its cookie). */
  @AuthAction('redeem', 'auth.google-redeem')
  @Responds(googleRedeemResponseSchema)
  async redeem(
    @ValidBody(googleRedeemRequestSchema) body: GoogleRedeemRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<GoogleRedeemResponse> {
    const found = await this.codes.redeem(body.code, await GoogleStrategy.bindingOf(request, this.tokens));
    this.clearState(request, response);
    if (!found) throw new ApiException(400, 'INVALID_CREDENTIALS', GOOGLE_FAILED);
    const issued = await this.sessions.start(found.user);
    this.refreshCookie.set(request, response, issued.refreshToken);
    return { success: true, session: issued.session, redirect_to: found.redirectTo };
  }

  private clearState(request: FastifyRequest, response: FastifyReply): void {
    setCookie(response, STATE_COOKIE, '', { path: STATE_COOKIE_PATH, maxAgeSeconds: 0, sameSite: 'Lax', secure: secureCookies(this.config, request) });
  }

  private toLogin(request: FastifyRequest, response: FastifyReply, fragment: URLSearchParams): void {
    // A fragment never reaches a server or its logs.
    void response.redirect(`${siteOrigin(this.config, request)}/login#${fragment.toString()}`, 302);
  }
}
