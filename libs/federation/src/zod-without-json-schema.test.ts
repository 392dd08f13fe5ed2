import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOD_WITHOUT_JSON_SCHEMA, zodWithoutJsonSchema } from './index.mjs';
import { build } from './testing/build';

const require = createRequire(import.meta.url);
const classicSchemas = path.join(path.dirname(require.resolve('zod/package.json')), 'v4/classic/schemas.js');
/** A string of zod's converter: in its output, nowhere else. */
const CONVERTER_MARKER = 'json-schema.org/draft';

let dir = '';
let bundle = '';
let result: unknown[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gb-zod-'));
  fs.writeFileSync(
    path.join(dir, 'entry.mjs'),
    [
      "import { z } from 'zod';",
      'const name = z.string().max(5);',
      'export const out = [name.maxLength, name.safeParse("abc").success, name.safeParse("abcdefg").success];',
      'try { name.toJSONSchema(); } catch (error) { out.push(error.message); }',
    ].join('\n'),
  );
  const { alias, plugin } = zodWithoutJsonSchema();
  await build({
    mode: 'production',
    context: dir,
    entry: './entry.mjs',
    target: 'node',
    devtool: false,
    output: { path: dir, filename: 'out.cjs', library: { type: 'commonjs2' } },
    resolve: { alias, modules: [path.resolve(path.dirname(require.resolve('zod/package.json')), '..'), 'node_modules'] },
    plugins: [plugin],
  });
  bundle = fs.readFileSync(path.join(dir, 'out.cjs'), 'utf8');
  result = (require(path.join(dir, 'out.cjs')) as { out: unknown[] }).out;
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('zod without its JSON Schema converter (browser builds)', () => {
  it('parses and reads checks as zod does, and leaves the converter out', () => {
    expect(result.slice(0, 3)).toEqual([5, true, false]);
    expect(result[3]).toBe('JSON Schema conversion is not part of the browser build');
    expect(bundle).not.toContain(CONVERTER_MARKER);
  });

  it('exports every name zod/v4/classic/schemas.js reads of the two modules it replaces', async () => {
    const source = fs.readFileSync(classicSchemas, 'utf8');
    const processors = [...source.matchAll(/(?<![-\w])processors\.(\w+)/g)].map((m) => m[1]);
    const named = /import \{([^}]*)\} from "\.\.\/core\/to-json-schema\.js"/.exec(source)?.[1]?.split(',').map((n) => n.trim()) ?? [];
    const stub = fs.readFileSync(ZOD_WITHOUT_JSON_SCHEMA, 'utf8');
    const exported = new Set([...stub.matchAll(/\b(?:as|const|export \{) (\w+)/g)].map((m) => m[1]));
    expect(named.length).toBeGreaterThan(0);
    for (const name of [...new Set([...processors, ...named])]) expect(exported, name).toContain(name);
  });
});
