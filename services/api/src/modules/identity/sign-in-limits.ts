import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { rateLimitSubject } from '../../core/security/rate-limit-subject';
import { RateLimiter, type RateLimitRule } from '../../core/security/rate-limiter';

const ONE_HOUR = 3600;

/** Who is trying to sign in: the email, the client's address, and the nonce of the account's device cookie when the browser holds one. */
export interface SignInAttempt {
  email: string;
  clientIp: string;
  knownDevice: string | null;
}

/**
 * The limits on failed sign-ins (a wrong current password in a password change counts too),
 * after OWASP's device-cookie scheme. Only failures count, so signing in correctly never
 * locks anyone out by itself.
 *
 * - From a browser the account signed in from before (its device cookie): failures are counted
 *   for that browser alone (SIGN_IN_RATE_LIMIT in the window). What others do to the account or
 *   from the same address never blocks it.
 * - From anywhere else: per address and email (SIGN_IN_RATE_LIMIT, cleared by a success), per
 *   address whatever the emails (SIGN_IN_ADDRESS_RATE_LIMIT: one address spraying many
 *   accounts), and per account from all such browsers (SIGN_IN_ACCOUNT_RATE_LIMIT an hour).
 *   Addresses are counted through `rateLimitSubject` (an IPv6 client by its /64).
 */
@Injectable()
export class SignInLimits {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
  ) {}

  /** 429 with Retry-After when any limit that applies to this attempt is used up. */
  async assertAllowed(attempt: SignInAttempt): Promise<void> {
    await Promise.all(this.counters(attempt).map(([rule, subject]) => this.limiter.assertUnderLimit(rule, subject)));
  }

  async failed(attempt: SignInAttempt): Promise<void> {
    await Promise.all(this.counters(attempt).map(([rule, subject]) => this.limiter.recordFailure(rule, subject)));
  }

  /** A success forgets the browser's failures for this account; those of the address and the account stay. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    const [cleared] = this.counters(attempt);
    if (cleared) await this.limiter.reset(...cleared);
  }

  /** The counters an attempt is held to; the first is the one a success clears. */
  private counters(attempt: SignInAttempt): [RateLimitRule, string][] {
    const { signIn, signInPerAccount, signInPerAddress, windowSeconds } = this.config.auth.rateLimits;
    if (attempt.knownDevice) return [[{ name: 'sign-in-failures-device', limit: signIn, windowSeconds }, attempt.knownDevice]];
    const address = rateLimitSubject(attempt.clientIp);
    return [
      [{ name: 'sign-in-failures', limit: signIn, windowSeconds }, `${address}:${attempt.email}`],
      [{ name: 'sign-in-failures-address', limit: signInPerAddress, windowSeconds }, address],
      [{ name: 'sign-in-failures-account', limit: signInPerAccount, windowSeconds: ONE_HOUR }, attempt.email],
    ];
  }
}
