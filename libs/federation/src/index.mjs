// @ts-check
/**
 * Build configuration shared by the shell (host) and the four remotes.
 *
 * Federated builds: the shell provides every shared singleton; remotes declare them
 * with `import: false`, so React and friends exist in the shell's chunks only and a
 * remote's own JavaScript stays small. Standalone builds (a remote run alone for its
 * team, `MF_STANDALONE=1`) bundle their own copies so they can boot without the shell.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BootPreloadPlugin } from './boot-preload.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { sharedModules } from './shared-modules.mjs';
import { federationRuntimeAsModules, zodMiniOfItsOwn, zodWithoutJsonSchema } from './lighter-packages.mjs';

export { BootPreloadPlugin, PrecompressPlugin };
export { SHARED_LIBRARIES, SHARED_SINGLETONS, sharedModules } from './shared-modules.mjs';
export { federationRuntimeAsModules, ZOD_WITHOUT_JSON_SCHEMA, zodMiniOfItsOwn, zodWithoutJsonSchema } from './lighter-packages.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(here, '../../..');
/** The one page template of the shell and of each remote run alone. */
const PAGE_TEMPLATE = path.join(here, 'index.html');

/**
 * Packages a federated remote must never bundle: it takes them from the shell, through the
 * shared modules (shared-modules.mjs). A remote that imports one directly fails its build (RemoteImportsGuard).
 */
const PROVIDED_BY_THE_SHELL = ['react', 'react-dom', 'react-router', 'react-router-dom', '@mantine/core', '@mantine/hooks'];

/**
 * Mantine's ScrollArea (under the modal, the drawer and the table, so on every first page) imports
 * one hook, `useMergeRefs`, from @floating-ui/react, which would bring all of floating-ui into the
 * first page; there it gets the same hook from @groombook/ui instead. Floating-ui then loads with
 * the menus, tooltips and selects that use it.
 */
const SCROLL_AREA_DIR = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea$/;
const SCROLL_AREA_MERGE_REFS = path.join(workspaceRoot, 'libs/ui/src/scroll-area-merge-refs.ts');

