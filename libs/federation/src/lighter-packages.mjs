// @ts-check
/**
 * Lighter forms of packages for the browser builds: the parts of zod and of the federation
 * runtime that no page calls are left out by resolving them elsewhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(here, '../../..');

/**
 * zod's classic schemas import its whole JSON Schema converter (a `toJSONSchema()` method and a
 * processor per type on every schema), which no page uses: in the browser builds those two imports
 * of zod/v4/classic/schemas.js take zod-without-json-schema.mjs instead (about 5 KB gzip less on
 * every first page). `#zod-json-schema-processors` is zod's real module, for the one function kept.
 */
const ZOD_CLASSIC_SCHEMAS = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
const ZOD_JSON_SCHEMA_IMPORTS = /^\.\.\/core\/(json-schema-processors|to-json-schema)\.js$/;
export const ZOD_WITHOUT_JSON_SCHEMA = path.join(here, 'zod-without-json-schema.mjs');

/** The resolve alias and the module replacement that give a browser build zod without its JSON Schema converter. */
export function zodWithoutJsonSchema() {
  return {
    alias: { '#zod-json-schema-processors$': path.join(packageDir('zod'), 'v4/core/json-schema-processors.js') },
    plugin: new rspack.NormalModuleReplacementPlugin(ZOD_JSON_SCHEMA_IMPORTS, (resource) => {
      if (ZOD_CLASSIC_SCHEMAS.test(resource.contextInfo?.issuer ?? '')) resource.request = ZOD_WITHOUT_JSON_SCHEMA;
    }),
  };
}

/**
 * The light contracts (libs/contracts/src/light) are written with zod/mini, whose schemas keep
 * only the checks they use. But a build keeps all of a module that any of its modules uses, and
 * the classic schemas of the other screens use nearly all of zod's core: on the same core, a
 * first page would carry it whole (16.6 KB gzip on /appointments, against 11.6 on a core of its
 * own). So the browser builds resolve zod/mini to `zod-light`, a second install of the same zod
 * release (an npm alias, `npm:zod@<the same version>`; a unit test holds the two versions
 * together), whose core nothing else uses. The API and the tests keep one zod.
 */
export function zodMiniOfItsOwn() {
  return { 'zod/mini$': path.join(packageDir('zod-light'), 'mini/index.js') };
}

/** The federation runtime's packages whose CommonJS entry the plugin's runtime imports by path. */
const FEDERATION_RUNTIME_PACKAGES = ['webpack-bundler-runtime', 'runtime', 'runtime-core', 'sdk', 'error-codes'];

/**
 * The federation plugin imports its runtime's CommonJS build, which a build cannot tree-shake:
 * every helper of the SDK ships, Node's included. Pointing each package's CommonJS entry at its
 * ES module build lets the build keep only what the browser's runtime calls.
 * @returns {Record<string, string>}
 */
export function federationRuntimeAsModules() {
  /** @type {Record<string, string>} */
  const alias = {};
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const dir = packageDir(`@module-federation/${name}`);
    const esm = ['index.js', 'index.mjs'].map((file) => path.join(dir, 'dist', file)).find((file) => fs.existsSync(file));
    if (!esm) continue;
    alias[`${path.join(dir, 'dist/index.cjs')}$`] = esm;
    alias[`@module-federation/${name}$`] = esm;
  }
  return alias;
}

/**
 * A package's folder under the workspace's node_modules.
 * @param {string} specifier
 */
export function packageDir(specifier) {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : String(parts[0]);
  return path.join(workspaceRoot, 'node_modules', name);
}
