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
import { PrecompressPlugin } from './precompress.mjs';

export { PrecompressPlugin };

const here = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(here, '../../..');
/** The one page template of the shell and of each remote run alone. */
const PAGE_TEMPLATE = path.join(here, 'index.html');

/** The modules loaded exactly once for the whole application. */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  '@mantine/core',
  '@mantine/hooks',
  '@groombook/auth',
];

/**
 * Shared to save bytes, not for shared state: stateless, so a remote may fall back to its
 * own copy. The API client is deliberately NOT shared: a remote ships the endpoints it
 * needs without waiting for the shell; the state the copies must share (session, API
 * origin) lives in @groombook/auth. Nor is @groombook/routes: each app bundles the route
 * manifest it was built with, so a remote never reads a route its shell's copy lacks.
 */
export const SHARED_LIBRARIES = ['zod'];

/** @param {string} specifier */
function packageVersion(specifier) {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : String(parts[0]);
  const pkgPath = path.join(workspaceRoot, 'node_modules', name, 'package.json');
  return JSON.parse(fs.readFileSync(pkgPath, 'utf8')).version;
}

/** @param {{ provide: boolean }} options */
export function sharedModules({ provide }) {
  const libraries = Object.fromEntries(
    SHARED_LIBRARIES.map((name) => [name, { singleton: false, requiredVersion: `^${packageVersion(name)}`, version: packageVersion(name) }]),
  );
  const singletons = Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const version = packageVersion(name);
      return [
        name,
        {
          singleton: true,
          requiredVersion: `^${version}`,
          version,
          ...(provide ? {} : { import: /** @type {false} */ (false) }),
        },
      ];
    }),
  );
  return { ...libraries, ...singletons };
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

    return {
      mode,
      context: projectDir,
      // A federated remote needs no page entry of its own: the shell loads remoteEntry.js.
      entry: role === 'host' || standalone ? { main: './src/index.ts' } : {},
      devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(projectDir, 'dist'),
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
        }),
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
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
        // A .br and a .gz copy beside each file over 1 KB, which the servers send as they are.
        ...(mode === 'production' ? [new PrecompressPlugin()] : []),
      ],
      optimization: { minimize: mode === 'production' },
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
