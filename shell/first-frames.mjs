// @ts-check
/**
 * The shell's first frames (docs/frontends.md, "First frames"): for each signed-in page at a fixed
 * address with a title, a copy of the shell's page whose root element already holds what the
 * shell first renders there (the header and the page's heading over "Verifying authentication..."),
 * written to first-frame/<address>.html. The servers send it in place of index.html, so a first
 * visit draws the page's frame as soon as the HTML and the style sheet arrive, not once the
 * scripts have run; the shell's first render then replaces it with the same.
 *
 * The frames are rendered by the shell's own components (src/first-frame/render.tsx), built for
 * Node by a compilation of their own that runs before the browser's (`firstFrameRendererConfig`).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';

const NAME = 'FirstFramesPlugin';
const RENDERER_NAME = 'first-frame-renderer';
/** The element the shell renders into, as the page template writes it. */
const EMPTY_ROOT = '<div id="root"></div>';
/** A style sheet of the boot the page names for download (BootPreloadPlugin), which its scripts then apply. */
const STYLE_PRELOAD = /<link(?=[^>]*\sas="style")(?=[^>]*\srel="preload")[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * The page with the frame in its root element, and the boot's style sheets applied by the page
 * itself rather than once its scripts run: a frame drawn before them must be drawn styled (the
 * scripts then find the sheet there and do not load it again).
 * @param {string} page
 * @param {string} root
 */
function framedPage(page, root) {
  if (!page.includes(EMPTY_ROOT)) throw new Error(`${NAME}: the page has no ${EMPTY_ROOT} to draw the first frames into`);
  const styled = page.replace(STYLE_PRELOAD, (_tag, href) => `<link href="${href}" rel="stylesheet">`);
  if (styled === page) throw new Error(`${NAME}: the page names no style sheet to draw the first frames with`);
  return styled.replace(EMPTY_ROOT, `<div id="root">${root}</div>`);
}

/** @param {string} projectDir */
const rendererDir = (projectDir) => path.join(projectDir, 'node_modules/.cache/first-frame-renderer');

/**
 * The Node build of the renderer: the same sources and aliases as the browser's build, style
 * sheets read as text (the page's own style sheet styles the frame), everything bundled.
 * @param {import('@rspack/core').Configuration} browser the browser build, whose resolution it shares
 * @param {string} projectDir
 * @returns {import('@rspack/core').Configuration}
 */
export function firstFrameRendererConfig(browser, projectDir) {
  return {
    name: RENDERER_NAME,
    mode: 'production',
    context: projectDir,
    target: 'node',
    entry: { render: './src/first-frame/render.tsx' },
    output: { path: rendererDir(projectDir), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: browser.resolve,
    module: {
      rules: [
        ...(browser.module?.rules ?? []).filter((rule) => !(rule && typeof rule === 'object' && String(rule.test) === String(/\.css$/))),
        { test: /\.css$/, type: 'asset/source' },
      ],
    },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
  };
}

/** Writes the first frames beside the shell's index.html, from the renderer built before it. */
export class FirstFramesPlugin {
  /** @param {string} projectDir */
  constructor(projectDir) {
    this.renderer = path.join(rendererDir(projectDir), 'render.cjs');
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap(NAME, (data) => {
        try {
          const require = createRequire(import.meta.url);
          delete require.cache[this.renderer];
          /** @type {{ renderFirstFrames(): Array<{ file: string, root: string }> }} */
          const { renderFirstFrames } = require(this.renderer);
          for (const frame of renderFirstFrames()) {
            compilation.emitAsset(frame.file, new compiler.webpack.sources.RawSource(framedPage(data.html, frame.root)));
          }
        } catch (error) {
          compilation.errors.push(new compiler.webpack.WebpackError(error instanceof Error ? error.message : String(error)));
        }
        return data;
      });
    });
  }
}

/**
 * The shell's production build with its first frames: the renderer's compilation, then the
 * browser's, which depends on it.
 * @param {import('@rspack/core').Configuration} browser
 * @param {string} projectDir
 * @returns {import('@rspack/core').Configuration[]}
 */
export function withFirstFrames(browser, projectDir) {
  return [
    firstFrameRendererConfig(browser, projectDir),
    { ...browser, name: 'shell', dependencies: [RENDERER_NAME], plugins: [...(browser.plugins ?? []), new FirstFramesPlugin(projectDir)] },
  ];
}
