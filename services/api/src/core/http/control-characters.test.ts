import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { controlCharacterProblem, findControlCharacter, registerControlCharacterCheck, type CheckedRequest } from './control-characters';

const request = (parts: { path?: string; query?: unknown; body?: unknown }): CheckedRequest => ({
  url: `${parts.path ?? '/customers'}?from=test`,
  query: parts.query ?? {},
  body: parts.body,
});

describe('findControlCharacter', () => {
  it('finds none in clean values of every JSON type', () => {
    expect(findControlCharacter({ a: 'x\ty\r\n', b: [1, true, null, { c: 'ok' }], d: 2.5 })).toBeNull();
    expect(findControlCharacter(undefined)).toBeNull();
    expect(findControlCharacter('plain')).toBeNull();
  });

  it('gives the path of the value that holds one', () => {
    expect(findControlCharacter({ notes: 'a\u0000' })).toEqual({ path: ['notes'], inKey: false });
    expect(findControlCharacter({ a: { b: [0, 'x', '\u0085'] } })).toEqual({ path: ['a', 'b', '2'], inKey: false });
    expect(findControlCharacter('\u007f')).toEqual({ path: [], inKey: false });
  });

  it('gives the path of the object whose key holds one', () => {
    expect(findControlCharacter({ 'a\u0001': 1 })).toEqual({ path: [], inKey: true });
    expect(findControlCharacter({ config: { ok: 1, ['x\u001b']: 2 } })).toEqual({ path: ['config'], inKey: true });
  });

  it('reports the first one in the order the fields came', () => {
    expect(findControlCharacter({ first: 'a\u0000', second: 'b\u0000' })?.path).toEqual(['first']);
  });

  it('walks a body nested far deeper than the call stack allows', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const found = findControlCharacter(deep);
    expect(found?.path).toHaveLength(200_000);
  });
});

describe('controlCharacterProblem', () => {
  it('names the body field, the nested field or the object whose keys hold one', () => {
    expect(controlCharacterProblem(request({ body: { notes: 'a\u0000b' } }))).toBe('notes: must not contain control characters');
    expect(controlCharacterProblem(request({ body: { recurring_config: { label: '\u0007' } } }))).toBe(
      'recurring_config.label: must not contain control characters',
    );
    expect(controlCharacterProblem(request({ body: { 'k\u0000': 1 } }))).toBe('body: field names must not contain control characters');
  });

  it('names the query parameter, even repeated or nested', () => {
    expect(controlCharacterProblem(request({ query: { search: '\u0000' } }))).toBe('search: must not contain control characters');
    expect(controlCharacterProblem(request({ query: { search: ['a', '\u009b'] } }))).toBe('search: must not contain control characters');
    expect(controlCharacterProblem(request({ query: { filter: { name: '\u0001' } } }))).toBe('filter: must not contain control characters');
    expect(controlCharacterProblem(request({ query: { 'x\u0000': '1' } }))).toBe('query parameter names must not contain control characters');
  });

  it('refuses one percent-encoded in the path, and leaves malformed encoding to the router', () => {
    expect(controlCharacterProblem(request({ path: '/users/%00/reset-password' }))).toBe('path: must not contain control characters');
    expect(controlCharacterProblem(request({ path: '/users/%E0%A4%A/x' }))).toBeNull();
  });

  it('lets clean requests through', () => {
    expect(controlCharacterProblem(request({ path: '/customers/Zo%C3%AB', query: { search: 'a\tb' }, body: { notes: 'l1\nl2' } }))).toBeNull();
  });
});

describe('registerControlCharacterCheck', () => {
  it('refuses an /api request with a 400 before its handler runs, and lets clean ones and other paths on', async () => {
    const fastify = Fastify();
    registerControlCharacterCheck(fastify);
    let handled = 0;
    fastify.setErrorHandler((error: Error & { status?: number }, _request, reply) => void reply.status(error.status ?? 500).send({ message: error.message }));
    fastify.post('/api/customers', () => ({ handled: ++handled }));
    fastify.get('/page', () => ({ handled: ++handled }));

    const refused = await fastify.inject({ method: 'POST', url: '/api/customers', payload: { name: '\u0000' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'name: must not contain control characters' });
    expect(handled).toBe(0);

    expect((await fastify.inject({ method: 'POST', url: '/api/customers', payload: { name: 'Rex' } })).json()).toEqual({ handled: 1 });
    expect((await fastify.inject({ method: 'GET', url: '/page?x=%00' })).json()).toEqual({ handled: 2 });
    await fastify.close();
  });
});
