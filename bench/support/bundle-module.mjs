// Bundles one TypeScript module of the workspace (with the workspace libraries it imports)
// into a temporary ES module that a benchmark can import, with the API's own build settings:
// npm packages stay imports, resolved from the repository's node_modules.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import apiBuild from '../../services/api/rspack.config.mjs';
import { root } from './harness.mjs';

/** Bundles `entry` (a path from the repository root) and imports it. */
export async function importBundled(entry) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gb-bench-'));
  // The API's own build, for one module: workspace libraries bundled from source, npm packages left as imports.
  const config = {
    ...apiBuild,
    context: root,
    entry: { module: path.join(root, entry) },
    output: { ...apiBuild.output, path: outDir, filename: '[name].mjs' },
    devtool: false,
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
