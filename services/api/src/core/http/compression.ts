import zlib from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';

/** The content codings this server sends, best first (ties in the client's weights go to the first). */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/** Answers this size or smaller are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_MIN_BYTES = 1024;

/**
 * Brotli quality 4 for answers made per request: on a 200-row month of appointments it takes
 * about a third of the CPU time of gzip's default level and sends fewer bytes (see
 * bench/compression.mjs). Static files are compressed once, at build, at the highest quality.
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = zlib.constants.Z_DEFAULT_COMPRESSION;

/** Answers worth compressing: JSON and plain text. Never an event stream, whose frames must leave at once. */
const COMPRESSIBLE_TYPE = /^(?:application\/(?:[\w.+-]+\+)?json|text\/(?:plain|csv|html))\s*(?:;|$)/i;

/**
 * The coding to send, among those `available`, for an Accept-Encoding header: the highest
 * weight wins, ties go to the order of `available`; `q=0` refuses a coding; `*` stands for every
 * coding the header does not name. Null: send the content as it is (no header, `identity`, or
 * nothing acceptable).
 */
export function negotiateContentCoding(
  acceptEncoding: string | undefined,
  available: readonly ContentCoding[] = CONTENT_CODINGS,
): ContentCoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.toLowerCase(), Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  let best: ContentCoding | null = null;
  let bestWeight = 0;
  for (const coding of available) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Adds Accept-Encoding to the answer's Vary header, once. */
export function varyOnAcceptEncoding(response: Response): void {
  const vary = response.getHeader('Vary');
  const names = String(vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  if (names.includes('*') || names.includes('accept-encoding')) return;
  response.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
}

function encoderFor(coding: ContentCoding, sizeHint: number): zlib.BrotliCompress | zlib.Gzip {
  if (coding === 'gzip') return zlib.createGzip({ level: GZIP_LEVEL });
  return zlib.createBrotliCompress({
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      ...(sizeHint > 0 ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
    },
  });
}

type Chunk = string | Buffer | Uint8Array;

const isCallback = (argument: unknown): argument is () => void => typeof argument === 'function';
const textEncoding = (encoding: unknown): BufferEncoding => (typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
const toBuffer = (chunk: Chunk, encoding: unknown): Buffer | Uint8Array =>
  typeof chunk === 'string' ? Buffer.from(chunk, textEncoding(encoding)) : chunk;
const byteLength = (chunk: Chunk, encoding: unknown): number =>
  typeof chunk === 'string' ? Buffer.byteLength(chunk, textEncoding(encoding)) : chunk.byteLength;

/**
 * Compresses JSON and text answers over 1 KB with the best coding the client accepts (brotli,
 * then gzip), and says so (`Content-Encoding`, `Vary: Accept-Encoding`). It decides when the
 * answer's first bytes go out, from its headers: nothing is compressed whose headers were
 * already sent (an event stream flushes them first), whose type is not JSON or text (never
 * `text/event-stream`), that carries `Cache-Control: no-transform` or a `Content-Encoding`,
 * that has no body (HEAD gets the headers GET would get, a 204 or a 304 nothing), or that is
 * 1 KB or smaller.
 */
export function compressResponses() {
  return (request: Request, response: Response, next: NextFunction): void => {
    const originalWrite = response.write;
    const originalEnd = response.end;
    const writeOut = (...args: unknown[]): boolean => Reflect.apply(originalWrite, response, args);
    const endOut = (...args: unknown[]): Response => Reflect.apply(originalEnd, response, args);
    let decided = false;
    let encoder: zlib.BrotliCompress | zlib.Gzip | null = null;

    /** Whether to compress, from the headers about to be sent and the body's size when known. */
    const decide = (knownLength: number | null): void => {
      decided = true;
      if (response.headersSent) return;
      // A 304 has shed its type with its body; it varies as the 200 it stands for.
      if (response.statusCode === 304) return varyOnAcceptEncoding(response);
      if (!COMPRESSIBLE_TYPE.test(String(response.getHeader('Content-Type') ?? ''))) return;
      if (/\bno-transform\b/i.test(String(response.getHeader('Cache-Control') ?? ''))) return;
      if (response.getHeader('Content-Encoding') !== undefined) return;
      varyOnAcceptEncoding(response);
      const declared = response.getHeader('Content-Length');
      const length = declared !== undefined ? Number(declared) : knownLength;
      if (response.statusCode === 204 || (length !== null && length <= COMPRESSION_MIN_BYTES)) return;
      const coding = negotiateContentCoding(request.headers['accept-encoding']);
      if (!coding) return;
      response.setHeader('Content-Encoding', coding);
      response.removeHeader('Content-Length');
      if (request.method === 'HEAD') return;
      const stream = encoderFor(coding, length ?? 0);
      stream.on('data', (data: Buffer) => {
        if (!writeOut(data)) stream.pause();
      });
      response.on('drain', () => stream.resume());
      stream.on('error', (error) => response.destroy(error));
      encoder = stream;
    };

    response.write = function (chunk: Chunk, ...rest: unknown[]): boolean {
      if (!decided) decide(null);
      if (!encoder) return writeOut(chunk, ...rest);
      return encoder.write(toBuffer(chunk, rest[0]), rest.find(isCallback));
    } as Response['write'];

    response.end = function (...args: unknown[]): Response {
      const body = isCallback(args[0]) ? undefined : (args[0] as Chunk | undefined);
      const encoding = isCallback(args[1]) ? undefined : args[1];
      if (!decided) decide(body === undefined || body === null ? 0 : byteLength(body, encoding));
      const stream = encoder as zlib.BrotliCompress | zlib.Gzip | null;
      if (!stream) return endOut(...args);
      const done = args.find(isCallback);
      stream.once('end', () => endOut(...(done ? [done] : [])));
      if (body === undefined || body === null) stream.end();
      else stream.end(toBuffer(body, encoding));
      return response;
    } as Response['end'];

    next();
  };
}
