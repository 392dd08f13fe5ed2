/**
 * What the one-command start sends over the wire: the API serving the built frontends (`npm test`
 * builds them first; `npm run build` otherwise). Static files leave as the brotli or gzip copy
 * their build wrote beside them, JSON answers over 1 KB are compressed as they are made, and
 * small answers and the event stream leave as they are.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE, type RealtimeEvent } from '@groombook/contracts';
import { decodedBody, rawRequest } from '@groombook/testing';
import { RealtimeEvents } from '../src/core/realtime/realtime-events';
import { useTestApi } from './support/api-fixture';
import { signIn } from './support/identity';

const root = path.resolve(import.meta.dirname, '../../..');
const shellDist = path.join(root, 'shell/dist');
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built files a first visit loads, by what they are; each with its address and its file in dist. */
function builtFiles() {
  const required = ['shell/dist/index.html', 'shell/dist/mf-manifest.json', 'mfe-scheduling/dist/remoteEntry.js', 'mfe-marketing/public-pages/dist/sms-opt-in.html'];
  const missing = required.filter((file) => !fs.existsSync(path.join(root, file)));
  if (missing.length > 0) throw new Error(`The frontends are not built (${missing.join(', ')} missing): run npm run build first`);

  const startScript = /<script[^>]*\bsrc="\/([^"]+)"/.exec(fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8'))?.[1];
  const manifest = JSON.parse(fs.readFileSync(path.join(shellDist, 'mf-manifest.json'), 'utf8')) as {
    shared: Array<{ assets: { js: { sync: string[] } } }>;
  };
  const biggest = (names: string[]) =>
    [...new Set(names)].sort((a, b) => fs.statSync(path.join(shellDist, b)).size - fs.statSync(path.join(shellDist, a)).size)[0];
  // The biggest chunk of a shared library (the design system's, with Mantine), and the shell's style sheet.
  const sharedChunk = biggest(manifest.shared.flatMap((shared) => shared.assets.js.sync));
  const styleSheet = biggest(fs.readdirSync(shellDist).filter((file) => file.endsWith('.css')));
  if (!startScript || !sharedChunk || !styleSheet) throw new Error('The shell build has no start script, shared chunk or style sheet');
  return [
    { what: "the shell's start script", url: `/${startScript}`, file: `shell/dist/${startScript}`, cache: IMMUTABLE },
    { what: "a remote's remoteEntry.js", url: '/remotes/scheduling/remoteEntry.js', file: 'mfe-scheduling/dist/remoteEntry.js', cache: 'no-cache' },
    { what: "a remote's mf-manifest.json", url: '/remotes/scheduling/mf-manifest.json', file: 'mfe-scheduling/dist/mf-manifest.json', cache: 'no-cache' },
    { what: "the shell's style sheet", url: `/${styleSheet}`, file: `shell/dist/${styleSheet}`, cache: IMMUTABLE },
    { what: "a shared library's hashed chunk", url: `/${sharedChunk}`, file: `shell/dist/${sharedChunk}`, cache: IMMUTABLE },
    { what: 'the opt-in page', url: '/sms-opt-in', file: 'mfe-marketing/public-pages/dist/sms-opt-in.html', cache: 'no-cache' },
  ].map((entry) => ({ ...entry, raw: fs.readFileSync(path.join(root, entry.file)) }));
}

