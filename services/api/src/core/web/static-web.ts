import fs from 'node:fs';
import path from 'node:path';
import send from '@fastify/send';
import { Logger, NotFoundException } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, SIGNED_IN_COOKIE } from '@groombook/contracts';
import { firstFrameFile, FRAMED_ROUTES, loginAddressFor, ROUTE_LIST } from '@groombook/routes';
import type { AppConfig } from '../config/app-config';
import { readCookie } from '../http/cookies';
import { CONTENT_CODINGS, type ContentCoding, negotiateContentCoding, varyOnAcceptEncoding } from '../http/compression';
import { NO_SUCH_ADDRESS } from '../http/error-answer';

const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css)$/;

/** Hashed chunks never change; manifests, entries and pages must be fetched fresh, so that a redeployed remote is picked up without rebuilding the shell. */
const cacheControlFor = (file: string): string => (HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');

/** The copies the frontends' builds write beside each file over 1 KB (libs/federation/src/precompress.mjs). */
const PRECOMPRESSED_SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

const isFile = (file: string): Promise<boolean> =>
  fs.promises.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );

/** The codings whose precompressed copy of `file` exists (none when the file itself does not). */
async function precompressedCodings(file: string): Promise<ContentCoding[]> {
  const [exists, ...copies] = await Promise.all([file, ...CONTENT_CODINGS.map((c) => file + PRECOMPRESSED_SUFFIX[c])].map(isFile));
  return exists ? CONTENT_CODINGS.filter((_, i) => copies[i]) : [];
}

/** The file a request's (decoded) path names under a directory, relative to it; null for one that would leave it, is hidden, or has no extension. */
function fileIn(relativePath: string): string | null {
  const relative = path.normalize(`.${path.sep}${relativePath}`);
  if (relativePath.includes('\0') || relative.startsWith('..') || !path.extname(relative)) return null;
  if (relative.split(path.sep).some((segment) => segment.startsWith('.'))) return null;
  return relative;
}

