import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { RealtimeEvent } from '@groombook/contracts';

/** Server-sent events' wire format: each frame ends with a blank line. */
export const eventFrame = (event: RealtimeEvent): string => `data: ${JSON.stringify(event)}\n\n`;
/** A comment: the client's parser skips it, but it proves the connection is alive. */
export const HEARTBEAT_FRAME = ': heartbeat\n\n';
export const retryFrame = (ms: number): string => `retry: ${Math.max(0, Math.round(ms))}\n\n`;
/**
 * The last frame of a stream the server ends because it is stopping: reconnect after `ms`
 * (another process, or this one restarted, answers). Its data is no RealtimeEvent, so a client
 * skips it; the end of the stream that follows is what makes it reconnect.
 */
export const reconnectFrame = (ms: number): string =>
  `retry: ${Math.max(0, Math.round(ms))}\nevent: reconnect\ndata: {"reason":"server-stopping"}\n\n`;

/**
 * Whether the request asked for an event stream. Any other request (a plain fetch that
 * accepts anything) is answered at once instead of being held open forever.
 */
export function acceptsEventStream(accept: string | undefined): boolean {
  return (accept ?? '')
    .split(',')
    .some((part) => part.split(';')[0]?.trim().toLowerCase() === 'text/event-stream');
}

/**
 * When the request's access token expires (epoch ms), or null. The access guard has already
 * verified the token; only its expiry is read here.
 */
export function accessTokenExpiry(request: FastifyRequest): number | null {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return null;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}
