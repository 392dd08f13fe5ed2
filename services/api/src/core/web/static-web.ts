import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from '@nestjs/common';
import { REMOTE_NAMES } from '@groombook/contracts';
import type { AppConfig } from '../config/app-config';
import { CONTENT_CODINGS, type ContentCoding, negotiateContentCoding, varyOnAcceptEncoding } from '../http/compression';

const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css)$/;

function setCacheHeaders(res: Response, filePath: string): void {
  // Hashed chunks never change; manifests, entries and pages must be fetched fresh
  // so that a redeployed remote is picked up without rebuilding the shell.
  res.setHeader('Cache-Control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

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

/**
 * Sends `relative` (a file under `root`, already checked to stay in it) as the precompressed
 * copy the client accepts best, with the original's type and cache headers; `false` when no copy
 * fits (none exists, or the client takes none), so the caller sends the file itself. A file with
 * copies says `Vary: Accept-Encoding` either way. Ranges, HEAD and conditional requests are
 * those of the copy sent (its own ETag), as send() does for any file.
 */
async function sendPrecompressed(req: Request, res: Response, root: string, relative: string): Promise<boolean> {
  const file = path.join(root, relative);
  const codings = await precompressedCodings(file);
  if (codings.length === 0) return false;
  varyOnAcceptEncoding(res);
  const coding = negotiateContentCoding(req.headers['accept-encoding'], codings);
  if (!coding) return false;
  setCacheHeaders(res, file);
  res.type(path.extname(file));
  res.setHeader('Content-Encoding', coding);
  await new Promise<void>((resolve, reject) =>
    res.sendFile(relative + PRECOMPRESSED_SUFFIX[coding], { root, dotfiles: 'allow' }, (error) => (error ? reject(error) : resolve())),
  );
  return true;
}

/** The file a request's path names under `root`, relative to it; null for a path that would leave it or is not a file's. */
function fileIn(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  const relative = path.normalize(`.${path.sep}${decoded}`);
  if (decoded.includes('\0') || relative.startsWith('..') || !path.extname(relative)) return null;
  // Hidden files are not served (express.static ignores them too).
  if (relative.split(path.sep).some((segment) => segment.startsWith('.'))) return null;
  return relative;
}

/**
 * Before a directory's express.static: a file with a precompressed copy the client accepts is
 * sent as that copy; anything else goes on to express.static, which sends the file itself.
 */
function precompressedFiles(root: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const relative = req.method === 'GET' || req.method === 'HEAD' ? fileIn(root, req.path) : null;
    if (!relative) return next();
    sendPrecompressed(req, res, root, relative).then(
      (sent) => (sent ? undefined : next()),
      (error: unknown) => (res.headersSent ? undefined : next(error)),
    );
  };
}

/** A static directory at `prefix`: the precompressed copies first, then the files themselves. */
function serveDirectory(app: NestExpressApplication, root: string, prefix: string, options: { index?: false } = {}): void {
  app.use(prefix, precompressedFiles(root));
  app.useStaticAssets(root, { prefix, setHeaders: setCacheHeaders, ...options });
}

/** A page (the shell's index.html, an opt-in page), as its precompressed copy when the client takes one. */
function sendPage(req: Request, res: Response, next: NextFunction, page: string): void {
  const root = path.dirname(page);
  const relative = path.basename(page);
  sendPrecompressed(req, res, root, relative).then(
    (sent) => {
      if (sent) return;
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(relative, { root, dotfiles: 'allow' }, (error) => (error && !res.headersSent ? next(error) : undefined));
    },
    (error: unknown) => (res.headersSent ? undefined : next(error)),
  );
}

/** Where the customers' opt-in bundle keeps its scripts and styles: no other frontend uses it. */
const OPT_IN_ASSETS = '/opt-in/';

/**
 * The customers' opt-in bundle (mfe-marketing/opt-in): each built page `<name>.html` at
 * exactly `/<name>` (/sms-opt-in, /sms-privacy-policy), its assets under /opt-in/. It runs
 * before the shell, whose page these addresses must never get.
 */
function mountOptInPages(app: NestExpressApplication, config: AppConfig, logger: Logger): void {
  const dist = path.join(config.web.root, 'mfe-marketing', 'opt-in', 'dist');
  const pages = new Map<string, string>();
  if (fs.existsSync(dist)) {
    for (const file of fs.readdirSync(dist).filter((name) => name.endsWith('.html'))) {
      pages.set(`/${file.slice(0, -'.html'.length)}`, path.join(dist, file));
    }
  }
  if (pages.size === 0) logger.warn(`The opt-in pages are not built (${dist} missing)`);

  serveDirectory(app, path.join(dist, OPT_IN_ASSETS), OPT_IN_ASSETS, { index: false });
  app.use((req: Request, res: Response, next: NextFunction) => {
    const page = req.method === 'GET' || req.method === 'HEAD' ? pages.get(req.path.replace(/(.)\/+$/, '$1')) : undefined;
    if (!page) return next();
    sendPage(req, res, next, page);
  });
}

/**
 * Serves the built shell at / and each remote at /remotes/{name}/ from this same origin
 * (the one-command start), and the customers' opt-in pages beside them. Production serves
 * them as static files from a CDN or nginx.
 */
export function mountStaticWeb(app: NestExpressApplication, config: AppConfig): void {
  const logger = new Logger('StaticWeb');
  const shellDist = path.join(config.web.root, 'shell', 'dist');
  const indexHtml = path.join(shellDist, 'index.html');

  mountOptInPages(app, config, logger);

  for (const remote of REMOTE_NAMES) {
    const dist = path.join(config.web.root, `mfe-${remote}`, 'dist');
    if (!fs.existsSync(dist)) logger.warn(`Remote ${remote} is not built (${dist} missing)`);
    serveDirectory(app, dist, `/remotes/${remote}/`);
  }
  if (!fs.existsSync(indexHtml)) logger.warn(`The shell is not built (${indexHtml} missing)`);
  serveDirectory(app, shellDist, '/', { index: false });

  // Client-side routes (/customers/42) get the shell's page; API paths and files never do.
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.path.startsWith('/api/') &&
      !req.path.startsWith('/remotes/') &&
      !req.path.startsWith(OPT_IN_ASSETS) &&
      req.path !== '/config.json' &&
      !path.extname(req.path) &&
      req.accepts(['html', 'json']) === 'html';
    if (!isPage || !fs.existsSync(indexHtml)) return next();
    sendPage(req, res, next, indexHtml);
  });
}
