// @ts-check
/**
 * Writes a brotli (`<file>.br`, maximum quality) and a gzip (`<file>.gz`, level 9) copy beside
 * every emitted script, style sheet, JSON file, page and SVG over 1 KB, once the build has
 * written its files. The servers send the copy a browser accepts instead of compressing on each
 * request: the API's static web (services/api/src/core/web/static-web.ts) and nginx
 * (`gzip_static on`). Source maps are left alone: only developer tools fetch them.
 *
 * `output.clean` removes the copies of the previous build with its other files, and a copy is
 * written only when it is smaller than its file, so the servers fall back to the file itself.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files at most this big are sent as they are: compressing them saves less than it costs. */
export const PRECOMPRESS_MIN_BYTES = 1024;
/** The text files a browser fetches (not `.map`, nor copies already compressed). */
const PRECOMPRESSED_FILE = /\.(?:m?js|css|json|html|svg)$/;

/**
 * The copies of one file's content, each only if smaller than the content.
 * @param {Buffer} content
 * @returns {Promise<Array<{ suffix: '.br' | '.gz', data: Buffer }>>}
 */
export async function compressedCopies(content) {
  const [br, gz] = await Promise.all([
    brotliCompress(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return [
    { suffix: /** @type {const} */ ('.br'), data: br },
    { suffix: /** @type {const} */ ('.gz'), data: gz },
  ].filter((copy) => copy.data.length < content.length);
}

export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
      const files = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => PRECOMPRESSED_FILE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outputPath, name);
          // The file as written (the asset's source may already be released after emit).
          const content = await fs.readFile(file);
          if (content.length <= PRECOMPRESS_MIN_BYTES) return;
          for (const copy of await compressedCopies(content)) await fs.writeFile(`${file}${copy.suffix}`, copy.data);
        }),
      );
    });
  }
}
