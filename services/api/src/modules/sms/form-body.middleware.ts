import type { NextFunction, Request, Response } from 'express';
import { ApiException } from '../../core/http/api.exception';

/** Twilio's webhook bodies are small; anything larger is no webhook of theirs. */
const FORM_LIMIT_BYTES = 64 * 1024;

/**
 * Reads an `application/x-www-form-urlencoded` body (as Twilio posts its webhooks) into
 * `request.body`: each name to its value, or to its values when repeated. Other bodies are
 * left alone.
 */
export function formBody(request: Request, _response: Response, next: NextFunction): void {
  if (!request.is('application/x-www-form-urlencoded')) return next();
  const chunks: Buffer[] = [];
  let size = 0;
  let failed = false;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > FORM_LIMIT_BYTES && !failed) {
      failed = true;
      next(new ApiException(413, 'PAYLOAD_TOO_LARGE', 'The form body is too large'));
    }
    if (!failed) chunks.push(chunk);
  });
  request.on('end', () => {
    if (failed) return;
    const fields: Record<string, string | string[]> = {};
    for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) {
      const current = fields[name];
      fields[name] = current === undefined ? value : Array.isArray(current) ? [...current, value] : [current, value];
    }
    request.body = fields;
    next();
  });
  request.on('error', (error) => {
    if (!failed) next(error);
  });
}
