import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger as PinoLogger } from 'pino';

declare module 'express-serve-static-core' {
  interface Request {
    /** The request's id: the client's X-Request-Id when valid, else a new UUID; echoed in the answer and in its log lines. */
    id?: string;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** An /api request that takes longer than this is logged (warn) whatever its status. */
export const SLOW_REQUEST_MS = 1000;

/** What a log line says of a request: its id, method and path (never the query, which may carry a customer's name or phone). */
export function requestFields(request: Request): { id: string | undefined; method: string; url: string } {
  const url = request.originalUrl ?? request.url;
  const query = url.indexOf('?');
  return { id: request.id, method: request.method, url: query === -1 ? url : url.slice(0, query) };
}

/**
 * Gives every request its id (echoed as X-Request-Id) and logs /api requests that failed
 * (5xx: error), were aborted or slow (warn); the others only at debug. Nothing is logged,
 * and no logger object is made, for the ordinary answer at info.
 */
export function requestLog(logger: PinoLogger) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const incoming = request.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    request.id = id;
    response.setHeader('X-Request-Id', id);
    if (request.url.startsWith('/api/')) {
      const started = performance.now();
      response.once('close', () => {
        const responseTime = Math.round(performance.now() - started);
        const { statusCode } = response;
        // A live-update stream lasts as long as its page and ends when the page goes: neither slow nor aborted.
        const streamed = String(response.getHeader('Content-Type') ?? '').startsWith('text/event-stream');
        const aborted = !streamed && !response.writableFinished;
        const slow = !streamed && responseTime > SLOW_REQUEST_MS;
        const level = statusCode >= 500 ? 'error' : aborted || slow ? 'warn' : 'debug';
        if (!logger.isLevelEnabled(level)) return;
        const message = statusCode >= 500 ? 'request failed' : aborted ? 'request aborted' : slow ? 'slow request' : 'request completed';
        logger[level]({ req: requestFields(request), res: { statusCode }, responseTime }, message);
      });
    }
    next();
  };
}
