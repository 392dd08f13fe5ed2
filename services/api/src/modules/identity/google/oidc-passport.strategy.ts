import type { FastifyRequest } from 'fastify';
import passport from 'passport';
import * as oidc from 'openid-client';

export interface OidcClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface OidcStrategyOptions {
  /** Resolves the provider's configuration (discovery), lazily and cached by the caller. */
  configuration: () => Promise<oidc.Configuration>;
  /** The callback URL this request's origin registers with the provider. */
  callbackUrl: (request: FastifyRequest) => string;
  /** Keeps state, nonce and PKCE verifier between the two legs (a signed, short-lived cookie). */
  saveState: (request: FastifyRequest, state: OidcState) => Promise<void>;
  loadState: (request: FastifyRequest) => Promise<OidcState | null>;
}

export interface OidcState {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectTo: string;
  /** A secret of this browser only: the finished sign-in can be redeemed only with it. */
  binding: string;
}

/** What the callback leg leaves on the request for the controller. */
export interface OidcResult {
  oidcRedirectTo?: string;
  oidcBinding?: string;
}

type Verify = (claims: OidcClaims, done: (error: unknown, user?: unknown, info?: unknown) => void) => void;

/**
 * A passport strategy for OpenID Connect's authorization-code flow with PKCE, state and
 * nonce, on openid-client. The first leg redirects to the provider; the callback leg
 * checks the state against the cookie, exchanges the code and verifies the ID token.
 */
export class OidcPassportStrategy extends passport.Strategy {
  override name = 'oidc';

  constructor(
    private readonly options: OidcStrategyOptions,
    private readonly verify: Verify,
  ) {
    super();
  }

  override authenticate(req: Parameters<passport.Strategy['authenticate']>[0]): void {
    // Nest's Fastify adapter hands passport Fastify's request.
    const request = req as unknown as FastifyRequest;
    const query = request.query as Record<string, unknown>;
    const isCallback = typeof query.code === 'string' || typeof query.error === 'string';
    (isCallback ? this.finish(request) : this.start(request)).catch((error: unknown) => this.error(error as Error));
  }

  private async start(request: FastifyRequest): Promise<void> {
    const config = await this.options.configuration();
    const state: OidcState = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      redirectTo: safeRedirectPath((request.query as Record<string, unknown>).redirect_to),
      binding: oidc.randomState(),
    };
    await this.options.saveState(request, state);
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.options.callbackUrl(request),
      scope: 'openid email profile',
      state: state.state,
      nonce: state.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(state.codeVerifier),
      code_challenge_method: 'S256',
    });
    this.redirect(url.href);
  }

  private async finish(request: FastifyRequest): Promise<void> {
    const saved = await this.options.loadState(request);
    if (!saved) return this.fail({ message: 'The sign-in session expired; please try again' }, 400);
    if ((request.query as Record<string, unknown>).state !== saved.state) return this.fail({ message: 'The sign-in state does not match' }, 400);
    const config = await this.options.configuration();
    const currentUrl = new URL(request.url, this.options.callbackUrl(request));
    let claims: OidcClaims | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: saved.codeVerifier,
        expectedState: saved.state,
        expectedNonce: saved.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims() as OidcClaims | undefined;
    } catch (error) {
      return this.fail({ message: error instanceof Error ? error.message : 'Sign-in was refused' }, 400);
    }
    if (!claims?.sub) return this.fail({ message: 'The provider sent no identity' }, 400);
    Object.assign(request as FastifyRequest & OidcResult, { oidcRedirectTo: saved.redirectTo, oidcBinding: saved.binding });
    this.verify(claims, (error, user, info) => {
      if (error) return this.error(error as Error);
      if (!user) return this.fail((info as { message: string } | undefined) ?? { message: 'No account for this identity' }, 401);
      this.success(user);
    });
  }
}

/** Only a path of this site: never an absolute URL (no open redirect). */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value.slice(0, 500);
}
