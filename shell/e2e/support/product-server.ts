import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const BUILT = [
  'shell/dist/index.html',
  'mfe-scheduling/dist/mf-manifest.json',
  'mfe-customers/dist/mf-manifest.json',
  'mfe-marketing/dist/mf-manifest.json',
  'mfe-admin/dist/mf-manifest.json',
  'services/api/dist/main.js',
  'services/api/dist/worker.js',
];

export interface ProductServer {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts the built product exactly as `npm start` does (minus install and build). */
export async function startProductServer(env: Record<string, string>): Promise<ProductServer> {
  const missing = BUILT.filter((file) => !fs.existsSync(path.join(workspaceRoot, file)));
  if (missing.length > 0) throw new Error(`Build the product first (npm run build); missing: ${missing.join(', ')}`);

  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(workspaceRoot, 'services/launcher/start.mjs'), '--no-install', '--no-build'],
    { cwd: workspaceRoot, env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The product did not start in time:\n${output}`)), 60_000);
    const check = () => {
      const match = /running at (http:\/\/\S+)/.exec(output);
      // With Redis the worker must be up too before the product counts as started.
      const workerReady = !env.REDIS_URL || output.includes('is processing jobs');
      if (match?.[1] && workerReady) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The product exited with ${code}:\n${output}`));
    });
  });

  return {
    url,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
