import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, PrecompressPlugin } from './precompress.mjs';
import { build } from './testing/build';

let dir = '';
const outputDir = () => path.join(dir, 'dist');
const output = (name: string) => fs.readFileSync(path.join(outputDir(), name));


beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groombook-precompress-'));
  // A big entry (a script, a style sheet and its source maps) and a small one, as a production build emits them.
  const words = Array.from({ length: 400 }, (_, i) => `'appointment ${i} for Bella'`).join(', ');
  fs.writeFileSync(path.join(dir, 'big.js'), `import './big.css';\nconsole.log([${words}].join(' '));\n`);
  fs.writeFileSync(path.join(dir, 'big.css'), Array.from({ length: 100 }, (_, i) => `.row-${i} { color: #${String(i).padStart(6, '0')}; }`).join('\n'));
  fs.writeFileSync(path.join(dir, 'small.js'), "console.log('hi');\n");
  await build({
    mode: 'production',
    context: dir,
    entry: { big: './big.js', small: './small.js' },
    devtool: 'source-map',
    output: { path: outputDir(), filename: '[name].js', cssFilename: '[name].css' },
    module: { rules: [{ test: /\.css$/, type: 'css/auto' }] },
    plugins: [new PrecompressPlugin()],
  });
}, 60_000);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('PrecompressPlugin', () => {
  it.each(['big.js', 'big.css'])('writes %s.br and %s.gz beside the emitted file, each decompressing to it', (name) => {
    const raw = output(name);
    expect(raw.length).toBeGreaterThan(PRECOMPRESS_MIN_BYTES);
    const br = output(`${name}.br`);
    const gz = output(`${name}.gz`);
    expect(zlib.brotliDecompressSync(br).equals(raw)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(raw)).toBe(true);
    expect(br.length).toBeLessThan(raw.length);
    expect(gz.length).toBeLessThan(raw.length);
  });

  it('leaves files of 1 KB or less and source maps as they are', () => {
    const files = fs.readdirSync(outputDir());
    expect(output('small.js').length).toBeLessThanOrEqual(PRECOMPRESS_MIN_BYTES);
    expect(files).not.toContain('small.js.br');
    expect(files).not.toContain('small.js.gz');
    expect(files).toContain('big.js.map');
    expect(files.filter((file) => file.includes('.map.'))).toEqual([]);
  });
});
