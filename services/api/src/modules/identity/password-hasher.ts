import { Inject, Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { Semaphore } from '../../core/security/semaphore';

/**
 * argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes), at most
 * PASSWORD_HASHING_CONCURRENCY at once: sixteen failing sign-ins in parallel otherwise
 * took every core and multiplied everyone else's response times.
 */
@Injectable()
export class PasswordHasher {
  private readonly turns: Semaphore;
  // Compared against when the user does not exist, so both answers take the same time.
  private readonly decoy = argon2.hash('decoy-password-for-timing', { type: argon2.argon2id });

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.turns = new Semaphore(config.auth.passwordHashingConcurrency);
  }

  hash(password: string): Promise<string> {
    return this.turns.run(() => argon2.hash(password, { type: argon2.argon2id }));
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    const against = hash ?? (await this.decoy);
    try {
      return await this.turns.run(() => argon2.verify(against, password)).then((ok) => ok && hash !== null);
    } catch {
      return false;
    }
  }
}