/** A file's type as `send` gives it for the file itself (text types in UTF-8), for the copies that stand for it. */
function contentTypeOf(file: string): string {
  const type = send.mime.getType(file) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/** `send` reads its path as a URL path: each segment encoded again, so that a decoded `%` stays itself. */
const asUrlPath = (relative: string): string => `/${relative.split(path.sep).map(encodeURIComponent).join('/')}`;

/**
 * Sends `relative` under `root`: as the precompressed copy the client accepts best (with the
 * original's type), or as the file itself, with cache headers, its ETag and Last-Modified
 * (so conditional requests get a 304) and ranges. A file with copies says
 * `Vary: Accept-Encoding` either way. False when there is no such file.
 */
async function sendFile(request: FastifyRequest, reply: FastifyReply, root: string, relative: string): Promise<boolean> {
  const file = path.join(root, relative);
  const codings = await precompressedCodings(file);
  if (codings.length > 0) varyOnAcceptEncoding(reply);
  const coding = negotiateContentCoding(request.headers['accept-encoding'], codings);
  const sent = await send(request.raw, asUrlPath(coding ? relative + PRECOMPRESSED_SUFFIX[coding] : relative), {
    root,
    dotfiles: 'allow',
    index: false,
    cacheControl: false,
    contentType: !coding,
  });
  if (sent.type !== 'file') {
    sent.stream.destroy();
    return false;
  }
  void reply.code(sent.statusCode).headers(sent.headers).header('Cache-Control', cacheControlFor(file));
  if (coding) void reply.header('Content-Encoding', coding).type(contentTypeOf(file));
  await reply.send(sent.stream);
  return true;
}

/** Where the customers' public pages bundle keeps its scripts and styles: no other frontend uses it. */
const OPT_IN_ASSETS = '/opt-in/';

/** The customers' public pages bundle (mfe-marketing/public-pages): each built page `<name>.html` at exactly `/<name>` (/sms-opt-in, /sms-privacy-policy, /book, /my-appointment). */
function optInPages(config: AppConfig, logger: Logger): { pages: Map<string, string>; assets: string } {
  const dist = path.join(config.web.root, 'mfe-marketing', 'public-pages', 'dist');
  const pages = new Map<string, string>();
  if (fs.existsSync(dist)) {
    for (const file of fs.readdirSync(dist).filter((name) => name.endsWith('.html'))) pages.set(`/${file.slice(0, -'.html'.length)}`, file);
  }
  if (pages.size === 0) logger.warn(`The opt-in pages are not built (${dist} missing)`);
  return { pages, assets: dist };
}

/** Whether the client wants a page: it names HTML before JSON, or takes anything. */
function acceptsHtml(accept: string | undefined): boolean {
  if (!accept) return true;
  const types = accept.split(',').map((part) => part.split(';')[0]?.trim().toLowerCase());
  const html = types.findIndex((type) => type === 'text/html' || type === 'text/*' || type === '*/*');
  const json = types.findIndex((type) => type === 'application/json');
  return html !== -1 && (json === -1 || html <= json);
}

/** The pages anyone may open: the manifest's routes without a lowest role. Every other page, an unknown one too, needs a session. */
const PUBLIC_PAGES = new Set(ROUTE_LIST.filter((route) => route.minRole === null).map((route) => route.path));

/** The shell's first frame of each framed page (its address, a trailing slash ignored): the shell's page already drawn there. */
const FIRST_FRAMES = new Map(FRAMED_ROUTES.map((route) => [route.path, firstFrameFile(route.path)]));

/** The page at a request's path: its trailing slashes ignored. */
const pageOf = (requestPath: string): string => (requestPath.length > 1 ? requestPath.replace(/\/+$/, '') || '/' : requestPath);

/**
 * Where a request for the application's page goes instead, or null to send the shell: a browser
 * without a session (no SIGNED_IN_COOKIE) asking for a page that needs one goes straight to the
 * light sign-in page, which brings it back afterwards, rather than downloading the application
 * to learn that it must sign in. An emailed recovery link (`type=recovery`) is the shell's to read.
 */
export function signInRedirect(request: Pick<FastifyRequest, 'url' | 'headers'>, requestPath: string): string | null {
  const page = pageOf(requestPath);
  if (PUBLIC_PAGES.has(page) || readCookie(request, SIGNED_IN_COOKIE) === '1') return null;
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  if (new URLSearchParams(query).get('type') === 'recovery') return null;
  return loginAddressFor(`${request.url.split('?', 1)[0] ?? '/'}${query}`);
}

/**
 * Serves the built shell at / and each remote at /remotes/{name}/ from this same origin (the
 * one-command start), and the customers' opt-in pages beside them. One GET route behind every
 * other: API routes always win, and an unknown /api path is a JSON 404. Production serves
 * these as static files from a CDN or nginx.
 */
export function mountStaticWeb(fastify: FastifyInstance, config: AppConfig): void {
  const logger = new Logger('StaticWeb');
  const shellDist = path.join(config.web.root, 'shell', 'dist');
  if (!fs.existsSync(path.join(shellDist, 'index.html'))) logger.warn(`The shell is not built (${shellDist}/index.html missing)`);
  const remotes = new Map<string, string>();
  for (const remote of REMOTE_NAMES) {
    const dist = path.join(config.web.root, `mfe-${remote}`, 'dist');
    if (!fs.existsSync(dist)) logger.warn(`Remote ${remote} is not built (${dist} missing)`);
    remotes.set(`/remotes/${remote}/`, dist);
  }
  const optIn = optInPages(config, logger);

  /** The directory and the file in it that a path names, or null. */
  const locate = (requestPath: string): { root: string; relative: string | null } | null => {
    const page = optIn.pages.get(requestPath.replace(/(.)\/+$/, '$1'));
    if (page) return { root: optIn.assets, relative: page };
    if (requestPath.startsWith(OPT_IN_ASSETS)) return { root: path.join(optIn.assets, OPT_IN_ASSETS), relative: fileIn(requestPath.slice(OPT_IN_ASSETS.length)) };
    for (const [prefix, root] of remotes) if (requestPath.startsWith(prefix)) return { root, relative: fileIn(requestPath.slice(prefix.length)) };
    return null;
  };

  fastify.get('/*', async (request, reply) => {
    const rawPath = request.url.split('?', 1)[0] ?? '/';
    let requestPath: string;
    try {
      requestPath = decodeURIComponent(rawPath);
    } catch {
      requestPath = '';
    }
    const notFound = () => new NotFoundException(NO_SUCH_ADDRESS);
    if (!requestPath || requestPath.startsWith('/api/')) throw notFound();
    const located = locate(requestPath);
    if (located) {
      if (located.relative && (await sendFile(request, reply, located.root, located.relative))) return reply;
      throw notFound();
    }
    const shellFile = fileIn(requestPath);
    if (shellFile && (await sendFile(request, reply, shellDist, shellFile))) return reply;
    // Client-side routes (/customers/42) get the shell's page; files and JSON clients never do.
    if (!path.extname(requestPath) && acceptsHtml(request.headers.accept)) {
      const signIn = signInRedirect(request, requestPath);
      if (signIn) {
        void reply.header('Cache-Control', 'no-store');
        return reply.redirect(signIn, 302);
      }
      // A framed page's first frame where the build wrote one (shell/first-frames.mjs), or the bare page.
      const frame = FIRST_FRAMES.get(pageOf(requestPath));
      if (frame && (await sendFile(request, reply, shellDist, frame))) return reply;
      if (await sendFile(request, reply, shellDist, 'index.html')) return reply;
    }
    throw notFound();
  });
}
