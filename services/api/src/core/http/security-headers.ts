import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config';

/** The origin of an absolute URL, or null for a same-origin path ('/remotes/…', ''). */
export function originOf(url: string): string | null {
  try {
    return /^https?:\/\//i.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** The origins other than this one that remotes may load from: the configured remotes' and REMOTE_ORIGINS. */
export function remoteOrigins(config: AppConfig): string[] {
  const configured = Object.values(config.web.remotes).map(originOf).filter((o): o is string => o !== null);
  return [...new Set([...configured, ...config.web.remoteOrigins])];
}

/**
 * The page may load code only from this origin and the remotes' origins, and talk only
 * to those and the API. Styles allow inline: the design system sets CSS variables in a
 * style element at run time.
 */
export function contentSecurityPolicy(config: AppConfig): string {
  const remotes = remoteOrigins(config);
  const api = originOf(config.web.apiBaseUrl);
  const code = ["'self'", ...remotes].join(' ');
  const connect = [...new Set(["'self'", ...remotes, ...(api ? [api] : [])])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code}`,
    `style-src ${code} 'unsafe-inline'`,
    // Photos (texts, report cards) come from the API through signed links.
    `img-src ${[...new Set([code, ...(api ? [api] : [])])].join(' ')} data:`,
    `font-src ${code} data:`,
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers on every answer, pages and API alike. HSTS only when the site is served over HTTPS (PUBLIC_URL). */
export function securityHeaders(config: AppConfig): Record<string, string> {
  const hsts = config.publicUrl?.startsWith('https:') ? 'max-age=31536000; includeSubDomains' : null;
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(hsts ? { 'Strict-Transport-Security': hsts } : {}),
  };
}

/**
 * Puts `securityHeaders` on every answer (an event stream copies them onto its raw response).
 * API answers also say `Cache-Control: no-store` unless their route says otherwise: they hold
 * customers' details, which must not stay in the cache of a browser at a shared front desk.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, config: AppConfig): void {
  const headers = securityHeaders(config);
  const apiHeaders = { ...headers, 'Cache-Control': 'no-store' };
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    done();
  });
}
