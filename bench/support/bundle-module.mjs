// Bundles one TypeScript module of the workspace (with the workspace libraries it imports)
// into a temporary ES module that a benchmark can import: npm packages stay imports, resolved
// from the repository's node_modules. The same swc settings as the API's own build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { root } from './harness.mjs';

/** Bundles `entry` (a path from the repository root) and imports it. */
export async function importBundled(entry) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gb-bench-'));
  const config = {
    mode: 'production',
    target: 'node20',
    context: root,
    entry: { module: path.join(root, entry) },
    output: { path: outDir, filename: '[name].mjs', chunkFormat: 'module', module: true, library: { type: 'module' } },
    experiments: { outputModule: true },
    externalsType: 'module-import',
    externalsPresets: { node: true },
    externals: [
      ({ request }, callback) => {
        const isPackage = request && !request.startsWith('.') && !path.isAbsolute(request) && !request.startsWith('@groombook/');
        return isPackage ? callback(undefined, `module-import ${request}`) : callback();
      },
    ],
    resolve: { extensions: ['.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
  await new Promise((resolve, reject) =>
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    }),
  );
  // The bundle imports npm packages by name: it must sit where the repository's node_modules resolve.
  const placed = path.join(root, 'bench/results', `.bundled-${path.basename(outDir)}.mjs`);
  fs.mkdirSync(path.dirname(placed), { recursive: true });
  fs.copyFileSync(path.join(outDir, 'module.mjs'), placed);
  fs.rmSync(outDir, { recursive: true, force: true });
  try {
    return await import(pathToFileURL(placed).href);
  } finally {
    fs.rmSync(placed, { force: true });
  }
}
