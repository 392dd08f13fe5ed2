#!/usr/bin/env node
// API throughput on Postgres with Redis: a point read (GET /api/appointments?id=), the
// month list (GET /api/appointments?year&month&limit=200&offset=0, 200 rows with names) and
// Home's day (GET /api/appointments?date=, the month's busiest day) at 50 connections, each beside the same answer served by bare `pg` on `node:http` (the floor:
// support/bare-api-server.mjs); then a status change (POST /api/appointments/status, checked in
// and ready in turn on 1,000 of the month's appointments) beside the same move written by hand
// (support/status-changes.mjs). The data set is bench/scheduling.mjs's (support/scheduling-seed.mjs).
//
//   npm run build && node bench/api-throughput.mjs
import { isDeepStrictEqual } from 'node:util';
import { randomBytes } from 'node:crypto';
import { figure, writeFigures } from './support/figures.mjs';
import {
  alternatingRounds,
  dropRedisKeys,
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
import { measureStatusChanges } from './support/status-changes.mjs';

const WARM_UP_SECONDS = 2;
const FLOOR_LABEL = 'bare pg on node:http';

/** The product and the floor must give the same answer, or the comparison means nothing. */
async function sameAnswer(label, productUrl, floorUrl, headers) {
  const [product, floor] = await Promise.all([fetch(productUrl, { headers }).then((r) => r.json()), fetch(floorUrl).then((r) => r.json())]);
  if (!isDeepStrictEqual(product, floor)) {
    throw new Error(`${label}: the floor answers differently from the API\nAPI:   ${JSON.stringify(product).slice(0, 600)}\nfloor: ${JSON.stringify(floor).slice(0, 600)}`);
  }
}

/** Rounds of each figure: the product and the floor take turns, and each gives the median of its rounds. */
const ROUNDS = 3;

/** A short warm-up (JIT, pools, caches) of both, then both measured in alternating rounds. */
async function measure(name, productUrl, floorUrl, headers) {
  await load(floorUrl, {}, { duration: WARM_UP_SECONDS });
  await load(productUrl, headers, { duration: WARM_UP_SECONDS });
  const [floor, product] = await alternatingRounds(
    [
      { label: `${name}: ${FLOOR_LABEL}`, url: floorUrl, headers: {} },
      { label: `${name}: GroomBook API`, url: productUrl, headers },
    ],
    ROUNDS,
  );
  return { floor, product };
}

const database = await throwawayDatabase('api');
const prefix = `gbbench-${randomBytes(4).toString('hex')}`;
const stops = [];
try {
  const api = await startApi({ DATABASE_URL: database.url, REDIS_URL, REDIS_KEY_PREFIX: prefix }); // runs the migrations
  stops.push(api.stop);
  const { target, total, appointmentId, userId } = await seedScheduling(database.url);
  stops.push((await startWorker({ DATABASE_URL: database.url, REDIS_URL, REDIS_KEY_PREFIX: prefix })).stop);
  // The floor's status change names the benchmark's user and tells the screens through the API's Redis channel.
  const floor = await startFloor('bare-api-server.mjs', [database.url, target, userId, REDIS_URL, prefix]);
  stops.push(floor.stop);
  const headers = { Authorization: `Bearer ${await signInBenchUser(api.url)}` };

  const point = { product: `${api.url}/api/appointments?id=${appointmentId}`, floor: `${floor.url}/appointment?id=${appointmentId}` };
  const q = `year=${YEAR}&month=${MONTH}&limit=200&offset=0`;
  const month = { product: `${api.url}/api/appointments?${q}`, floor: `${floor.url}/month?${q}` };
  await sameAnswer('point read', point.product, point.floor, headers);
  await sameAnswer('month list', month.product, month.floor, headers);
  // Home's day: the seeded month's busiest day.
  const busiest = (await fetch(`${floor.url}/month?year=${YEAR}&month=${MONTH}&limit=${IN_MONTH}&offset=0`).then((r) => r.json())).appointments
    .reduce((days, a) => days.set(a.date, (days.get(a.date) ?? 0) + 1), new Map());
  const [dayDate, dayCount] = [...busiest].sort((x, y) => y[1] - x[1])[0];
  const day = { product: `${api.url}/api/appointments?date=${dayDate}`, floor: `${floor.url}/day?date=${dayDate}` };
  await sameAnswer("Home's day", day.product, day.floor, headers);

  console.log(
    `${IN_MONTH} appointments in ${YEAR}-${MONTH} among ${total} in the database; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION}s each`,
  );
  const results = { point: await measure('point read', point.product, point.floor, headers) };
  console.log(`point read (medians): ${ratioLine(results.point.product, results.point.floor).trim()}`);
  results.month = await measure('month list', month.product, month.floor, headers);
  console.log(`month list (medians): ${ratioLine(results.month.product, results.month.floor).trim()}`);
  results.day = await measure(`Home's day (${dayCount} appointments)`, day.product, day.floor, headers);
  console.log(`Home's day (medians): ${ratioLine(results.day.product, results.day.floor).trim()}`);

  // Last: the status changes move the month's appointments, which the reads above answered.
  results.status = await measureStatusChanges({
    databaseUrl: database.url,
    redisUrl: REDIS_URL,
    redisPrefix: prefix,
    api,
    floor,
    headers,
    companyId: target,
    monthStart: `${YEAR}-${String(MONTH).padStart(2, '0')}-01`,
    rounds: ROUNDS,
  });
  console.log(`status change (medians): ${ratioLine(results.status.product, results.status.floor).trim()}`);
  console.log(`  the worker's conflict-map warm-ups took ${results.status.drainsMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')} to empty before each run and after the last`);

  writeResults('api-throughput', { inMonth: IN_MONTH, total, connections: CONNECTIONS, seconds: DURATION, rounds: ROUNDS, ...results });
  const rate = (name, r, target) => figure({ figure: name, unit: 'req/s', product: r.product.rps, floor: r.floor.rps, floorLabel: FLOOR_LABEL, target });
  const p95 = (name, r) => figure({ figure: name, unit: 'ms', product: r.product.p95, floor: r.floor.p95, floorLabel: FLOOR_LABEL });
  writeFigures('api-throughput', [
    rate('point read GET /api/appointments?id= (req/s)', results.point, { ratioAtLeast: 0.6 }),
    p95('point read GET /api/appointments?id= p95 (ms)', results.point),
    rate('month list, 200 rows (req/s)', results.month, { ratioAtLeast: 0.8 }),
    p95('month list, 200 rows p95 (ms)', results.month),
    rate("Home's day, the month's busiest (req/s)", results.day),
    p95("Home's day, the month's busiest p95 (ms)", results.day),
    rate(`status change POST /api/appointments/status (req/s)`, results.status),
    p95(`status change POST /api/appointments/status p95 (ms)`, results.status),
  ]);
} finally {
  for (const stop of stops.reverse()) await stop();
  await database.drop();
  await dropRedisKeys(prefix);
}
