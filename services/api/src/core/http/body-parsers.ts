import type { FastifyInstance, FastifyRequest } from 'fastify';

type ContentTypeParserFn = (request: FastifyRequest, payload: NodeJS.ReadableStream, done: (error: Error | null, body?: unknown) => void) => void;
import { ERROR_CODES } from '@groombook/contracts';
import { ApiException } from './api.exception';
import { JSON_BODIES_ONLY } from './error-answer';

/** JSON bodies up to this size (Fastify's own parser; larger ones get a 413). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** Twilio's webhook bodies are small; anything larger is no webhook of theirs. */
const FORM_LIMIT_BYTES = 64 * 1024;

/** A form's fields: each name to its value, or to its values when repeated. */
export function formFields(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const current = fields[name];
    fields[name] = current === undefined ? value : Array.isArray(current) ? [...current, value] : [current, value];
  }
  return fields;
}

/**
 * Bodies are JSON, except `application/x-www-form-urlencoded` on `formPaths` (Twilio's
 * webhooks). A form anywhere else, and any other type, is refused with a 415 before the route
 * runs: a form is what another site can make a browser post without asking, so no other
 * route reads one.
 */
export function registerBodyParsers(fastify: FastifyInstance, formPaths: readonly string[]): void {
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES }, (request, body, done) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (!formPaths.includes(path)) {
      return done(new ApiException(415, ERROR_CODES.validationFailed, JSON_BODIES_ONLY), undefined);
    }
    done(null, formFields(String(body)));
  });
}

/** A photo upload's body is read up to this much; past it the request is cut off with a 413 instead of reading on. */
const RAW_BODY_CAP_BYTES = 16 * 1024 * 1024;

const pathOf = (url: string) => url.split('?', 1)[0] ?? '';

/**
 * Images (`image/*`, `application/octet-stream`) as raw bytes, on `path` only (POST /api/media):
 * at most `keepBytes + 1` bytes are kept, so the route can say the photo is too large in its own
 * words; the rest is read and dropped. Elsewhere such a body is refused with the 415 of any
 * body that is not JSON.
 */
export function registerRawImageParser(fastify: FastifyInstance, path: string, keepBytes: number): void {
  const parse: ContentTypeParserFn = (request, payload, done) => {
    if (pathOf(request.url) !== path) {
      payload.resume();
      done(new ApiException(415, ERROR_CODES.validationFailed, JSON_BODIES_ONLY), undefined);
      return;
    }
    const chunks: Buffer[] = [];
    let kept = 0;
    let total = 0;
    let finished = false;
    const finish = (error: Error | null, body?: Buffer) => {
      if (finished) return;
      finished = true;
      done(error, body);
    };
    payload.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > RAW_BODY_CAP_BYTES) {
        payload.removeAllListeners('data');
        payload.resume();
        finish(new ApiException(413, ERROR_CODES.payloadTooLarge, 'The body is too large'));
        return;
      }
      if (kept <= keepBytes) {
        const part = chunk.subarray(0, keepBytes + 1 - kept);
        chunks.push(part);
        kept += part.length;
      }
    });
    payload.on('end', () => finish(null, Buffer.concat(chunks)));
    payload.on('error', (error: Error) => finish(error));
  };
  fastify.addContentTypeParser(/^image\//, parse);
  fastify.addContentTypeParser('application/octet-stream', parse);
}
