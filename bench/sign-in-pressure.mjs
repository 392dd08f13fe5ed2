#!/usr/bin/env node
// What failing sign-ins cost everyone else: other users' p95 on a tenant read while 16 clients
// send wrong passwords as fast as they are answered, beside the same p95 without them. Each
// failing sign-in costs an argon2 verification (64 MiB, three passes); the API hashes behind a
// semaphore (PASSWORD_HASHING_CONCURRENCY), so the sign-ins queue behind each other instead
// of taking every core.
//
// The built API on a throwaway database, without Redis; the limits are raised so that every
// sign-in reaches the hash (the figure is the hashing's cost, not the limits'). Other users
// read their company's customers (`GET /api/customers`, 100 rows) at a fixed rate
// (BENCH_SIGN_IN_RATE, default 100 requests a second over 10 connections), as a busy platform
// would; a fixed rate measures the wait each request sees, not how much the server can take.
// Rounds alternate (quiet, under pressure, quiet…), and each p95 is the median of its rounds.
//
//   npm run build && node bench/sign-in-pressure.mjs
import autocannon from 'autocannon';
import pg from 'pg';
import { figure, writeFigures } from './support/figures.mjs';
import { addCompanyWithUser, BENCH_EMAIL, median, percentile, signInBenchUser, startApi, throwawayDatabase, writeResults, DURATION } from './support/harness.mjs';

const SPRAYERS = 16;
const RATE = Number(process.env.BENCH_SIGN_IN_RATE ?? 100);
const READ_CONNECTIONS = 10;
const ROUNDS = 3;
const CUSTOMERS = 100;

/** Other users' reads at a fixed rate; latencies collected per response. */
function reads(url, token) {
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: READ_CONNECTIONS, overallRate: RATE, duration: DURATION, headers: { Authorization: `Bearer ${token}` } },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({ requests: latencies.length, p50: percentile(latencies, 50), p95: percentile(latencies, 95), non2xx: result.non2xx, errors: result.errors });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** 16 clients failing sign-ins one after another until `stop` says so; answers their count and latencies. */
function spray(apiUrl, stop) {
  const latencies = [];
  const statuses = new Map();
  const client = async (n) => {
    while (!stop.done) {
      const started = performance.now();
      const answer = await fetch(`${apiUrl}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: BENCH_EMAIL, password: `not-the-password-${n}` }),
      });
      await answer.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  };
  return Promise.all(Array.from({ length: SPRAYERS }, (_, n) => client(n))).then(() => {
    latencies.sort((a, b) => a - b);
    return { signIns: latencies.length, p95: percentile(latencies, 95), statuses: Object.fromEntries(statuses) };
  });
}

const database = await throwawayDatabase('sign_in_pressure');
let api;
try {
  api = await startApi({
    DATABASE_URL: database.url,
    SIGN_IN_RATE_LIMIT: '1000',
    SIGN_IN_ACCOUNT_RATE_LIMIT: '10000',
    SIGN_IN_ADDRESS_RATE_LIMIT: '100000',
  });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const company = await addCompanyWithUser(db);
  await db.query("INSERT INTO customers (company_id, name, phone_number, phone_e164) SELECT $1, 'Customer ' || i, '+1201555' || lpad(i::text, 4, '0'), '+1201555' || lpad(i::text, 4, '0') FROM generate_series(1, $2::int) i", [
    company,
    CUSTOMERS,
  ]);
  await db.end();
  const token = await signInBenchUser(api.url);
  const url = `${api.url}/api/customers`;

  await reads(url, token); // warm-up
  const quiet = [];
  const pressed = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const underPressure of round % 2 === 0 ? [false, true] : [true, false]) {
      if (!underPressure) {
        const result = await reads(url, token);
        if (result.non2xx > 0 || result.errors > 0) throw new Error('some reads failed');
        quiet.push(result);
        console.log(`round ${round + 1}, quiet:            reads p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (${result.requests} reads)`);
        continue;
      }
      const stop = { done: false };
      const sprayed = spray(api.url, stop);
      const result = await reads(url, token);
      stop.done = true;
      const sign = await sprayed;
      if (result.non2xx > 0 || result.errors > 0) throw new Error('some reads failed');
      pressed.push({ ...result, sprayed: sign });
      console.log(
        `round ${round + 1}, under pressure:   reads p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (${result.requests} reads); ` +
          `${sign.signIns} failing sign-ins, their p95 ${sign.p95.toFixed(0)} ms, answers ${JSON.stringify(sign.statuses)}`,
      );
    }
  }

  const quietP95 = median(quiet.map((r) => r.p95));
  const pressedP95 = median(pressed.map((r) => r.p95));
  console.log(`\nother users' p95: ${pressedP95.toFixed(1)} ms under ${SPRAYERS} parallel failing sign-ins, ${quietP95.toFixed(1)} ms without (${(pressedP95 / quietP95).toFixed(2)}x)`);
  writeResults('sign-in-pressure', { rate: RATE, sprayers: SPRAYERS, quiet, pressed });
  writeFigures('sign-in-pressure', [
    figure({
      figure: `other users' p95 during ${SPRAYERS} parallel failing sign-ins`,
      unit: 'ms',
      product: pressedP95,
      floor: quietP95,
      floorLabel: 'without them',
      target: { ratioAtMost: 1.5 },
    }),
  ]);
} finally {
  await api?.stop();
  await database.drop();
}
