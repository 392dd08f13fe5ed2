import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRequestLog, requestIdOf } from './request-log';

/** An app whose routes answer with the status they are asked for, logging into `lines` at `level`. */
async function appLoggingAt(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const server = Fastify({ genReqId: requestIdOf, requestIdHeader: false, forceCloseConnections: true });
  registerRequestLog(server, pino({ level }, destination));
  server.get<{ Params: { code: string } }>('/api/status/:code', (request, reply) => reply.code(Number(request.params.code)).send({ ok: true }));
  server.get('/page', (_request, reply) => reply.code(500).send('page'));
  server.get('/api/stream', (_request, reply) => {
    reply.hijack();
    reply.raw.setHeader('Content-Type', 'text/event-stream');
    reply.raw.writeHead(200);
    reply.raw.write('retry: 1000\n\n');
  });
  server.get('/api/hang', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'Content-Type': 'application/json' });
    reply.raw.flushHeaders();
  });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  return { lines, server, base };
}

describe('registerRequestLog', () => {
  let info: Awaited<ReturnType<typeof appLoggingAt>>;
  let debug: Awaited<ReturnType<typeof appLoggingAt>>;
  beforeAll(async () => {
    [info, debug] = await Promise.all([appLoggingAt('info'), appLoggingAt('debug')]);
  });
  afterAll(async () => {
    await Promise.all([info.server.close(), debug.server.close()]);
  });

  it('echoes a valid X-Request-Id and makes one up otherwise', async () => {
    expect((await fetch(`${info.base}/api/status/200`, { headers: { 'X-Request-Id': 'trace-1' } })).headers.get('x-request-id')).toBe('trace-1');
    expect((await fetch(`${info.base}/page`, { headers: { 'X-Request-Id': 'bad id' } })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('at info, logs a failed /api request with its id and path (no query) and not the ones that succeed', async () => {
    info.lines.length = 0;
    await fetch(`${info.base}/api/status/200?search=Jane`, { headers: { 'X-Request-Id': 'ok-1' } });
    await fetch(`${info.base}/api/status/404`);
    await fetch(`${info.base}/api/status/503?search=Jane`, { headers: { 'X-Request-Id': 'failed-1' } });
    await fetch(`${info.base}/page`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(info.lines).toEqual([
      expect.objectContaining({ level: 50, msg: 'request failed', req: { id: 'failed-1', method: 'GET', url: '/api/status/503' }, res: { statusCode: 503 } }),
    ]);
    expect(JSON.stringify(info.lines)).not.toContain('Jane');
  });

  it('at debug, logs every /api request', async () => {
    debug.lines.length = 0;
    await fetch(`${debug.base}/api/status/200`, { headers: { 'X-Request-Id': 'ok-2' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(debug.lines).toEqual([expect.objectContaining({ level: 20, msg: 'request completed', req: { id: 'ok-2', method: 'GET', url: '/api/status/200' } })]);
  });

  it('at info, says nothing of a live-update stream the client closes, but warns of an ordinary answer it abandons', async () => {
    info.lines.length = 0;
    for (const path of ['/api/stream', '/api/hang']) {
      const client = new AbortController();
      await fetch(`${info.base}${path}`, { signal: client.signal });
      client.abort();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(info.lines).toEqual([expect.objectContaining({ level: 40, msg: 'request aborted', req: expect.objectContaining({ url: '/api/hang' }) })]);
  });
});
