#!/usr/bin/env node
// GET /api/customers?search= on a company with 10,000 customers: the built API (auth,
// access policy, tenant transaction with row-level security, validation, JSON) against
// the same query served by bare `pg` on `node:http`, both measured with autocannon.
//
//   npm run build && node bench/customers-search.mjs
//
// Needs the machine's Postgres (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
// Creates a throwaway database and drops it afterwards.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import argon2 from 'argon2';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CUSTOMERS = 10_000;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
// A name as staff type it: a handful of matches, as in the customer dropdown.
const SEARCH = process.env.BENCH_SEARCH ?? 'marsh 42';

const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Mark', 'Sophia', 'Maria', 'Lucas', 'Mia', 'Amelia', 'James', 'Martin', 'Grace'];
const LAST = ['Johnson', 'Garcia', 'Miller', 'Davis', 'Martinez', 'Lopez', 'Wilson', 'Anderson', 'Taylor', 'Moore', 'Clark', 'Marsh'];

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function startApi(databaseUrl) {
  const entry = path.join(root, 'services/api/dist/main.js');
  if (!fs.existsSync(entry)) throw new Error('Build first: npm run build');
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', SERVE_WEB: 'false', LOG_LEVEL: 'error', SEED_DEMO: 'false', JWT_SECRET: randomBytes(32).toString('hex'), REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /running at (http:\/\/\S+)/.exec(out);
      if (match) resolve({ url: match[1].replace('localhost', '127.0.0.1'), stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`API exited with ${code}: ${out}`)));
  });
}

/** The floor, in its own process: bench/support/bare-customers-server.mjs. */
function startBare(databaseUrl, companyId) {
  const child = spawn(process.execPath, [path.join(root, 'bench/support/bare-customers-server.mjs'), databaseUrl, companyId], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const match = /listening on (\S+)/.exec(String(chunk));
      if (match) resolve({ url: match[1], stop: async () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
}

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const summary = (r) => ({ rps: r.requests.average, p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors });

const name = `gb_bench_${Date.now().toString(36)}`;
await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
let api;
let bare;
try {
  api = await startApi(databaseUrl); // runs the migrations
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows: [company] } = await db.query("INSERT INTO companies (name) VALUES ('Bench Grooming') RETURNING id");
  await db.query("INSERT INTO users (email, role, company_id, password_hash) VALUES ('bench@bench.test', 'staff', $1, $2)", [
    company.id,
    await argon2.hash('bench-password', { type: argon2.argon2id }),
  ]);
  const names = Array.from({ length: CUSTOMERS }, (_, i) => `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`);
  await db.query(
    `INSERT INTO customers (company_id, name, phone_number) SELECT $1, n, '201-555-' || lpad((i % 10000)::text, 4, '0')
     FROM unnest($2::text[]) WITH ORDINALITY AS t(n, i)`,
    [company.id, names],
  );
  await db.query('ANALYZE customers');
  await db.end();

  const signIn = await fetch(`${api.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'bench@bench.test', password: 'bench-password' }),
  }).then((r) => r.json());
  const token = signIn.session.access_token;
  const sample = await fetch(`${api.url}/api/customers?search=${encodeURIComponent(SEARCH)}`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.json());
  const matches = sample.data.customers.length;

  bare = await startBare(databaseUrl, company.id);
  console.log(`GET /api/customers?search=${encodeURIComponent(SEARCH)} on ${CUSTOMERS} customers (${matches} match), ${CONNECTIONS} connections, ${DURATION}s each`);
  const floor = summary(await load(`${bare.url}/?search=${encodeURIComponent(SEARCH)}`));
  const product = summary(await load(`${api.url}/api/customers?search=${encodeURIComponent(SEARCH)}`, { Authorization: `Bearer ${token}` }));

  const row = (label, r) =>
    `${label.padEnd(26)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p97.5 ${String(r.p97_5).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   non-2xx ${r.non2xx}`;
  console.log(row('bare pg on node:http', floor));
  console.log(row('GroomBook API', product));
  console.log(`ratio to the floor: ${(product.rps / floor.rps).toFixed(2)}x throughput, ${(product.p99 / Math.max(floor.p99, 1)).toFixed(2)}x p99 latency`);

  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench/results/customers-search.json'),
    `${JSON.stringify({ customers: CUSTOMERS, matches, connections: CONNECTIONS, seconds: DURATION, floor, product, ratio: product.rps / floor.rps }, null, 2)}\n`,
  );
} finally {
  api?.stop();
  await bare?.stop();
  await new Promise((r) => setTimeout(r, 500));
  await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
