import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedBody, rawRequest } from '@groombook/testing';
import { COMPRESSION_MIN_BYTES, compressResponses, negotiateContentCoding } from './compression';

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

describe('compressResponses', () => {
  const big = { success: true, rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Bella ${i}`, notes: 'Nails and bath' })) };
  const small = { success: true };
  let server: http.Server;
  let base = '';

  beforeAll(async () => {
    const app = express();
    app.use(compressResponses());
    app.get('/big', (_req, res) => void res.json(big));
    app.get('/small', (_req, res) => void res.json(small));
    app.get('/written', (_req, res) => {
      res.type('application/json');
      res.write('{"rows":[');
      res.write(big.rows.map((row) => JSON.stringify(row)).join(','));
      res.end(']}');
    });
    app.get('/no-transform', (_req, res) => void res.set('Cache-Control', 'no-transform').json(big));
    app.get('/script', (_req, res) => void res.type('application/javascript').send('x'.repeat(5000)));
    app.get('/events', (_req, res) => {
      res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
      res.flushHeaders();
      res.write(`data: ${'x'.repeat(2000)}\n\n`);
      setTimeout(() => res.end(), 20);
    });
    // An event stream that writes before it flushes: its type alone keeps it uncompressed.
    app.get('/events-unflushed', (_req, res) => {
      res.setHeader('Content-Type', 'text/event-stream');
      res.write(`data: ${'x'.repeat(2000)}\n\n`);
      res.end();
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

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

  it('compresses an answer written in several pieces', async () => {
    const answer = await rawRequest(`${base}/written`, { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decodedBody(answer).toString('utf8'))).toEqual({ rows: big.rows });
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

  it('answers a matching If-None-Match with an empty 304 that still varies', async () => {
    const first = await rawRequest(`${base}/big`, { 'Accept-Encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await rawRequest(`${base}/big`, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.vary).toMatch(/Accept-Encoding/i);
    expect(again.body.length).toBe(0);
  });
});
