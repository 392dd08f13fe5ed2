import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config/app-config';

/**
 * The access-token key. Production must set JWT_SECRET (the config refuses to start
 * without it); elsewhere one is generated once and kept in .data/, so sessions survive
 * restarts of `npm start`.
 */
export function resolveJwtSecret(config: AppConfig): Uint8Array {
  if (config.auth.jwtSecret) return new TextEncoder().encode(config.auth.jwtSecret);
  const file = path.join(config.dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}
