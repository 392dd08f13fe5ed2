#!/usr/bin/env node
// The month list and the month's conflict map on a company with 2,000 appointments in the
// month, among 100,000 in the database: throughput and p95 at 50 connections, each beside
// the same work done by bare `pg` on `node:http` (the floor); and the time to warm one month.
//
//   npm run build && node bench/scheduling.mjs
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { Redis } from 'ioredis';
import pg from 'pg';
import {
  formatRow,
  load,
  ratioLine,
  REDIS_URL,
  signIn,
  startApi,
  startFloor,
  startWorker,
  throwawayDatabase,
  writeResults,
  CONNECTIONS,
  DURATION,
} from './support/harness.mjs';

const TOTAL = 100_000;
const IN_MONTH = 2_000;
const YEAR = 2031;
const MONTH = 5;
const GROOMERS = 20;

async function seed(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const hash = await argon2.hash('bench-password', { type: argon2.argon2id });
  const companies = (await db.query("INSERT INTO companies (name) SELECT 'Bench ' || i FROM generate_series(1, 10) i RETURNING id")).rows.map((r) => r.id);
  const [target] = companies;
  await db.query("INSERT INTO users (email, role, company_id, password_hash) VALUES ('bench@bench.test', 'staff', $1, $2)", [target, hash]);
  for (const company of companies) {
    await db.query("INSERT INTO groomers (company_id, name) SELECT $1, 'Groomer ' || i FROM generate_series(1, $2::int) i", [company, GROOMERS]);
    await db.query("INSERT INTO customers (company_id, name) SELECT $1, 'Customer ' || i FROM generate_series(1, 500) i", [company]);
  }
  // The target month: 2,000 appointments over 31 days and 20 groomers, a few of them colliding.
  const insertMonth = `
    INSERT INTO appointments (company_id, date, time, customer_id, groomer_id, dog_name, charged_amount, duration_minutes)
    SELECT $1, make_date($2, $3, 1 + (i % 31)),
           -- Each groomer's day gets slots two hours apart; one booking in seven starts an hour late.
           make_time(9 + 2 * ((i / 620) % 5) + CASE WHEN i % 7 = 0 THEN 1 ELSE 0 END, 0, 0),
           (SELECT id FROM customers WHERE company_id = $1 ORDER BY id OFFSET (i % 500) LIMIT 1),
           (SELECT id FROM groomers WHERE company_id = $1 ORDER BY id OFFSET (i % ${GROOMERS}) LIMIT 1),
           'Dog ' || i, 80, 60 + 30 * (i % 3)
    FROM generate_series(1, $4::int) i`;
  await db.query(insertMonth, [target, YEAR, MONTH, IN_MONTH]);
  // The rest: other months of the target company and other companies, up to 100,000 in all.
  const others = TOTAL - IN_MONTH;
  await db.query(
    `INSERT INTO appointments (company_id, date, time, groomer_id, dog_name, charged_amount, duration_minutes)
     SELECT c.id, make_date(2029 + (i % 4), 1 + (i % 12), 1 + (i % 28)), make_time(9 + (i % 10), 0, 0), g.id, 'Dog', 80, 90
     FROM generate_series(1, $1::int) i
     JOIN LATERAL (SELECT id FROM companies ORDER BY id OFFSET (i % 10) LIMIT 1) c ON true
     JOIN LATERAL (SELECT id FROM groomers WHERE company_id = c.id LIMIT 1) g ON true
     WHERE NOT (c.id = $2 AND 2029 + (i % 4) = $3 AND 1 + (i % 12) = $4)`,
    [others, target, YEAR, MONTH],
  );
  await db.query('ANALYZE');
  const { rows: [{ n }] } = await db.query('SELECT count(*)::int AS n FROM appointments');
  await db.end();
  return { target, total: n };
}

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
  const { target, total } = await seed(database.url);
  stops.push((await startWorker({ DATABASE_URL: database.url, REDIS_URL, REDIS_KEY_PREFIX: prefix })).stop);
  // A second API without Redis: every conflict read is computed from the database.
  const uncachedApi = await startApi({ DATABASE_URL: database.url, RUN_MIGRATIONS: 'false' });
  stops.push(uncachedApi.stop);
  const floor = await startFloor('bare-scheduling-server.mjs', [database.url, target]);
  stops.push(floor.stop);

  const headers = { Authorization: `Bearer ${await signIn(cachedApi.url, 'bench@bench.test', 'bench-password')}` };
  const uncachedHeaders = { Authorization: `Bearer ${await signIn(uncachedApi.url, 'bench@bench.test', 'bench-password')}` };

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
    monthFloor: await load(`${floor.url}/month?${q}`),
    month: await load(`${cachedApi.url}/api/appointments?${q}&limit=200&offset=0`, headers),
    conflictsFloor: await load(`${floor.url}/conflicts?${q}`),
    conflictsCached: await load(`${cachedApi.url}/api/conflict-cache-simple?${q}`, headers),
    conflictsUncached: await load(`${uncachedApi.url}/api/conflict-cache-simple?${q}`, uncachedHeaders),
  };
  console.log(formatRow('month list: bare pg on node:http', results.monthFloor));
  console.log(formatRow('month list: GroomBook API', results.month));
  console.log(ratioLine(results.month, results.monthFloor));
  console.log(formatRow('conflicts: bare pg + sweep', results.conflictsFloor));
  console.log(formatRow('conflicts: API, cached (Redis)', results.conflictsCached));
  console.log(ratioLine(results.conflictsCached, results.conflictsFloor));
  console.log(formatRow('conflicts: API, uncached (database)', results.conflictsUncached));
  console.log(ratioLine(results.conflictsUncached, results.conflictsFloor));
  const warmMs = warmTimes.reduce((a, b) => a + b, 0) / warmTimes.length;
  console.log(`time to warm one month (queue -> worker -> Redis, mean of 5): ${warmMs.toFixed(0)} ms`);
  writeResults('scheduling', { inMonth: IN_MONTH, total, connections: CONNECTIONS, seconds: DURATION, ...results, warmMs, warmTimes });
} finally {
  for (const stop of stops.reverse()) await stop();
  await database.drop();
}
