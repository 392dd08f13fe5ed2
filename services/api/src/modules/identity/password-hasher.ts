import fs from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import argon2 from 'argon2';
import { APP_CONFIG, findWorkspaceRoot, type AppConfig } from '../../core/config/app-config';
import { Semaphore } from '../../core/security/semaphore';
import { HashingUnavailable, PasswordHashingChild } from './password-hashing-child';
import { UnavailableError } from '../../core/errors/domain-errors';

/**
 * argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes). Sixteen failing sign-ins
 * in parallel once took every core and multiplied everyone else's response times, so hashes
 * run in the password-hashing process at the lowest CPU priority (the API's build,
 * dist/password-hashing.js; in-process when there is no build, as in unit tests), at most
 * PASSWORD_HASHING_CONCURRENCY at once, the others waiting their turn.
 */
@Injectable()
export class PasswordHasher implements OnModuleDestroy {
  private readonly turns: Semaphore;
  private readonly child: PasswordHashingChild | null;
  // Compared against when the user does not exist, so both answers take the same time.
  private readonly decoy = argon2.hash('decoy-password-for-timing', { type: argon2.argon2id });

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.turns = new Semaphore(config.auth.passwordHashingConcurrency);
    const script = path.join(findWorkspaceRoot(), 'services', 'api', 'dist', 'password-hashing.js');
    this.child = fs.existsSync(script) ? new PasswordHashingChild(script) : null;
    if (!this.child) new Logger('PasswordHasher').warn('No build of the password-hashing process: hashing inside the API');
  }

  hash(password: string): Promise<string> {
    return this.turns
      .run(async () => (this.child ? String(await this.child.run({ op: 'hash', password })) : argon2.hash(password, { type: argon2.argon2id })))
      .catch(unavailable);
  }

  /** A hash that cannot be read is a wrong password; a hashing process that is gone is a 503, never a failed sign-in. */
  async verify(hash: string | null, password: string): Promise<boolean> {
    const against = hash ?? (await this.decoy);
    try {
      const ok = await this.turns.run(async () => (this.child ? (await this.child.run({ op: 'verify', hash: against, password })) === true : argon2.verify(against, password)));
      return ok && hash !== null;
    } catch (error) {
      if (error instanceof HashingUnavailable) unavailable(error);
      return false;
    }
  }

  onModuleDestroy(): void {
    this.child?.stop();
  }
}

function unavailable(error: unknown): never {
  if (!(error instanceof HashingUnavailable)) throw error;
  throw new UnavailableError('Passwords cannot be checked right now. Please try again in a moment.').retryAfter(5);
}
