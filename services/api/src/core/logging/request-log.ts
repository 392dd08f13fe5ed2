import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger as PinoLogger } from 'pino';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** An /api request that takes longer than this is logged (warn) whatever its status. */
export const SLOW_REQUEST_MS = 1000;

/** The request's id: the client's X-Request-Id when valid, else a new UUID (Fastify's `genReqId`). */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** What a log line says of a request: its id, method and path (never the query, which may carry a customer's name or phone). */
export function requestFields(request: Pick<FastifyRequest, 'id' | 'method' | 'url'>): { id: string; method: string; url: string } {
  const query = request.url.indexOf('?');
  return { id: request.id, method: request.method, url: query === -1 ? request.url : request.url.slice(0, query) };
}

const isApi = (request: FastifyRequest) => request.url.startsWith('/api/');
/** A live-update stream lasts as long as its page and ends when the page goes: neither slow nor aborted. */
const isStream = (reply: FastifyReply) => String(reply.raw.getHeader('Content-Type') ?? '').startsWith('text/event-stream');

/**
 * Echoes every request's id (X-Request-Id) and logs /api requests that failed (5xx: error),
 * were aborted or slow (warn); the others only at debug. Nothing is logged, and no logger
 * object is made, for the ordinary answer at info.
 */
export function registerRequestLog(fastify: FastifyInstance, logger: PinoLogger): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    if (isApi(request)) reply.raw.once('close', () => log(logger, request, reply));
    done();
  });
}

function log(logger: PinoLogger, request: FastifyRequest, reply: FastifyReply): void {
  if (isStream(reply)) return;
  const responseTime = Math.round(reply.elapsedTime);
  const { statusCode } = reply.raw;
  const aborted = !reply.raw.writableFinished;
  const slow = responseTime > SLOW_REQUEST_MS;
  const level = statusCode >= 500 ? 'error' : aborted || slow ? 'warn' : 'debug';
  if (!logger.isLevelEnabled(level)) return;
  const message = statusCode >= 500 ? 'request failed' : aborted ? 'request aborted' : slow ? 'slow request' : 'request completed';
  logger[level]({ req: requestFields(request), res: { statusCode }, responseTime }, message);
}
