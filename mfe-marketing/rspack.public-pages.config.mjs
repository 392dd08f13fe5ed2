// @ts-check
/**
 * The customers' public pages (mfe-marketing/public-pages/): the pages a customer opens from a
 * link or a QR code (the SMS opt-in /sms-opt-in, the booking request /book) and the SMS privacy
 * policy (/sms-privacy-policy). It shares nothing with the
 * shell at run time: no Module Federation, no React, no Mantine, only plain TypeScript and one
 * small style sheet, so a phone on a slow network shows the form at once.
 *
 * Output (public-pages/dist/): one page per route the manifest gives to 'opt-in', named after its
 * path (`/sms-opt-in` is `sms-opt-in.html`), and their hashed scripts and styles under
 * `opt-in/`, which the server publishes at `/opt-in/` (no file of the shell or of a remote
 * lives there). Scripts are files only, never inline, so `script-src 'self'` holds.
 *
 * `npm run build` runs it after the marketing remote's own build; `npm run dev:public-pages -w
 * mfe-marketing` serves it alone, proxying /api to a running API.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { PrecompressPlugin } from '@groombook/federation';
import ts from 'typescript';

const projectDir = path.dirname(fileURLToPath(import.meta.url));
const bundleDir = path.join(projectDir, 'public-pages');

/** Where the assets live, in the output and on the server: a path no other frontend uses. */
export const OPT_IN_ASSET_PATH = '/opt-in/';

/**
 * The pages: each `public-pages/pages/<name>.html` is the page of the route `/<name>`, and
 * `public-pages/src/<name>.ts` its script (libs/routes checks them against the manifest).
 */
export const OPT_IN_PAGES = fs
  .readdirSync(path.join(bundleDir, 'pages'))
  .filter((file) => file.endsWith('.html'))
  .sort()
  .map((file) => {
    const name = file.slice(0, -'.html'.length);
    return { name, template: path.join(bundleDir, 'pages', file), entry: `./public-pages/src/${name}.ts` };
  });

/**
 * The SMS policy's figures, from the product's constants (libs/domain), for the pages' text:
 * the privacy policy is static HTML that must read right without JavaScript. The module has
 * no imports, so its compiled text runs on its own.
 * @returns {Promise<Record<string, string>>}
 */
async function policyFigures() {
  const source = fs.readFileSync(path.join(projectDir, '../libs/domain/src/sms-opt-in.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const domain = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  return {
    MARKETING_MESSAGES_PER_MONTH: String(domain.MARKETING_MESSAGES_PER_MONTH),
    OPT_OUT_BUSINESS_DAYS: String(domain.OPT_OUT_BUSINESS_DAYS),
  };
}

/**
 * The head lines every page has, written once: the character set, the phone-width viewport,
 * no referrer (a page's address carries the customer's number), and an inline icon so the
 * page makes no request for /favicon.ico.
 */
const SHARED_HEAD = [
  '<meta charset="utf-8" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1" />',
  '<meta name="referrer" content="no-referrer" />',
  `<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%23228be6'/%3E%3Ctext x='16' y='22' font-size='18' text-anchor='middle' fill='white' font-family='sans-serif'%3EG%3C/text%3E%3C/svg%3E" />`,
].join('\n    ');

/** @type {(env: Record<string, unknown>, argv: Record<string, unknown>) => Promise<import('@rspack/core').Configuration>} */
export default async (_env, argv) => {
  const isServe = Boolean(argv && (argv.serve || process.argv.includes('serve')));
  const mode = isServe ? 'development' : 'production';
  const figures = await policyFigures();
  const assets = OPT_IN_ASSET_PATH.slice(1);

  return {
    mode,
    context: projectDir,
    entry: Object.fromEntries(OPT_IN_PAGES.map((page) => [page.name, page.entry])),
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(bundleDir, 'dist'),
      publicPath: '/',
      filename: mode === 'production' ? `${assets}[name].[contenthash:8].js` : `${assets}[name].js`,
      chunkFilename: mode === 'production' ? `${assets}[name].[contenthash:8].js` : `${assets}[name].js`,
      cssFilename: `${assets}[name].[contenthash:8].css`,
      uniqueName: 'optIn',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        // The shared libraries' modules only declare things: what the pages do not use of
        // their barrels (the other contracts, zod with them) stays out of the bundle.
        { test: /[\\/]libs[\\/][^\\/]+[\\/]src[\\/]/, sideEffects: false },
      ],
    },
    plugins: [
      ...OPT_IN_PAGES.map(
        (page) =>
          new rspack.HtmlRspackPlugin({
            template: page.template,
            filename: `${page.name}.html`,
            chunks: [page.name],
            scriptLoading: 'defer',
            templateParameters: { ...figures, sharedHead: SHARED_HEAD },
          }),
      ),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      // A .br and a .gz copy beside each page, script and style sheet over 1 KB.
      ...(mode === 'production' ? [new PrecompressPlugin()] : []),
    ],
    optimization: { minimize: mode === 'production' },
    performance: { hints: false },
    devServer: {
      port: 4205,
      historyApiFallback: {
        rewrites: OPT_IN_PAGES.map((page) => ({ from: new RegExp(`^/${page.name}/?$`), to: `/${page.name}.html` })),
      },
      proxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://127.0.0.1:3000' }],
    },
  };
};
