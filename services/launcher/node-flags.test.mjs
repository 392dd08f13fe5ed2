// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_NODE_FLAGS } from './node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the Node flags of the API and the worker', () => {
  it('are the ones the API image sets in NODE_OPTIONS (a Dockerfile cannot import them)', () => {
    const dockerfile = fs.readFileSync(path.join(root, 'docker/api.Dockerfile'), 'utf8');
    const options = /NODE_OPTIONS=(?:"([^"]*)"|(\S+))/.exec(dockerfile);
    expect(options, 'docker/api.Dockerfile sets no NODE_OPTIONS').not.toBeNull();
    expect((options?.[1] ?? options?.[2] ?? '').split(/\s+/)).toEqual(API_NODE_FLAGS);
  });
});
