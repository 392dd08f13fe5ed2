import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config';

/** The origin of an absolute URL, or null for a same-origin path ('/remotes/…', ''). */
function originOf(url: string): string | null {
  try {
    return /^https?:\/\//i.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The page may load code only from this origin and the configured remotes, and talk only
 * to those and the API. Styles allow inline: the design system sets CSS variables in a
 * style element at run time.
 */
export function contentSecurityPolicy(config: AppConfig): string {
  const remotes = [...new Set(Object.values(config.web.remotes).map(originOf).filter((o): o is string => o !== null))];
  const api = originOf(config.web.apiBaseUrl);
  const code = ["'self'", ...remotes].join(' ');
  const connect = [...new Set(["'self'", ...remotes, ...(api ? [api] : [])])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code}`,
    `style-src ${code} 'unsafe-inline'`,
    `img-src ${code} data:`,
    `font-src ${code} data:`,
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers on every answer, pages and API alike. HSTS only when the site is served over HTTPS (PUBLIC_URL). */
export function securityHeaders(config: AppConfig) {
  const csp = contentSecurityPolicy(config);
  const hsts = config.publicUrl?.startsWith('https:') ? 'max-age=31536000; includeSubDomains' : null;
  return (_request: Request, response: Response, next: NextFunction): void => {
    response.setHeader('Content-Security-Policy', csp);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    response.setHeader('X-Frame-Options', 'DENY');
    response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (hsts) response.setHeader('Strict-Transport-Security', hsts);
    next();
  };
}
