import type { AppConfig } from '../../core/config/app-config';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin an emailed link points to. A client may ask for its own origin, but only an
 * allowed one (PUBLIC_URL, CORS_ORIGINS, or a local address outside production): the
 * request's Host header is never trusted, so nobody can have a reset link point elsewhere.
 */
export function resolveLinkOrigin(config: AppConfig, requested: string | undefined): string {
  const fallback = config.publicUrl ? new URL(config.publicUrl).origin : `http://localhost:${config.port}`;
  if (!requested) return fallback;
  let origin: URL;
  try {
    origin = new URL(requested);
  } catch {
    return fallback;
  }
  const allowed = new Set([fallback, ...config.corsOrigins.map((o) => o.replace(/\/$/, ''))]);
  if (allowed.has(origin.origin)) return origin.origin;
  if (config.env !== 'production' && origin.protocol === 'http:' && LOCAL_HOSTS.has(origin.hostname)) return origin.origin;
  return fallback;
}
