// @ts-check
/**
 * Keeps the product's processes running, as `npm start` runs them:
 *  - a process marked `restart` (the worker) that dies is started again after a back-off that
 *    doubles with each death in the crash window (1 s, 2 s, 4 s... at most `maxDelayMs`), while
 *    the others keep serving; `crashLoopDeaths` deaths within `crashLoopWindowMs` is a crash
 *    loop: one line says so and everything stops with code 1;
 *  - any other process (the API) that ends stops everything with its exit code (1 when a
 *    signal ended it);
 *  - `stop(code)` (the launcher's SIGTERM or SIGINT) sends SIGTERM to every child, waits for
 *    them, kills those still running after `killAfterMs`, then exits with `code`.
 */

/**
 * @typedef {object} ChildLike
 * @property {number} [pid]
 * @property {number | null} exitCode
 * @property {NodeJS.Signals | null} signalCode
 * @property {(signal?: NodeJS.Signals) => boolean} kill
 * @property {(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void) => unknown} once
 *
 * @typedef {object} ProcessSpec
 * @property {string} name
 * @property {() => ChildLike} start
 * @property {boolean} restart
 *
 * @typedef {object} RestartPolicy
 * @property {number} firstDelayMs
 * @property {number} maxDelayMs
 * @property {number} crashLoopDeaths
 * @property {number} crashLoopWindowMs
 * @property {number} killAfterMs
 *
 * @typedef {object} SupervisorOptions
 * @property {(line: string) => void} say
 * @property {(code: number) => void} exit
 * @property {Partial<RestartPolicy>} [policy]
 * @property {() => number} [now]
 *
 * @typedef {object} Supervisor
 * @property {(code: number) => Promise<void>} stop
 * @property {(name: string) => ChildLike | undefined} current
 */

/** @type {RestartPolicy} */
export const RESTART_POLICY = {
  firstDelayMs: 1000,
  maxDelayMs: 30_000,
  crashLoopDeaths: 5,
  crashLoopWindowMs: 60_000,
  // The API and the worker give up on a graceful stop after 10 s; this is only the last resort.
  killAfterMs: 15_000,
};

/** @param {ChildLike} child */
const isRunning = (child) => child.exitCode === null && child.signalCode === null;

/**
 * The wait before restarting after the `deaths`-th death within the crash window (1-based).
 * @param {number} deaths
 * @param {RestartPolicy} [policy]
 */
export function restartDelayMs(deaths, policy = RESTART_POLICY) {
  return Math.min(policy.firstDelayMs * 2 ** Math.max(0, deaths - 1), policy.maxDelayMs);
}

/**
 * Starts every process of `specs` and supervises them (see the file's comment).
 * @param {ProcessSpec[]} specs
 * @param {SupervisorOptions} options
 * @returns {Supervisor}
 */
export function supervise(specs, options) {
  const policy = { ...RESTART_POLICY, ...options.policy };
  const now = options.now ?? Date.now;
  /** @type {Map<string, ChildLike>} */
  const children = new Map();
  /** @type {Map<string, number[]>} */
  const deaths = new Map();
  /** @type {Set<NodeJS.Timeout>} */
  const restartTimers = new Set();
  /** @type {Promise<void> | null} */
  let stopping = null;

  /** @param {ProcessSpec} spec */
  const start = (spec) => {
    const child = spec.start();
    children.set(spec.name, child);
    child.once('exit', (code, signal) => {
      if (stopping) return;
      const how = signal ?? `code ${code}`;
      if (!spec.restart) {
        options.say(`${spec.name} stopped (${how}); stopping the rest.`);
        void stop(code ?? 1);
        return;
      }
      const at = now();
      const recent = (deaths.get(spec.name) ?? []).filter((time) => at - time < policy.crashLoopWindowMs);
      recent.push(at);
      deaths.set(spec.name, recent);
      if (recent.length >= policy.crashLoopDeaths) {
        options.say(
          `${spec.name} died ${recent.length} times within ${policy.crashLoopWindowMs / 1000} s (last: ${how}); giving up and stopping everything.`,
        );
        void stop(1);
        return;
      }
      const delay = restartDelayMs(recent.length, policy);
      options.say(`${spec.name} stopped (${how}); restarting it in ${delay / 1000} s.`);
      const timer = setTimeout(() => {
        restartTimers.delete(timer);
        if (!stopping) start(spec);
      }, delay);
      restartTimers.add(timer);
    });
  };

  /** @param {number} code */
  const stop = (code) => {
    stopping ??= (async () => {
      for (const timer of restartTimers) clearTimeout(timer);
      restartTimers.clear();
      const alive = [...children.values()].filter(isRunning);
      const exited = alive.map((child) => new Promise((resolve) => child.once('exit', resolve)));
      for (const child of alive) child.kill('SIGTERM');
      const lastResort = setTimeout(() => {
        for (const child of alive.filter(isRunning)) {
          options.say(`Process ${child.pid} did not stop within ${policy.killAfterMs / 1000} s; killing it.`);
          child.kill('SIGKILL');
        }
      }, policy.killAfterMs);
      await Promise.all(exited);
      clearTimeout(lastResort);
      options.exit(code);
    })();
    return stopping;
  };

  for (const spec of specs) start(spec);
  return { stop, current: (name) => children.get(name) };
}
