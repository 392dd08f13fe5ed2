import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES, type ApiErrorBody } from '@groombook/contracts';

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a URL or headers over Node's
 * 16 KB, a request that is not HTTP, one too slow to arrive) answered with the API's error body,
 * so a client reads `{ success: false, message, code }` here as everywhere else.
 */
const REFUSALS: Record<string, { status: number; message: string; code: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request address or headers are too long (at most 16 KB)', code: ERROR_CODES.validationFailed },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive. Please try again.', code: ERROR_CODES.validationFailed },
};
const MALFORMED = { status: 400, message: 'The request could not be read as HTTP', code: ERROR_CODES.validationFailed };

/**
 * Fastify's `clientErrorHandler`: writes the refusal on the socket, with `headers` (the
 * security headers and no-store every answer carries: no hook runs for a request never read),
 * and closes it.
 */
export function clientErrorAnswerer(headers: Record<string, string>): (error: Error & { code?: string }, socket: Socket) => void {
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error, socket) => {
    // A connection reset has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const refusal = (error.code && REFUSALS[error.code]) || MALFORMED;
    if (socket.writable) {
      const body: ApiErrorBody = { success: false, message: refusal.message, code: refusal.code };
      const text = JSON.stringify(body);
      socket.write(
        `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nContent-Type: application/json; charset=utf-8\r\n${extra}Connection: close\r\n\r\n${text}`,
      );
    }
    socket.destroy(error);
  };
}
