// Bundles the API, the worker and the password-hashing process into dist/main.js, dist/worker.js
// and dist/password-hashing.js (ES modules).
// Workspace libs are bundled from source; every npm package stays an external import.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectDir = path.dirname(fileURLToPath(import.meta.url));

export default {
  mode: 'production',
  target: 'node20',
  context: projectDir,
  entry: { main: './src/main.ts', worker: './src/worker.ts', 'password-hashing': './src/modules/identity/password-hashing.process.ts' },
  devtool: 'source-map',
  output: {
    path: path.join(projectDir, 'dist'),
    filename: '[name].js',
    chunkFormat: 'module',
    module: true,
    library: { type: 'module' },
    clean: true,
  },
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
    // Keep import.meta.url as the bundle's own location at run time (the API finds the
    // workspace root from it), instead of the build machine's source path.
    parser: { javascript: { importMeta: false } },
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
            target: 'es2022',
          },
        },
        type: 'javascript/auto',
      },
    ],
  },
  optimization: { minimize: false, splitChunks: false },
  performance: { hints: false },
};
