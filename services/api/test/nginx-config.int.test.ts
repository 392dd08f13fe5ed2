/**
 * The web image's server (docker/web/nginx.conf) in front of the built frontends, as the image
 * lays them out: Debian's nginx runs the file itself (@groombook/testing's startWebImage), its
 * paths pointed at this checkout's builds (`npm test` builds them first) and its /api/ at a small
 * local server. It checks what a browser is sent: the light sign-in page, not the application,
 * for a page that needs a session when the browser holds none; the shell's page otherwise; the
 * cache and security headers; the precompressed copies.
 */
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '@groombook/contracts';
import { FRAMED_ROUTES, pageHeadAt, routesOwnedBy } from '@groombook/routes';
import { decodedBody, rawRequest, startWebImage, type WebImage } from '@groombook/testing';

const root = path.resolve(import.meta.dirname, '../../..');
const IMMUTABLE = 'public, max-age=31536000, immutable';

let web: WebImage | undefined;
let base = '';
let upstream: http.Server | undefined;
const proxied: Array<{ url: string; forwardedProto: string | undefined }> = [];

beforeAll(async () => {
  const api = http.createServer((request, response) => {
    proxied.push({ url: request.url ?? '', forwardedProto: request.headers['x-forwarded-proto'] as string | undefined });
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"from":"api"}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  upstream = api;
  web = await startWebImage(`http://127.0.0.1:${(api.address() as net.AddressInfo).port}`);
  base = web.url;
}, 30_000);

afterAll(async () => {
  await web?.stop();
  await new Promise<void>((resolve) => (upstream ? upstream.close(() => resolve()) : resolve()));
});

const signedIn = { Cookie: `${SIGNED_IN_COOKIE}=1`, Accept: 'text/html' };
const signedOut = { Accept: 'text/html' };
const page = (answer: { headers: http.IncomingHttpHeaders; body: Buffer }) => decodedBody(answer).toString('utf8');
const isShell = (html: string) => /<script[^>]*src="\/main\.[0-9a-f]{8}\.js"/.test(html);
/** The heading a first frame draws (shell/first-frames.mjs), or null for the shell's bare page. */
const frameTitle = (html: string) => (html.includes('<div id="root"></div>') ? null : (/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? 'no heading'));
const isSignIn = (html: string) => /<script[^>]*src="\/opt-in\/login\.[0-9a-f]{8}\.js"/.test(html) && !html.includes('/main.');

describe('the web image, for a browser without a session', () => {
  it.each(['/', '/appointments?year=2026&month=11', '/customers/42', '/no-such-page', '/appointments/'])(
    'sends the sign-in page in the place of %s, never stored, with the security headers',
    async (address) => {
      const answer = await rawRequest(`${base}${address}`, { ...signedOut, 'Accept-Encoding': 'gzip' });
      expect(answer.status).toBe(200);
      expect(isSignIn(page(answer)), page(answer).slice(0, 400)).toBe(true);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
      expect(answer.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('sends the same for a cookie that does not say 1', async () => {
    const answer = await rawRequest(`${base}/appointments`, { Cookie: `${SIGNED_IN_COOKIE}=0; other=1`, Accept: 'text/html' });
    expect(isSignIn(page(answer))).toBe(true);
  });

  // Every page of the shell's that the route manifest lets anyone open: a new one needs nginx.conf's location too.
  const publicShellPages = routesOwnedBy('shell')
    .filter((route) => route.minRole === null)
    .map((route) => route.path);

  it('knows the pages of the shell anyone may open', () => {
    expect(publicShellPages.length).toBeGreaterThan(0);
  });

  it.each([...publicShellPages, '/reset-password?token=t', '/confirm-email?token=t', '/reset-password/', '/customers?type=recovery&token=t'])(
    "sends the shell's page for %s, which anyone may open",
    async (address) => {
      const answer = await rawRequest(`${base}${address}`, signedOut);
      expect(answer.status).toBe(200);
      expect(isShell(page(answer))).toBe(true);
      // A public page has no first frame; a recovery link to a framed page gets that page's.
      expect(frameTitle(page(answer))).toBe(pageHeadAt(new URL(address, base).pathname)?.title ?? null);
      expect(answer.headers['cache-control']).toBe('no-cache');
    },
  );

  // Every page the manifest gives the public pages bundle: a new one needs nginx.conf's location too.
  it.each(routesOwnedBy('opt-in').map((route) => route.path))('sends %s as its own page, never the shell’s', async (address) => {
    const answer = await rawRequest(`${base}${address}`, signedOut);
    expect(answer.status).toBe(200);
    const html = page(answer);
    expect(html).toContain('/opt-in/');
    expect(isShell(html)).toBe(false);
    // Only /login is the sign-in page; the customers' pages are their own.
    expect(isSignIn(html)).toBe(address === '/login');
  });

  it('sends the sign-in page with where to return', async () => {
    expect(isSignIn(page(await rawRequest(`${base}/login?redirect=%2Freports`, signedOut)))).toBe(true);
  });

  it('never answers the internal sign-in address itself', async () => {
    expect((await rawRequest(`${base}/groombook-sign-in`, signedIn)).status).toBe(404);
  });
});

describe('the web image, for a browser holding a session', () => {
  it.each(['/customers/42', '/login-history', '/edit-appointment/a1'])("sends the shell's bare page for %s, which has no first frame, revalidated each time", async (address) => {
    const answer = await rawRequest(`${base}${address}`, signedIn);
    expect(answer.status).toBe(200);
    expect(isShell(page(answer))).toBe(true);
    expect(frameTitle(page(answer))).toBeNull();
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/', 'Dashboard'],
    ['/appointments?year=2026&month=11', 'Appointments'],
    ['/appointments/', 'Appointments'],
    ...FRAMED_ROUTES.map((route) => [route.path, route.title]),
  ])("sends %s as the shell's page with its first frame (%s), revalidated each time, as its gzip copy", async (address, title) => {
    const answer = await rawRequest(`${base}${address}`, { ...signedIn, 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(isShell(page(answer))).toBe(true);
    expect(frameTitle(page(answer))).toBe(title);
    expect(page(answer)).toContain('Verifying authentication...');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('still sends the sign-in page at /login', async () => {
    expect(isSignIn(page(await rawRequest(`${base}/login`, signedIn)))).toBe(true);
  });
});

describe('the web image, for files', () => {
  it("sends the shell's start script as its gzip copy, cached for good", async () => {
    const script = /<script[^>]*src="(\/main\.[0-9a-f]{8}\.js)"/.exec(page(await rawRequest(`${base}/`, signedIn)))?.[1] ?? '';
    expect(script).not.toBe('');
    const answer = await rawRequest(`${base}${script}`, { 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(decodedBody(answer).equals(fs.readFileSync(path.join(root, 'shell/dist', script)))).toBe(true);
  });

  it("sends a remote's entry revalidated, and a missing remote file as 404, never the shell's page", async () => {
    const entry = await rawRequest(`${base}/remotes/scheduling/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const missing = await rawRequest(`${base}/remotes/scheduling/no-such-chunk.js`, signedOut);
    expect(missing.status).toBe(404);
    expect(isSignIn(page(missing)) || isShell(page(missing))).toBe(false);
  });

  it('sends the runtime config', async () => {
    const answer = await rawRequest(`${base}/config.json`);
    expect(answer.status).toBe(200);
    expect(JSON.parse(page(answer))).toEqual(JSON.parse(fs.readFileSync(path.join(root, 'docker/web/config.json'), 'utf8')));
  });

  it('hands /api/ to the API as it is, without the static headers', async () => {
    const answer = await rawRequest(`${base}/api/me?x=1`, signedOut);
    expect(page(answer)).toBe('{"from":"api"}');
    expect(proxied.at(-1)).toEqual({ url: '/api/me?x=1', forwardedProto: 'http' });
    expect(answer.headers['cache-control']).toBeUndefined();
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });
});

describe('the web image, after all of the above', () => {
  it('logged no error or warning (an unset variable, a missing file it should not have looked for)', () => {
    expect(web?.errorLog()).not.toMatch(/\[(warn|error|crit|alert|emerg)\]/);
  });
});
