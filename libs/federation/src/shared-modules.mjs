// @ts-check
/**
 * What the shell and the remotes share through module federation, and the versions they share
 * it under (createFrontendConfig in index.mjs hands this to the federation plugin).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { packageDir } from './lighter-packages.mjs';

/**
 * The modules loaded exactly once for the whole application. Mantine and the router are
 * shared through @groombook/ui, which re-exports only the components and hooks the product
 * uses: a shared package cannot be tree-shaken (the shell cannot know what a remote will
 * import), so sharing @mantine/core or react-router-dom itself would ship all of it. The
 * heavier controls, the menus, the dialogs, the table and the router are entry points of their
 * own, loaded when first used.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  'zustand',
  '@groombook/auth',
  '@groombook/ui',
  '@groombook/ui/controls',
  '@groombook/ui/menus',
  '@groombook/ui/dialogs',
  '@groombook/ui/table',
  '@groombook/ui/router',
];

/**
 * Shared to save bytes, not for shared state: stateless, so a remote may fall back to its
 * own copy. @groombook/contracts carries zod, tree-shaken to what the schemas use (zod shared
 * itself would ship whole, with every locale). Its light entry is shared on its own: the answers
 * a first page reads, on zod/mini, and the error value, so a first page loads neither classic
 * zod nor every screen's schemas (libs/contracts/src/light/index.ts). The rest of the contracts
 * import it by its name, so it exists once. Their version is a hash of the contracts' source, so
 * a remote built with other contracts than the shell's uses its own copy (its fallback chunk).
 * The API client is deliberately NOT shared: a remote ships the endpoints it
 * needs without waiting for the shell; the state the copies must share (session, API
 * origin) lives in @groombook/auth. Nor is @groombook/routes: each app bundles the route
 * manifest it was built with, so a remote never reads a route its shell's copy lacks.
 */
export const SHARED_LIBRARIES = ['@groombook/contracts', '@groombook/contracts/light'];

/** @param {string} specifier */
function packageVersion(specifier) {
  return JSON.parse(fs.readFileSync(path.join(packageDir(specifier), 'package.json'), 'utf8')).version;
}

/** A workspace library's version plus a hash of its source files (tests excluded). */
function sourceVersion(/** @type {string} */ specifier) {
  const dir = fs.realpathSync(packageDir(specifier));
  const hash = createHash('sha256');
  const files = fs.readdirSync(path.join(dir, 'src'), { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(dir, 'src', file);
    if (!/\.test\.[cm]?[jt]sx?$/.test(file) && fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return `${packageVersion(specifier)}-src.${hash.digest('hex').slice(0, 12)}`;
}

/**
 * The file a workspace library's entry point (`@groombook/ui/menus`) names. The shell provides
 * such a module by its file: a package request is provided only if the shell itself imports
 * it, and no shell code uses the menus, say, which a remote's page does.
 */
function workspaceEntryFile(/** @type {string} */ specifier) {
  const dir = packageDir(specifier);
  const name = path.basename(path.dirname(dir)) + '/' + path.basename(dir);
  const exportsMap = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).exports;
  return path.join(fs.realpathSync(dir), exportsMap[`.${specifier.slice(name.length)}`]);
}

/** @param {{ provide: boolean }} options */
export function sharedModules({ provide }) {
  const libraries = Object.fromEntries(
    SHARED_LIBRARIES.map((name) => {
      const version = sourceVersion(name);
      return [name, { singleton: false, requiredVersion: version, strictVersion: true, version }];
    }),
  );
  const singletons = Object.fromEntries(
    SHARED_SINGLETONS.map((specifier) => {
      const version = packageVersion(specifier);
      return [
        specifier,
        {
          singleton: true,
          requiredVersion: `^${version}`,
          version,
          ...(provide
            ? specifier.startsWith('@groombook/')
              ? { import: workspaceEntryFile(specifier) }
              : {}
            : { import: /** @type {false} */ (false) }),
        },
      ];
    }),
  );
  return { ...libraries, ...singletons };
}