/** Fails a federated remote's build when it bundles a package the shell provides. */
class RemoteImportsGuard {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const pattern = new RegExp(`[\\\\/]node_modules[\\\\/](${PROVIDED_BY_THE_SHELL.join('|')})[\\\\/]`);
    compiler.hooks.thisCompilation.tap('RemoteImportsGuard', (compilation) => {
      compilation.hooks.finishModules.tap('RemoteImportsGuard', (modules) => {
        const bundled = new Set();
        for (const module of modules) {
          const match = 'resource' in module && typeof module.resource === 'string' ? pattern.exec(module.resource) : null;
          if (match?.[1]) bundled.add(match[1]);
        }
        for (const name of bundled) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${name} is bundled into this remote: import it through @groombook/ui (Mantine) or @groombook/ui/router (the router), which the shell provides`,
            ),
          );
        }
      });
    });
  }
}

/**
 * A remote's release, read at build time: REMOTE_VERSION names it (default: the remote's
 * package version) and the remote shows it on its root element (`data-remote-version`);
 * REMOTE_OUTPUT_DIR builds it into a folder of its own (default: the project's dist/), so a
 * release can sit beside the one being served and the runtime configuration can move between
 * them (docs/frontends.md, "Releasing a remote").
 * @param {string} projectDir
 * @returns {{ version: string, outputDir: string | null }}
 */
export function remoteRelease(projectDir) {
  const version = process.env.REMOTE_VERSION || JSON.parse(fs.readFileSync(path.join(projectDir, 'package.json'), 'utf8')).version;
  if (!/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/.test(version)) {
    throw new Error(`REMOTE_VERSION must be letters, digits, '.', '+', '_' or '-' (at most 64), not ${JSON.stringify(version)}`);
  }
  const outputDir = process.env.REMOTE_OUTPUT_DIR ? path.resolve(process.env.REMOTE_OUTPUT_DIR) : null;
  return { version, outputDir };
}

/**
 * @param {{
 *   name: string,
 *   projectDir: string,
 *   port: number,
 *   role: 'host' | 'remote',
 *   exposes?: Record<string, string>,
 *   title: string,
 * }} options
 */
export function createFrontendConfig({ name, projectDir, port, role, exposes, title }) {
  /** @type {(env: Record<string, unknown>, argv: Record<string, unknown>) => import('@rspack/core').Configuration} */
  return (_env, argv) => {
    const isServe = Boolean(argv && (argv.serve || process.argv.includes('serve')));
    const mode = isServe ? 'development' : 'production';
    const standalone = role === 'remote' && (process.env.MF_STANDALONE === '1' || isServe);
    const provideShared = role === 'host' || standalone;
    const release = role === 'remote' ? remoteRelease(projectDir) : null;
    const browserZod = zodWithoutJsonSchema();

    return {
      mode,
      context: projectDir,
      // A federated remote needs no page entry of its own: the shell loads remoteEntry.js.
      entry: role === 'host' || standalone ? { main: './src/index.ts' } : {},
      devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: release?.outputDir ?? path.join(projectDir, 'dist'),
        // The host serves deep links (/customers/42), so its scripts load from the root;
        // a remote's chunks load relative to wherever its manifest was fetched from.
        publicPath: role === 'host' ? '/' : 'auto',
        filename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: '[name].[contenthash:8].css',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // react-router's package exports point at its development build (warnings and checks
        // included) under every condition; production builds take its production build.
        alias: {
          ...browserZod.alias,
          ...zodMiniOfItsOwn(),
          ...federationRuntimeAsModules(),
          ...(mode === 'production'
            ? {
                'react-router$': path.join(workspaceRoot, 'node_modules/react-router/dist/production/index.mjs'),
                'react-router/dom$': path.join(workspaceRoot, 'node_modules/react-router/dist/production/dom-export.mjs'),
              }
            : {}),
        },
      },
      module: {
        rules: [
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: mode === 'development' } },
                target: 'es2022',
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          // The workspace libraries' modules only declare things: what a build does not use of
          // their barrels (fuse.js under the domain's fuzzy search, the API client's other
          // endpoints...) stays out of it.
          { test: /[\\/]libs[\\/][^\\/]+[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: role === 'remote' ? exposes : undefined,
          shared: sharedModules({ provide: provideShared }),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments: {
            // The federation runtime (about 30 KB gzip) ships once, in the shell, which hands it to
            // the remotes; a remote run alone carries its own.
            ...(role === 'host' ? { provideExternalRuntime: true } : {}),
            ...(role === 'remote' && !standalone ? { externalRuntime: true } : {}),
            // The shell loads each remote by its remoteEntry.js (GET /config.json names it), not by
            // its mf-manifest.json: one request less before a remote's page, and no snapshot code
            // (about 1.5 KB gzip) in the shell's runtime.
            optimization: { target: 'web', disableSnapshot: true },
          },
        }),
        ...(role === 'remote' && !standalone ? [new RemoteImportsGuard()] : []),
        ...(role === 'host' || standalone
          ? [new rspack.HtmlRspackPlugin({
              template: PAGE_TEMPLATE,
              title,
              // The shell reads /config.json first thing at start: fetched while its scripts download.
              templateParameters: {
                preloads: role === 'host' ? '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />' : '',
              },
            })]
          : []),
        // The shell's boot chunks download beside `main`, not after it has run (boot-preload.mjs).
        ...(role === 'host' && mode === 'production' ? [new BootPreloadPlugin()] : []),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          ...(release ? { __REMOTE_VERSION__: JSON.stringify(release.version) } : {}),
        }),
        browserZod.plugin,
        new rspack.NormalModuleReplacementPlugin(/^@floating-ui\/react$/, (resource) => {
          if (SCROLL_AREA_DIR.test(resource.context)) resource.request = SCROLL_AREA_MERGE_REFS;
        }),
        // A .br and a .gz copy beside each file over 1 KB, which the servers send as they are.
        ...(mode === 'production' ? [new PrecompressPlugin()] : []),
      ],
      optimization: {
        minimize: mode === 'production',
        // The style sheet (libs/ui's styles.css and the Mantine sheets it imports) stays one file,
        // loaded with the code that imports it, rather than split by where its parts come from.
        splitChunks: { minSize: { javascript: 20000, css: Number.MAX_SAFE_INTEGER } },
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The standalone dev servers talk to a locally running API.
        proxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://127.0.0.1:3000' }],
      },
    };
  };
}

/**
 * A remote's whole build config: it exposes its route tree as './App'. `configUrl` is the
 * config file's `import.meta.url`, which locates the project.
 * @param {string} configUrl
 * @param {{ name: string, port: number, title: string }} remote
 */
export function createRemoteConfig(configUrl, { name, port, title }) {
  const projectDir = path.dirname(fileURLToPath(configUrl));
  return createFrontendConfig({ name, projectDir, port, role: 'remote', exposes: { './App': './src/app.tsx' }, title });
}
