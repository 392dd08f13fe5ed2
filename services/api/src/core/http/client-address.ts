import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 form. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/**
 * The client's address: the socket's, or the X-Forwarded-For hop that a proxy named in
 * TRUST_PROXY reported (Fastify resolves it; a header from anyone else is ignored).
 */
export function clientIp(request: Pick<FastifyRequest, 'ip' | 'socket'>): string {
  return request.ip || (request.socket.remoteAddress ?? 'unknown');
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Whether the request was made on this machine: a loopback socket, and no sign of having
 * come through a proxy (which would make every visitor look local).
 */
export function isFromThisMachine(request: Pick<FastifyRequest, 'ip' | 'socket' | 'headers'>): boolean {
  if (FORWARDING_HEADERS.some((header) => request.headers[header] !== undefined)) return false;
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip);
}
