import type { FastifyReply, FastifyRequest } from 'fastify';

/** One cookie of the request, or undefined (the API reads only its own few cookies, so no parser is mounted). */
export function readCookie(request: Pick<FastifyRequest, 'headers'>, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  sameSite: 'Strict' | 'Lax';
  secure: boolean;
}

/** Adds a Set-Cookie (httpOnly always: no cookie of the API is for scripts). */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    'HttpOnly',
    `SameSite=${options.sameSite}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
  ];
  if (options.secure) parts.push('Secure');
  // Fastify keeps every Set-Cookie it is given, as separate headers.
  void reply.header('Set-Cookie', parts.join('; '));
}
