// Shared pieces of the HTTP benchmarks: a throwaway database, the built API (and worker)
// as child processes, a floor server, and autocannon with exact percentiles.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import argon2 from 'argon2';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { API_NODE_FLAGS } from '../../services/launcher/node-flags.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 50;

export async function withAdmin(work) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database; `drop()` removes it. */
export async function throwawayDatabase(label) {
  const name = `gb_bench_${label}_${Date.now().toString(36)}`;
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
  return { url, drop: () => withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}

/** Removes every Redis key of a run's `prefix` (the jobs, limits and caches it left), once its processes have stopped. */
export async function dropRedisKeys(prefix) {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Starts a child process and resolves once its output matches `ready` (the match is passed on). */
export function startProcess(args, env, ready) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = ready.exec(out);
      if (match) resolve({ match, stop: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))) });
    });
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}: ${out}`)));
  });
}

export const JWT_SECRET = randomBytes(32).toString('hex');

/** The built API, as production runs it, on a free port. */
export async function startApi(env) {
  const entry = path.join(root, 'services/api/dist/main.js');
  if (!fs.existsSync(entry)) throw new Error('Build first: npm run build');
  const { match, stop } = await startProcess(
    [...API_NODE_FLAGS, entry],
    { PORT: '0', HOST: '127.0.0.1', SERVE_WEB: 'false', LOG_LEVEL: 'error', SEED_DEMO: 'false', JWT_SECRET, REDIS_URL: '', ...env },
    // The socket's address, not the public one: with PUBLIC_URL set, "running at" names that.
    /running at \S+ \(listening on [^\s:]+:(\d+)/,
  );
  return { url: `http://127.0.0.1:${match[1]}`, stop };
}

export async function startWorker(env) {
  const { stop } = await startProcess(
    [...API_NODE_FLAGS, path.join(root, 'services/api/dist/worker.js')],
    { LOG_LEVEL: 'error', JWT_SECRET, ...env },
    /is processing jobs/,
  );
  return { stop };
}

/**
 * A floor server script from bench/support, given its arguments. It runs with the product's Node
 * flags (API_NODE_FLAGS, as the API and the worker do), so a ratio compares code, not V8 settings.
 */
export async function startFloor(script, args) {
  const { match, stop } = await startProcess([...API_NODE_FLAGS, path.join(root, 'bench/support', script), ...args], {}, /listening on (\S+)/);
  return { url: match[1], stop };
}

/**
 * For a benchmark whose floor runs inside the benchmark's own process (a no-op queue worker, the
 * reader alone): runs this script again under the product's Node flags unless it has them already,
 * and exits with its code. Call it before any work.
 */
export function rerunWithProductNodeFlags() {
  if (API_NODE_FLAGS.every((flag) => process.execArgv.includes(flag))) return;
  const again = spawnSync(process.execPath, [...API_NODE_FLAGS, ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(again.status ?? 1);
}

/** Debian's Chromium (or CHROMIUM_PATH), headless, for the benchmarks that measure pages. */
export function launchChromium() {
  const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && fs.existsSync(p));
  if (!executablePath) throw new Error('Chromium not found: install Debian\'s "chromium" package or set CHROMIUM_PATH');
  return chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'] });
}

/** The sign-in of the user every benchmark's measured company has. */
export const BENCH_EMAIL = 'bench@bench.test';
export const BENCH_PASSWORD = 'bench-password';

/** Adds a company and its user (BENCH_EMAIL, BENCH_PASSWORD) of `role`; answers the company's id. */
export async function addCompanyWithUser(db, { name = 'Bench Grooming', role = 'staff' } = {}) {
  const { rows: [company] } = await db.query('INSERT INTO companies (name) VALUES ($1) RETURNING id', [name]);
  const hash = await argon2.hash(BENCH_PASSWORD, { type: argon2.argon2id });
  await db.query('INSERT INTO users (email, role, company_id, password_hash) VALUES ($1, $2, $3, $4)', [BENCH_EMAIL, role, company.id, hash]);
  return company.id;
}

/** An access token of the benchmark user. */
export function signInBenchUser(apiUrl) {
  return signIn(apiUrl, BENCH_EMAIL, BENCH_PASSWORD);
}

export async function signIn(apiUrl, email, password) {
  const answer = await fetch(`${apiUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  }).then((r) => r.json());
  return answer.session.access_token;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * autocannon at CONNECTIONS connections; latencies collected per response for exact percentiles.
 * `options.duration` (seconds) overrides DURATION, e.g. for a short warm-up; `options.connections`
 * overrides CONNECTIONS; `options.requests` is autocannon's list of requests (a write whose body
 * changes from one request to the next builds it in `setupRequest`).
 */
export function load(url, headers = {}, options = {}) {
  const latencies = [];
  return new Promise((resolve, reject) => {
    const settings = { url, connections: options.connections ?? CONNECTIONS, duration: options.duration ?? DURATION, headers };
    if (options.requests) settings.requests = options.requests;
    const instance = autocannon(settings, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      resolve({
        rps: result.requests.average,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

export function formatRow(label, r) {
  const ms = (v) => `${v.toFixed(1).padStart(7)} ms`;
  return `${label.padEnd(46)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${ms(r.p50)}   p95 ${ms(r.p95)}   p99 ${ms(r.p99)}   non-2xx ${r.non2xx}`;
}

export function ratioLine(product, floor) {
  return `  = ${(product.rps / floor.rps).toFixed(2)}x the floor's throughput, ${(product.p95 / Math.max(floor.p95, 0.1)).toFixed(2)}x its p95`;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Drives each subject (`{ label, url, headers, options?, before? }`) with `load` for `rounds`
 * rounds, in alternating order (A B, B A, A B…), so that a change in the machine's load weighs on
 * every subject alike. `options` go to `load`; `before()`, when given, runs before each of the
 * subject's runs (a write's benchmark puts its data back in order there). Answers, per subject,
 * its runs and the median of their throughput and of their p95.
 */
export async function alternatingRounds(subjects, rounds) {
  const runs = subjects.map(() => []);
  for (let round = 0; round < rounds; round++) {
    const order = subjects.map((_, index) => index);
    for (const index of round % 2 === 0 ? order : order.reverse()) {
      const subject = subjects[index];
      if (subject.before) await subject.before();
      const result = await load(subject.url, subject.headers, subject.options);
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${subject.label}: some requests failed (${result.non2xx} not 2xx, ${result.errors} errors)`);
      runs[index].push(result);
      console.log(formatRow(`${subject.label}, round ${round + 1}`, result));
    }
  }
  return runs.map((list) => ({ rps: median(list.map((r) => r.rps)), p95: median(list.map((r) => r.p95)), runs: list }));
}

export function writeResults(name, data) {
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, `bench/results/${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
}
