// @ts-check
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restartDelayMs, supervise } from './supervisor.mjs';

/** A child process that ends when told to (or when a test makes it die). */
class FakeChild extends EventEmitter {
  static nextPid = 100;
  pid = FakeChild.nextPid++;
  /** @type {number | null} */
  exitCode = null;
  /** @type {NodeJS.Signals | null} */
  signalCode = null;
  /** @type {NodeJS.Signals[]} */
  signals = [];
  /** Whether SIGTERM ends it (false: it hangs until SIGKILL). */
  stopsOnTerm = true;

  /** @param {NodeJS.Signals} [signal] */
  kill(signal = 'SIGTERM') {
    this.signals.push(signal);
    if (signal === 'SIGKILL' || this.stopsOnTerm) queueMicrotask(() => this.die(signal === 'SIGKILL' ? null : 0, signal === 'SIGKILL' ? signal : null));
    return true;
  }

  /** @param {number | null} code @param {NodeJS.Signals | null} [signal] */
  die(code, signal = null) {
    if (this.exitCode !== null || this.signalCode !== null) return;
    this.exitCode = code;
    this.signalCode = signal;
    this.emit('exit', code, signal);
  }
}

function harness() {
  /** @type {Record<string, FakeChild[]>} */
  const started = { API: [], Worker: [] };
  /** @type {string[]} */
  const lines = [];
  /** @type {number[]} */
  const exits = [];
  /** @param {'API' | 'Worker'} name */
  const spec = (name) => ({
    name,
    restart: name === 'Worker',
    start: () => {
      const child = new FakeChild();
      started[name]?.push(child);
      return child;
    },
  });
  const supervisor = supervise([spec('API'), spec('Worker')], {
    say: (line) => lines.push(line),
    exit: (code) => exits.push(code),
    now: () => Date.now(),
  });
  const worker = () => /** @type {FakeChild} */ (started.Worker?.at(-1));
  const api = () => /** @type {FakeChild} */ (started.API?.at(-1));
  return { started, lines, exits, supervisor, worker, api };
}

describe('supervise', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('doubles the restart delay per recent death, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((deaths) => restartDelayMs(deaths))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('restarts a dead worker after the back-off while the API keeps running', async () => {
    const h = harness();
    h.worker().die(null, 'SIGKILL');
    expect(h.lines).toEqual(['Worker stopped (SIGKILL); restarting it in 1 s.']);
    expect(h.started.Worker).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(h.started.Worker).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.started.Worker).toHaveLength(2);
    expect(h.api().signals).toEqual([]);
    expect(h.exits).toEqual([]);

    h.worker().die(1);
    expect(h.lines.at(-1)).toBe('Worker stopped (code 1); restarting it in 2 s.');
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.started.Worker).toHaveLength(3);
  });

  it('starts the back-off over once earlier deaths are out of the crash window', async () => {
    const h = harness();
    h.worker().die(1);
    await vi.advanceTimersByTimeAsync(1000);
    h.worker().die(1);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(60_000);
    h.worker().die(1);
    expect(h.lines.at(-1)).toBe('Worker stopped (code 1); restarting it in 1 s.');
  });

  it('gives up on a crash loop with one line, stopping the API, and exits 1', async () => {
    const h = harness();
    for (let death = 1; death < 5; death += 1) {
      h.worker().die(1);
      await vi.advanceTimersByTimeAsync(restartDelayMs(death));
    }
    expect(h.started.Worker).toHaveLength(5);
    h.worker().die(1);
    expect(h.lines.at(-1)).toBe('Worker died 5 times within 60 s (last: code 1); giving up and stopping everything.');
    expect(h.api().signals).toEqual(['SIGTERM']);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.exits).toEqual([1]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.started.Worker).toHaveLength(5);
  });

  it('stops everything with the exit code of the API when the API ends', async () => {
    const h = harness();
    h.api().die(3);
    expect(h.lines).toEqual(['API stopped (code 3); stopping the rest.']);
    expect(h.worker().signals).toEqual(['SIGTERM']);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.exits).toEqual([3]);
  });

  it('exits 1 when a signal ended the API', async () => {
    const h = harness();
    h.api().die(null, 'SIGKILL');
    await vi.advanceTimersByTimeAsync(0);
    expect(h.exits).toEqual([1]);
  });

  it('passes a stop on to every child, waits for them, and does not restart the worker', async () => {
    const h = harness();
    h.worker().stopsOnTerm = false;
    const stopped = h.supervisor.stop(0);
    expect(h.api().signals).toEqual(['SIGTERM']);
    expect(h.worker().signals).toEqual(['SIGTERM']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.exits).toEqual([]);
    h.worker().die(0);
    await stopped;
    expect(h.exits).toEqual([0]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.started.Worker).toHaveLength(1);
  });

  it('cancels a pending restart when stopped', async () => {
    const h = harness();
    h.worker().die(1);
    await h.supervisor.stop(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.started.Worker).toHaveLength(1);
    expect(h.exits).toEqual([0]);
  });

  it('kills a child that ignores SIGTERM past the last-resort deadline', async () => {
    const h = harness();
    h.worker().stopsOnTerm = false;
    const stopped = h.supervisor.stop(0);
    await vi.advanceTimersByTimeAsync(15_000);
    await stopped;
    expect(h.worker().signals).toEqual(['SIGTERM', 'SIGKILL']);
    expect(h.lines.at(-1)).toMatch(/did not stop within 15 s; killing it/);
    expect(h.exits).toEqual([0]);
  });
});
