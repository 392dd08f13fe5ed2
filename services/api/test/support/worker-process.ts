import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BuiltProcess {
  pid: number;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
  /** Ends it at once (SIGKILL), as a crash or an OOM kill would: no shutdown code runs. */
  kill: () => Promise<void>;
}

/**
 * Runs a built entry point (dist/main.js, dist/worker.js) as its own process, as a
 * deployment does, and resolves once its output matches `ready` (or rejects with the
 * output when it exits first).
 */
export async function startBuiltEntry(entry: 'main.js' | 'worker.js', env: Record<string, string>, ready: RegExp, nodeArgs: string[] = []): Promise<BuiltProcess> {
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, path.join(apiDir, 'dist', entry)], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start in time:\n${output}`)), 30_000);
    const check = () => {
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code}:\n${output}`));
    });
  });

  return {
    pid: child.pid ?? -1,
    output: () => output,
    exited,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

export type WorkerProcess = BuiltProcess;

/** Starts the built worker entry point (dist/worker.js) as its own process and waits until it is ready. */
export function startWorkerProcess(env: Record<string, string>): Promise<BuiltProcess> {
  return startBuiltEntry('worker.js', env, /is processing jobs/);
}

/** Runs dist/main.js until it exits (a start-up that must fail); resolves with its code and output. */
export async function runBuiltApiUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  try {
    const started = await startBuiltEntry('main.js', env, /is running at/);
    await started.stop();
    return { code: 0, output: started.output() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const match = /exited with (\S+):\n([\s\S]*)$/.exec(message);
    return { code: match ? Number(match[1]) : null, output: match?.[2] ?? message };
  }
}
