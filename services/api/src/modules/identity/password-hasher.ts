import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes). */
@Injectable()
export class PasswordHasher {
  // Compared against when the user does not exist, so both answers take the same time.
  private readonly decoy = argon2.hash('decoy-password-for-timing', { type: argon2.argon2id });

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash ?? (await this.decoy), password).then((ok) => ok && hash !== null);
    } catch {
      return false;
    }
  }
}
