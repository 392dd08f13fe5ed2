// @ts-check
/**
 * The shell's page names, in its head, every file its boot loads: the bootstrap chunk and the
 * chunks of the shared modules (React, Mantine through @groombook/ui, the router...) that the
 * bootstrap consumes. Without it the browser learns of them only once `main` has downloaded and
 * run (the federation runtime, then `import('./bootstrap')`), and downloads them a round trip
 * and `main`'s evaluation later; with it they download beside `main`.
 *
 * Read from the build's chunk graph: the chunk groups of the entry's own dynamic imports (not the
 * shared modules it provides, which load only when consumed), then, from each of their chunks,
 * the groups of the shared modules it consumes, and theirs in turn. A page's lazy chunks (a
 * dialog, a later page) are never followed, so nothing is preloaded that a first page may not use.
 */
import { rspack } from '@rspack/core';

const NAME = 'BootPreloadPlugin';
/** `provide shared module (default) react@19.3.1 = /path`: its share scope and name. */
const PROVIDE_SHARED = /^provide shared module \(([^)]*)\) (.+?)@\S* = /;
/** `consume shared module (default) react@^19.3.1 (strict) (fallback: /path)`: its share scope and name. */
const CONSUME_SHARED = /^consume shared module \(([^)]*)\) (.+?)@\S* /;

/**
 * The files the boot of entry `entryName` loads. A shared module the boot consumes loads from the
 * entry's own provider of it (the shell provides every one), so that provider's chunks are
 * followed, not the consumer's fallback.
 * @param {import('@rspack/core').Compilation} compilation
 * @param {string} entryName
 * @returns {string[]}
 */
export function bootFiles(compilation, entryName) {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) throw new Error(`${NAME}: no entry named ${entryName}`);
  const { chunkGraph } = compilation;
  const entryModules = entry.chunks.flatMap((chunk) => chunkGraph.getChunkModules(chunk));
  /** @type {Map<string, import('@rspack/core').Module>} */
  const providers = new Map();
  for (const module of entryModules) {
    const provided = PROVIDE_SHARED.exec(module.identifier());
    if (provided) providers.set(`${provided[1]}|${provided[2]}`, module);
  }
  const seen = new Set();
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {import('@rspack/core').Module} module */
  const visitBlocksOf = (module) => {
    for (const block of module.blocks) visit(chunkGraph.getBlockChunkGroup(block));
  };
  /** @param {import('@rspack/core').ChunkGroup | null} group */
  const visit = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const file of group.getFiles()) files.add(file);
    for (const chunk of group.chunks) {
      for (const module of chunkGraph.getChunkModules(chunk)) {
        const consumed = CONSUME_SHARED.exec(module.identifier());
        if (consumed) visitBlocksOf(providers.get(`${consumed[1]}|${consumed[2]}`) ?? module);
      }
    }
  };
  for (const module of entryModules) if (!PROVIDE_SHARED.test(module.identifier())) visitBlocksOf(module);
  const entryFiles = new Set(entry.getFiles());
  return [...files].filter((file) => !entryFiles.has(file) && /\.(js|css)$/.test(file));
}

/** Adds `<link rel="preload">` for the boot's files to the page HtmlRspackPlugin writes. */
export class BootPreloadPlugin {
  /** @param {{ entry?: string }} [options] */
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const links = bootFiles(compilation, this.entry).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', href: `${data.publicPath}${file}`, as: file.endsWith('.css') ? 'style' : 'script' },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}
