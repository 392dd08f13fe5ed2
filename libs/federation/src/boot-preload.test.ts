import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BootPreloadPlugin } from './boot-preload.mjs';
import { build } from './testing/build';

let dir = '';
let preloads: { href: string; as: string }[] = [];
const dist = (file: string) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8');
const preloadedText = () => preloads.map((link) => dist(link.href.slice(1))).join('\n');

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

/** A package shared through federation, whose built code carries `marker`. */
function sharedPackage(name: string, body: string): void {
  write(`node_modules/${name}/package.json`, JSON.stringify({ name, version: '1.0.0', main: 'index.js' }));
  write(`node_modules/${name}/index.js`, body);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gb-boot-preload-'));
  // The shell's shape: an entry that only imports the bootstrap; the bootstrap uses two shared
  // packages (one through the other) and the style sheet, and loads a later page lazily, which
  // uses a third.
  write('src/index.js', "import('./bootstrap');\n");
  write('src/bootstrap.js', "import './boot.css';\nimport { a } from 'shared-a';\nwindow.boot = 'BOOTSTRAP_MARKER' + a;\nwindow.later = () => import('./later');\n");
  write('src/boot.css', '.boot-style-marker { color: red; }\n');
  write('src/later.js', "import { c } from 'shared-c';\nexport const later = 'LATER_MARKER' + c;\n");
  sharedPackage('shared-a', "import { b } from 'shared-b';\nexport const a = 'SHARED_A_MARKER' + b;\n");
  sharedPackage('shared-b', "export const b = 'SHARED_B_MARKER';\n");
  sharedPackage('shared-c', "export const c = 'SHARED_C_MARKER';\n");
  const shared = Object.fromEntries(['shared-a', 'shared-b', 'shared-c'].map((name) => [name, { singleton: true, requiredVersion: '^1.0.0' }]));
  await build({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    devtool: false,
    output: { path: path.join(dir, 'dist'), publicPath: '/', filename: '[name].js', chunkFilename: '[name].js', cssChunkFilename: '[name].css' },
    module: { rules: [{ test: /\.css$/, type: 'css/auto' }] },
    plugins: [
      new ModuleFederationPlugin({ name: 'host', shared, dts: false, manifest: false }),
      new rspack.HtmlRspackPlugin({ templateContent: '<!doctype html><html><head></head><body></body></html>' }),
      new BootPreloadPlugin(),
    ],
  });
  const html = dist('index.html');
  preloads = [...html.matchAll(/<link[^>]*rel="?preload"?[^>]*>/g)].map(([tag]) => ({
    href: /href="?([^"\s>]+)/.exec(tag)?.[1] ?? '',
    as: /as="?([^"\s>]+)/.exec(tag)?.[1] ?? '',
  }));
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the preloads of the boot', () => {
  it('name the bootstrap, its style sheet and the shared packages it consumes, directly or through another', () => {
    const text = preloadedText();
    expect(text).toContain('BOOTSTRAP_MARKER');
    expect(text).toContain('SHARED_A_MARKER');
    expect(text).toContain('SHARED_B_MARKER');
    expect(text).toContain('boot-style-marker');
    expect(preloads.filter((link) => link.href.endsWith('.css')).map((link) => link.as)).toEqual(['style']);
    expect(preloads.filter((link) => link.href.endsWith('.js')).every((link) => link.as === 'script')).toBe(true);
  });

  it('leave out the entry itself, a page loaded later, and a shared package only that page uses', () => {
    const text = preloadedText();
    expect(preloads.map((link) => link.href)).not.toContain('/main.js');
    expect(text).not.toContain('LATER_MARKER');
    expect(text).not.toContain('SHARED_C_MARKER');
  });
});
