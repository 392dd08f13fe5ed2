import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { errorAnswer } from './error-answer';
import { securityHeaders } from './security-headers';

/**
 * Fastify's `frameworkErrors`: what it refuses before any hook or route runs (a path that is
 * not valid percent-encoding, a path parameter over `maxParamLength`). Fastify's own answer
 * repeats the path and carries none of our headers; this one is the error shape with the
 * security headers and no-store, as every other answer.
 */
export function frameworkErrorAnswer(config: AppConfig): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  const headers = { ...securityHeaders(config), 'Cache-Control': 'no-store' };
  return (error, _request, reply) => {
    const answer = errorAnswer(error);
    void reply
      .code(answer.status)
      .headers({ ...headers, ...answer.headers })
      .type('application/json; charset=utf-8')
      .send(answer.body);
  };
}

/** The headers of an answer written on the socket by hand (a request Node could not read). */
export function rawAnswerHeaders(config: AppConfig): Record<string, string> {
  return { ...securityHeaders(config), 'Cache-Control': 'no-store' };
}
