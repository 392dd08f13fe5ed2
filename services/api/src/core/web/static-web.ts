import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from '@nestjs/common';
import { REMOTE_NAMES } from '@groombook/contracts';
import type { AppConfig } from '../config/app-config';

const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css)$/;

function setCacheHeaders(res: Response, filePath: string): void {
  // Hashed chunks never change; manifests, entries and pages must be fetched fresh
  // so that a redeployed remote is picked up without rebuilding the shell.
  res.setHeader('Cache-Control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
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

  app.useStaticAssets(path.join(dist, OPT_IN_ASSETS), { prefix: OPT_IN_ASSETS, index: false, setHeaders: setCacheHeaders });
  app.use((req: Request, res: Response, next: NextFunction) => {
    const page = req.method === 'GET' || req.method === 'HEAD' ? pages.get(req.path.replace(/(.)\/+$/, '$1')) : undefined;
    if (!page) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(page);
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
    app.useStaticAssets(dist, { prefix: `/remotes/${remote}/`, setHeaders: setCacheHeaders, fallthrough: true });
  }
  if (!fs.existsSync(indexHtml)) logger.warn(`The shell is not built (${indexHtml} missing)`);
  app.useStaticAssets(shellDist, { index: false, setHeaders: setCacheHeaders });

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
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
