import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { federationRuntimeAsModules } from './index.mjs';
import { build } from './testing/build';

const require = createRequire(import.meta.url);
const bundlerRuntimeCjs = require.resolve('@module-federation/webpack-bundler-runtime');
/** A name of the SDK's Node helpers, which no browser build calls. */
const NODE_HELPER_MARKER = 'isNodeBuiltinSpecifier';

let dir = '';
const bundles: Record<'cjs' | 'modules', string> = { cjs: '', modules: '' };

/** Bundles an entry that imports the bundler runtime by its CommonJS path, as the federation plugin does. */
async function bundle(name: keyof typeof bundles, alias: Record<string, string>): Promise<void> {
  await build({
    mode: 'production',
    context: dir,
    entry: './entry.mjs',
    target: 'web',
    devtool: false,
    output: { path: path.join(dir, name), filename: 'out.js' },
    resolve: { alias },
  });
  bundles[name] = fs.readFileSync(path.join(dir, name, 'out.js'), 'utf8');
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gb-federation-'));
  fs.writeFileSync(path.join(dir, 'entry.mjs'), `import runtime from ${JSON.stringify(bundlerRuntimeCjs)};\nwindow.out = typeof runtime.init;\n`);
  await bundle('cjs', {});
  await bundle('modules', federationRuntimeAsModules());
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the federation runtime built from its ES modules (every federated build's alias)", () => {
  it("points the bundler runtime's CommonJS entry at a module build that exists", () => {
    const alias = federationRuntimeAsModules();
    const target = alias[`${bundlerRuntimeCjs}$`];
    expect(target).toMatch(/\.m?js$/);
    expect(fs.existsSync(String(target))).toBe(true);
  });

  it("leaves out the SDK's Node helpers, which the CommonJS build ships, and comes out smaller", () => {
    expect(bundles.cjs).toContain(NODE_HELPER_MARKER);
    expect(bundles.modules).not.toContain(NODE_HELPER_MARKER);
    expect(bundles.modules.length).toBeLessThan(bundles.cjs.length * 0.8);
  });
});