describe('compressed answers of the API serving the built frontends', () => {
  const fixture = useTestApi({ SERVE_WEB: 'true' });
  const files = builtFiles();
  let companyId = '';
  let adminToken = '';

  beforeAll(async () => {
    companyId = await fixture.arrange.company('Happy Paws');
    await fixture.arrange.user('admin@happy.test', 'admin', companyId);
    await fixture.arrange.query("INSERT INTO customers (company_id, name) SELECT $1, 'Customer ' || i FROM generate_series(1, 40) i", [companyId]);
    adminToken = (await signIn(fixture.api.url, 'admin@happy.test')).access_token;
  });

  describe.each(files)('$what ($url)', ({ url, raw, cache }) => {
    const identity = () => rawRequest(`${fixture.api.url}${url}`, { 'Accept-Encoding': 'identity' });

    it('is over 1 KB, so it has precompressed copies', () => {
      expect(raw.length).toBeGreaterThan(1024);
    });

    it.each([
      ['br, gzip', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ])('goes to Accept-Encoding %j as %s, decoding to the file, with its type and caching', async (accept, coding) => {
      const answer = await rawRequest(`${fixture.api.url}${url}`, { 'Accept-Encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe(cache);
      expect(answer.headers['content-type']).toBe((await identity()).headers['content-type']);
      expect(answer.body.length).toBeLessThan(raw.length);
      expect(decodedBody(answer).equals(raw)).toBe(true);
    });

    it('goes to Accept-Encoding identity (and to no Accept-Encoding) as the file itself', async () => {
      for (const headers of [{ 'Accept-Encoding': 'identity' }, {}, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
        const answer = await rawRequest(`${fixture.api.url}${url}`, headers);
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(answer.headers['cache-control']).toBe(cache);
        expect(answer.body.equals(raw)).toBe(true);
      }
    });

    it('answers HEAD with the headers of GET and no body', async () => {
      const get = await rawRequest(`${fixture.api.url}${url}`, { 'Accept-Encoding': 'br' });
      const head = await rawRequest(`${fixture.api.url}${url}`, { 'Accept-Encoding': 'br' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const header of ['content-encoding', 'content-type', 'content-length', 'vary', 'cache-control', 'etag']) {
        expect(head.headers[header], header).toBe(get.headers[header]);
      }
      expect(Number(head.headers['content-length'])).toBe(get.body.length);
    });

    it('answers a range of the compressed copy, and revalidates it by its own ETag', async () => {
      const whole = await rawRequest(`${fixture.api.url}${url}`, { 'Accept-Encoding': 'br' });
      const range = await rawRequest(`${fixture.api.url}${url}`, { 'Accept-Encoding': 'br', Range: 'bytes=0-99' });
      expect(range.status).toBe(206);
      expect(range.headers['content-encoding']).toBe('br');
      expect(range.headers['content-range']).toBe(`bytes 0-99/${whole.body.length}`);
      expect(range.body.equals(whole.body.subarray(0, 100))).toBe(true);

      const etag = String(whole.headers.etag);
      expect(etag).not.toBe((await identity()).headers.etag);
      const again = await rawRequest(`${fixture.api.url}${url}`, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });
  });

  it("sends the shell's page for a client route as the precompressed copy the client takes, and small files as they are", async () => {
    // The bare page names the boot's files in its head (preloads), so it is over 1 KB and has copies; Home is
    // sent its first frame (shell/first-frames.mjs), larger still.
    const pages = { '/': fs.readFileSync(path.join(shellDist, 'first-frame/index.html')), '/customers/42': fs.readFileSync(path.join(shellDist, 'index.html')) };
    for (const [url, page] of Object.entries(pages)) {
      expect(page.length, url).toBeGreaterThan(1024);
      // As a signed-in browser asks (without the sign-in cookie it is sent to /login).
      const answer = await rawRequest(`${fixture.api.url}${url}`, { 'Accept-Encoding': 'br, gzip', Accept: 'text/html', Cookie: `${SIGNED_IN_COOKIE}=1` });
      expect(answer.status, url).toBe(200);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers.vary, url).toMatch(/accept-encoding/i);
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.body.length, url).toBeLessThan(page.length);
      expect(decodedBody(answer).equals(page), url).toBe(true);
    }
    const config = await rawRequest(`${fixture.api.url}/config.json`, { 'Accept-Encoding': 'br, gzip' });
    expect(config.status).toBe(200);
    expect(config.body.length).toBeLessThanOrEqual(1024);
    expect(config.headers['content-encoding']).toBeUndefined();
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(config.body.toString('utf8'))).toHaveProperty('remotes');
  });

  it('compresses a JSON answer over 1 KB as it is made: brotli, gzip or none as the client takes', async () => {
    const auth = { Authorization: `Bearer ${adminToken}` };
    const plain = await rawRequest(`${fixture.api.url}/api/customers`, { ...auth, 'Accept-Encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const customers = JSON.parse(plain.body.toString('utf8'));
    expect(customers.data.customers).toHaveLength(40);

    for (const [accept, coding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await rawRequest(`${fixture.api.url}/api/customers`, { ...auth, 'Accept-Encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(decodedBody(answer).toString('utf8'))).toEqual(customers);
    }
  });

  it('leaves a JSON answer of 1 KB or less as it is', async () => {
    const answer = await rawRequest(`${fixture.api.url}/api/me`, { Authorization: `Bearer ${adminToken}`, 'Accept-Encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThanOrEqual(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({ success: true });
  });

  it('never compresses the event stream: each event arrives while the stream stays open', async () => {
    const request = http.request(`${fixture.api.url}/api/events`, {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${adminToken}`, 'Accept-Encoding': 'br, gzip' },
    });
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      request.on('response', resolve).on('error', reject).end();
    });
    try {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(response.headers['content-encoding']).toBeUndefined();
      let text = '';
      const frame = (pattern: RegExp) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (!pattern.test(text)) return;
            response.off('data', onData);
            resolve();
          };
          const onData = (chunk: Buffer) => {
            text += chunk.toString('utf8');
            check();
          };
          response.on('data', onData);
          check();
        });
      // The retry hint says the stream is listening; then an event published now must come through at once.
      await frame(/^retry: \d+\n\n/m);
      const event: RealtimeEvent = { type: 'sms.message', customerId: 'c1', messageId: 'm1' };
      await fixture.api.app.get(RealtimeEvents).publish(companyId, event);
      await frame(/"messageId":"m1"/);
      expect(text).toContain(`data: ${JSON.stringify(event)}\n\n`);
      expect(response.complete).toBe(false);
    } finally {
      request.destroy();
    }
  });
});
