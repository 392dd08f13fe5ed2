import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zodMiniOfItsOwn } from './index.mjs';
import { build } from './testing/build';

const require = createRequire(import.meta.url);
const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

let dir = '';
let bundle = '';
let result: unknown[] = [];

/*
 * A build with the browser builds' alias, of a module that uses classic zod and zod/mini as the
 * contracts do: a light answer checked alone, and inside a classic schema of the full contracts.
 */
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gb-zod-mini-'));
  fs.writeFileSync(
    path.join(dir, 'entry.mjs'),
    [
      "import { z } from 'zod';",
      "import * as mini from 'zod/mini';",
      'const row = mini.object({ id: mini.string(), total: mini.nullable(mini.int()) });',
      'const page = z.object({ rows: z.array(row), more: z.boolean() });',
      'export const out = [',
      '  row.safeParse({ id: "a", total: 2 }).success,',
      '  row.safeParse({ id: "a", total: 2.5 }).success,',
      '  page.safeParse({ rows: [{ id: "a", total: null }], more: false }).success,',
      '  page.safeParse({ rows: [{ id: 1, total: null }], more: false }).success,',
      '];',
    ].join('\n'),
  );
  const zodModules = path.resolve(path.dirname(require.resolve('zod/package.json')), '..');
  await build({
    mode: 'production',
    context: dir,
    entry: './entry.mjs',
    target: 'node',
    devtool: false,
    optimization: { minimize: false },
    output: { path: dir, filename: 'out.cjs', library: { type: 'commonjs2' } },
    resolve: { alias: zodMiniOfItsOwn(), modules: [zodModules, 'node_modules'] },
  });
  bundle = fs.readFileSync(path.join(dir, 'out.cjs'), 'utf8');
  result = (require(path.join(dir, 'out.cjs')) as { out: unknown[] }).out;
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('zod/mini on a core of its own (browser builds)', () => {
  it('is the same zod release as the classic one', () => {
    expect(versionOf('zod-light')).toBe(versionOf('zod'));
  });

  it("builds zod/mini from the second install, and its schemas check alone and inside classic ones", () => {
    expect(bundle).toMatch(/node_modules\/zod-light\/v4\/mini\//);
    expect(bundle).toMatch(/node_modules\/zod\/v4\/classic\//);
    expect(result).toEqual([true, false, true, false]);
  });
});
