import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';

/** The process's pino logger, which every log line goes through (Nest's `Logger` included, via `QuietFrameworkLogger`). */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/** Headers that carry a session (the bearer token, the refresh and device cookies), as Node spells them and as code may. */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'Authorization', 'Cookie', 'Set-Cookie'];

/**
 * Where a logged object may hold headers: at its top, one level down (`req.headers`, `res.headers`)
 * or two (`err.response.headers`). The request log writes no headers at all (`request-log.ts`);
 * this keeps a session out of any line that logs a request, an answer or an error holding them.
 */
export const REDACTED_PATHS = SECRET_HEADERS.flatMap((name) => {
  const key = `headers["${name}"]`;
  return [key, `*.${key}`, `*.*.${key}`];
});

export const rootLogger = (level: string, destination?: DestinationStream): PinoLogger =>
  pino({ level, redact: { paths: REDACTED_PATHS, censor: '[Redacted]' } }, destination);

export type { PinoLogger };
