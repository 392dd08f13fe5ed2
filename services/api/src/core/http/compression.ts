import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

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
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('Vary');
  const names = String(vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  if (names.includes('*') || names.includes('accept-encoding')) return;
  void reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
}

/** Whether a body is `limit` bytes or fewer, without encoding a long string to count them (a string's UTF-8 bytes are never fewer than its length). */
function byteLengthAtMost(body: string | Buffer, limit: number): boolean {
  if (typeof body !== 'string') return body.length <= limit;
  return body.length <= limit && Buffer.byteLength(body) <= limit;
}

function compress(coding: ContentCoding, body: Buffer, done: (error: Error | null, result: Buffer) => void): void {
  if (coding === 'gzip') return zlib.gzip(body, { level: GZIP_LEVEL }, done);
  zlib.brotliCompress(
    body,
    {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    },
    done,
  );
}

/**
 * Compresses JSON and text answers over 1 KB under `prefixes` with the best coding the client
 * accepts (brotli, then gzip), and says so (`Content-Encoding`, `Vary: Accept-Encoding`), in
 * libuv's thread pool. Left as they are: answers whose type is not JSON or text (never
 * `text/event-stream`, whose frames must leave at once and which bypass this anyway), that
 * carry `Cache-Control: no-transform` or a `Content-Encoding`, a 204 or a 304 (a 304 still
 * varies, as the 200 it stands for), streamed bodies, and 1 KB or smaller. HEAD gets the
 * headers GET would get.
 */
export function registerCompression(fastify: FastifyInstance, prefixes: readonly string[]): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (!prefixes.some((prefix) => request.url.startsWith(prefix))) return done(null, payload);
    const status = reply.statusCode;
    if (status === 304) {
      varyOnAcceptEncoding(reply);
      return done(null, payload);
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('Content-Type') ?? ''))) return done(null, payload);
    if (/\bno-transform\b/i.test(String(reply.getHeader('Cache-Control') ?? ''))) return done(null, payload);
    if (reply.getHeader('Content-Encoding') !== undefined) return done(null, payload);
    varyOnAcceptEncoding(reply);
    if (status === 204 || byteLengthAtMost(payload, COMPRESSION_MIN_BYTES)) return done(null, payload);
    const coding = negotiateContentCoding(request.headers['accept-encoding']);
    if (!coding) return done(null, payload);
    void reply.header('Content-Encoding', coding);
    reply.removeHeader('Content-Length');
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    compress(coding, body, (error, compressed) => (error ? done(error) : done(null, compressed)));
  });
}
