#!/usr/bin/env node
// The month's conflict map on a company with 2,000 appointments in the month, among 100,000 in
// the database: throughput and p95 at 50 connections, cached (Redis) and computed from the
// database, each beside the same sort-and-sweep on bare `pg` and `node:http` (the floor); and the
// time to warm one month. The month list itself is measured by bench/api-throughput.mjs.
//
//   npm run build && node bench/scheduling.mjs
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { figure, writeFigures } from './support/figures.mjs';
import {
  formatRow,
  load,
  ratioLine,
  REDIS_URL,
  signInBenchUser,
  startApi,
  startFloor,
  startWorker,
  throwawayDatabase,
  writeResults,
  CONNECTIONS,
  DURATION,
} from './support/harness.mjs';
import { IN_MONTH, MONTH, seedScheduling, YEAR } from './support/scheduling-seed.mjs';
async function waitCached(apiUrl, headers) {
  const started = performance.now();
  for (;;) {
    const body = await fetch(`${apiUrl}/api/conflict-cache-simple?year=${YEAR}&month=${MONTH}`, { headers }).then((r) => r.json());
    if (body.cached) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const database = await throwawayDatabase('scheduling');
const prefix = `gbbench-${randomBytes(4).toString('hex')}`;
const stops = [];
try {
  const cachedApi = await startApi({ DATABASE_URL: database.url, REDIS_URL, REDIS_KEY_PREFIX: prefix });
  stops.push(cachedApi.stop);
  const { target, total } = await seedScheduling(database.url);
  stops.push((await startWorker({ DATABASE_URL: database.url, REDIS_URL, REDIS_KEY_PREFIX: prefix })).stop);
  // A second API without Redis: every conflict read is computed from the database.
  const uncachedApi = await startApi({ DATABASE_URL: database.url, RUN_MIGRATIONS: 'false' });
  stops.push(uncachedApi.stop);
  const floor = await startFloor('bare-scheduling-server.mjs', [database.url, target]);
  stops.push(floor.stop);

  const headers = { Authorization: `Bearer ${await signInBenchUser(cachedApi.url)}` };
  const uncachedHeaders = { Authorization: `Bearer ${await signInBenchUser(uncachedApi.url)}` };

  // Time to warm one month, five times: drop the cached month, queue a warm-up, wait until reads are cached.
  const redis = new Redis(REDIS_URL);
  const cacheKey = `${prefix}:conflicts:${target}:${YEAR}-${String(MONTH).padStart(2, '0')}`;
  const warmTimes = [];
  for (let i = 0; i < 5; i++) {
    await redis.del(cacheKey);
    await fetch(`${cachedApi.url}/api/conflict-cache`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ year: YEAR, month: MONTH, force: true }),
    });
    warmTimes.push(await waitCached(cachedApi.url, headers));
  }
  redis.disconnect();
  const check = await fetch(`${cachedApi.url}/api/conflict-cache-simple?year=${YEAR}&month=${MONTH}`, { headers }).then((r) => r.json());

  console.log(`${IN_MONTH} appointments in ${YEAR}-${MONTH} among ${total} in the database; ${CONNECTIONS} connections, ${DURATION}s each`);
  console.log(`conflict map: ${check.summary.appointmentsWithConflicts} appointments with conflicts`);
  const q = `year=${YEAR}&month=${MONTH}`;
  const results = {
    conflictsFloor: await load(`${floor.url}/conflicts?${q}`),
    conflictsCached: await load(`${cachedApi.url}/api/conflict-cache-simple?${q}`, headers),
    conflictsUncached: await load(`${uncachedApi.url}/api/conflict-cache-simple?${q}`, uncachedHeaders),
  };
  console.log(formatRow('conflicts: bare pg + sweep', results.conflictsFloor));
  console.log(formatRow('conflicts: API, cached (Redis)', results.conflictsCached));
  console.log(ratioLine(results.conflictsCached, results.conflictsFloor));
  console.log(formatRow('conflicts: API, uncached (database)', results.conflictsUncached));
  console.log(ratioLine(results.conflictsUncached, results.conflictsFloor));
  const warmMs = warmTimes.reduce((a, b) => a + b, 0) / warmTimes.length;
  console.log(`time to warm one month (queue -> worker -> Redis, mean of 5): ${warmMs.toFixed(0)} ms`);
  writeResults('scheduling', { inMonth: IN_MONTH, total, connections: CONNECTIONS, seconds: DURATION, ...results, warmMs, warmTimes });
  const floorLabel = 'bare pg + sweep on node:http';
  const rate = (name, r, target = null) => figure({ figure: name, unit: 'req/s', product: r.rps, floor: results.conflictsFloor.rps, floorLabel, target });
  const p95 = (name, r) => figure({ figure: name, unit: 'ms', product: r.p95, floor: results.conflictsFloor.p95, floorLabel });
  writeFigures('scheduling', [
    rate('conflict map, cached in Redis (req/s)', results.conflictsCached),
    p95('conflict map, cached in Redis p95 (ms)', results.conflictsCached),
    rate('conflict map, computed from the database (req/s)', results.conflictsUncached, { ratioAtLeast: 0.8 }),
    p95('conflict map, computed from the database p95 (ms)', results.conflictsUncached),
    figure({ figure: 'time to warm one month (queue, worker, Redis; mean of 5)', unit: 'ms', product: warmMs }),
  ]);
} finally {
  for (const stop of stops.reverse()) await stop();
  await database.drop();
}
