import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

export interface StaticCdn {
  /** The origin, `http://127.0.0.1:<port>`. */
  origin: string;
  /** Every path requested so far. */
  requested: string[];
  stop: () => Promise<void>;
}

/**
 * A folder served over HTTP as a CDN serves remotes' releases: any origin may load the files
 * (CORS), hashed files are cached for good, everything else is fetched fresh.
 */
export async function startStaticCdn(root: string): Promise<StaticCdn> {
  const requested: string[] = [];
  const server = http.createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname);
    requested.push(urlPath);
    response.setHeader('Access-Control-Allow-Origin', '*');
    const file = path.join(root, path.normalize(urlPath));
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': /\.[0-9a-f]{8}\.(js|css)$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requested,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
