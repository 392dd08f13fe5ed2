import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Runs `npm run backup` or `npm run restore` as an operator would (the launcher's script, with
 * only the environment given: no DATABASE_URL unless named); answers its exit code and output.
 */
export function runBackupCommand(command: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  const { DATABASE_URL: _ignored, EMBEDDED_DATA_DIR: _alsoIgnored, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(root, 'services/launcher', `${command}.mjs`), ...args], { cwd: root, env: { ...inherited, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}
