import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedBody, rawRequest } from '@groombook/testing';
import { COMPRESSION_MIN_BYTES, negotiateContentCoding, registerCompression } from './compression';

describe('negotiateContentCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['BR;Q=0.5, GZIP;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['br;q=0, *', 'gzip'],
    ['br;q=nonsense, gzip', 'gzip'],
  ] as const)('for %j sends %s', (header, expected) => {
    expect(negotiateContentCoding(header)).toBe(expected);
  });

  it('picks only among the codings available', () => {
    expect(negotiateContentCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateContentCoding('br', ['gzip'])).toBeNull();
  });
});

describe('registerCompression', () => {
  const big = { success: true, rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Bella ${i}`, notes: 'Nails and bath' })) };
  const small = { success: true };
  let server: FastifyInstance;
  let base = '';

  beforeAll(async () => {
    server = Fastify();
    registerCompression(server, ['/']);
    server.get('/big', () => big);
    server.get('/small', () => small);
    server.get('/not-modified', (_request, reply) => reply.code(304).send());
    server.get('/buffer', (_request, reply) => reply.type('application/json').send(Buffer.from(JSON.stringify(big))));
    server.get('/no-transform', (_request, reply) => reply.header('Cache-Control', 'no-transform').send(big));
    server.get('/script', (_request, reply) => reply.type('application/javascript').send('x'.repeat(5000)));
    // An event stream is written to the raw response, past every hook.
    server.get('/events', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
      reply.raw.write(`data: ${'x'.repeat(2000)}\n\n`);
      setTimeout(() => reply.raw.end(), 20);
    });
    // A text answer that says it is an event stream: its type alone keeps it uncompressed.
    server.get('/events-unflushed', (_request, reply) => reply.type('text/event-stream').send(`data: ${'x'.repeat(2000)}\n\n`));
    base = await server.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(() => server.close());

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('sends a JSON answer over 1 KB to %j as %s, decoding to the same JSON, varying on Accept-Encoding', async (accept, coding) => {
    const answer = await rawRequest(`${base}/big`, { 'Accept-Encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(coding);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.stringify(big).length).toBeGreaterThan(COMPRESSION_MIN_BYTES);
    expect(answer.body.length).toBeLessThan(JSON.stringify(big).length / 4);
    expect(JSON.parse(decodedBody(answer).toString('utf8'))).toEqual(big);
  });

  it('compresses an answer sent as bytes', async () => {
    const answer = await rawRequest(`${base}/buffer`, { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decodedBody(answer).toString('utf8'))).toEqual(big);
  });

  it('sends the answer as it is to a client that takes no coding, or refuses them', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const answer = await rawRequest(`${base}/big`, headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(JSON.parse(answer.body.toString('utf8'))).toEqual(big);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
  });

  it('leaves answers of 1 KB or less, non-JSON types and no-transform answers as they are', async () => {
    for (const path of ['/small', '/script', '/no-transform']) {
      const answer = await rawRequest(`${base}${path}`, { 'Accept-Encoding': 'br, gzip' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBeUndefined();
      expect(Number(answer.headers['content-length']), path).toBe(answer.body.length);
    }
  });

  it('never compresses an event stream', async () => {
    for (const path of ['/events', '/events-unflushed']) {
      const answer = await rawRequest(`${base}${path}`, { 'Accept-Encoding': 'br, gzip' });
      expect(answer.headers['content-encoding'], path).toBeUndefined();
      expect(answer.body.toString('utf8'), path).toBe(`data: ${'x'.repeat(2000)}\n\n`);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const answer = await rawRequest(`${base}/big`, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.body.length).toBe(0);
  });

  it('leaves a 304 empty, varying as the answer it stands for', async () => {
    const answer = await rawRequest(`${base}/not-modified`, { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(304);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.body.length).toBe(0);
  });
});
