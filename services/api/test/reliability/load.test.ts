import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_REDIS_URL, type TestDatabase } from '@groombook/testing';
import { printFigures } from '../support/figures';
import { Arrange } from '../support/identity';
import { TEST_JWT_SECRET, uniqueRedisKeyPrefix } from '../support/test-api';
import { startBuiltEntry, startWorkerProcess, type BuiltProcess } from '../support/worker-process';
import { openSalon, type StaffSession } from './support/load-salons';
import { book, MONTH_APPOINTMENTS, runSession, type LoadPlan } from './support/load-session';
import { LoadTally, median } from './support/load-tally';
import { LiveHeap } from './support/live-heap';
import { sampleMemory, thirds } from './support/memory-samples';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** LOAD_SECONDS shortens the run while working on it; CI runs the full five minutes. */
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 300);
const SESSIONS = 200;
const SALONS = 4;
/** Between two actions a person reads the screen and talks to the customer: 1 to 3 s. */
const THINK_MS = { min: 1_000, max: 3_000 };
/**
 * Memory is steady when the last third's median is at most this much above the second
 * third's. After the warm-up (the first third), V8's heap and the pools have their working
 * size and the work is the same from then on (each salon's month stays near its size).
 * The heap is read right after a full collection (through the API's inspector), so it is what
 * the API keeps, not the garbage the collector has yet to reach: when the collector runs is
 * its own choice, and heap in use read between collections swung by 30% on a steady heap.
 * At 70 to 100 requests a second, the two medians are 7,000 to 10,000 requests apart: on a
 * live heap of about 60 MB, a leak of 1 KB a request (7 to 10 MB) crosses 10%.
 */
const MEMORY_GROWTH_BOUND = 0.1;
/**
 * How often the heap is collected and read. The inspector's full collection holds the API for
 * a few hundred ms (printed), which shows in the latencies' tail: every 10 s keeps that to a few
 * per cent of the run and still gives ten samples a third.
 */
const SAMPLE_EVERY_MS = 10_000;
const MB = 1024 * 1024;
/** Next year's March: every salon books into it and reads it, and no rule about the past applies. */
const MONTH = { year: new Date().getFullYear() + 1, month: 3 };

describe(`${SESSIONS} staff sessions for ${LOAD_SECONDS} s against the API as its own process`, () => {
  let database: TestDatabase;
  let api: BuiltProcess;
  let worker: BuiltProcess;
  let apiUrl: string;
  let liveHeap: LiveHeap;
  const sessions: StaffSession[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const { API_NODE_FLAGS } = (await import(path.join(root, 'services/launcher/node-flags.mjs'))) as { API_NODE_FLAGS: string[] };
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: uniqueRedisKeyPrefix(),
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: 'http://127.0.0.1',
      // The sessions sign in once and do not refresh: their tokens must outlast a slow set-up and the run.
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      // As the launcher runs it (the flags are V8's, allowed in NODE_OPTIONS).
      NODE_OPTIONS: API_NODE_FLAGS.join(' '),
    };
    // Its inspector on this machine only, for the live heap.
    api = await startBuiltEntry('main.js', env, /GroomBook is running at/, ['--inspect=127.0.0.1:0']);
    liveHeap = await LiveHeap.connect(api.output());
    worker = await startWorkerProcess(env);
    const port = /listening on 127\.0\.0\.1:(\d+)/.exec(api.output())![1];
    apiUrl = `http://127.0.0.1:${port}`;

    const arrange = await Arrange.connect(database.url);
    try {
      for (let i = 0; i < SALONS; i++) {
        const opened = await openSalon(apiUrl, arrange, `Salon ${i + 1} Grooming`, SESSIONS / SALONS, 150);
        sessions.push(...opened.sessions);
      }
    } finally {
      await arrange.close();
    }
    // Each salon's month starts two thirds full, so the warm-up is short and the run is the steady state.
    const seeding = new LoadTally();
    const seedPlan: LoadPlan = { apiUrl, ...MONTH, endsAt: 0, thinkMs: THINK_MS };
    const salons = [...new Map(sessions.map((session) => [session.salon, session])).values()];
    await Promise.all(
      salons.map(async (session) => {
        for (let i = 0; i < (MONTH_APPOINTMENTS * 2) / 3; i++) await book(seedPlan, seeding, session);
      }),
    );
    expect(seeding.errors).toEqual([]);
    // 200 sign-ins each verify an argon2 hash, which on a busy 2-core machine takes minutes.
  }, 600_000);

  afterAll(async () => {
    liveHeap?.close();
    await api?.stop();
    await worker?.stop();
    await database?.drop();
  });

  it('answers every request without a 5xx or a network error, and its memory stays steady after the warm-up', async () => {
    const plan: LoadPlan = { apiUrl, ...MONTH, endsAt: Date.now() + LOAD_SECONDS * 1000, thinkMs: THINK_MS };
    const tally = new LoadTally();
    const memory = sampleMemory(apiUrl, liveHeap, SAMPLE_EVERY_MS);
    const started = Date.now();
    await Promise.all(sessions.map((session) => runSession(plan, tally, session)));
    const seconds = (Date.now() - started) / 1000;
    const samples = await memory.stop();

    const rss = thirds(samples, 'rss');
    const heap = thirds(samples, 'liveHeap');
    const refusals = [...tally.expectedRefusals.values()].reduce((sum, n) => sum + n, 0);
    printFigures(`load: ${sessions.length} staff sessions, ${Math.round(seconds)} s`, {
      requests: tally.requests,
      'requests/s': (tally.requests / seconds).toFixed(1),
      'errors (5xx, network, unexpected 4xx)': tally.errors.length,
      'expected 4xx (edited after another session deleted it)': refusals,
      ...Object.fromEntries(tally.percentiles().map((r) => [r.route, `p50 ${r.p50.toFixed(0)} ms  p95 ${r.p95.toFixed(0)} ms  p99 ${r.p99.toFixed(0)} ms  (${r.count})`])),
      'RSS median, 2nd / 3rd third': `${(rss.second / MB).toFixed(0)} MB / ${(rss.last / MB).toFixed(0)} MB`,
      'live heap median, 2nd / 3rd third': `${(heap.second / MB).toFixed(0)} MB / ${(heap.last / MB).toFixed(0)} MB`,
      'full collections (to read it)': `${samples.length}, median ${median(samples.map((s) => s.collectionMs)).toFixed(0)} ms each`,
    });

    expect(tally.errors.slice(0, 20)).toEqual([]);
    // At least half the intended pace (one action per 2 s of think time plus its answer): the load really ran.
    expect(tally.requests).toBeGreaterThan((sessions.length * LOAD_SECONDS) / 6);
    expect(samples.length).toBeGreaterThanOrEqual(9);
    expect(rss.last).toBeLessThanOrEqual(rss.second * (1 + MEMORY_GROWTH_BOUND));
    expect(heap.last).toBeLessThanOrEqual(heap.second * (1 + MEMORY_GROWTH_BOUND));
    // The API stayed up throughout (a crash would have ended the run with network errors, but say it plainly).
    expect(api.output()).not.toMatch(/"level":(50|60)/);
  });
});
