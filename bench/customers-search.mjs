#!/usr/bin/env node
// GET /api/customers?search= on a company with 10,000 customers: the built API (auth,
// access policy, tenant transaction with row-level security, validation, JSON) against
// the same query served by bare `pg` on `node:http`, both driven by autocannon.
//
//   npm run build && node bench/customers-search.mjs
import argon2 from 'argon2';
import pg from 'pg';
import { formatRow, load, ratioLine, signIn, startApi, startFloor, throwawayDatabase, writeResults, CONNECTIONS, DURATION } from './support/harness.mjs';

const CUSTOMERS = 10_000;
// A name as staff type it: a handful of matches, as in the customer dropdown.
const SEARCH = process.env.BENCH_SEARCH ?? 'marsh 42';
const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Mark', 'Sophia', 'Maria', 'Lucas', 'Mia', 'Amelia', 'James', 'Martin', 'Grace'];
const LAST = ['Johnson', 'Garcia', 'Miller', 'Davis', 'Martinez', 'Lopez', 'Wilson', 'Anderson', 'Taylor', 'Moore', 'Clark', 'Marsh'];

const database = await throwawayDatabase('customers');
const stops = [];
try {
  const api = await startApi({ DATABASE_URL: database.url }); // runs the migrations
  stops.push(api.stop);
  const db = new pg.Client({ connectionString: database.url });
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

  const headers = { Authorization: `Bearer ${await signIn(api.url, 'bench@bench.test', 'bench-password')}` };
  const search = encodeURIComponent(SEARCH);
  const sample = await fetch(`${api.url}/api/customers?search=${search}`, { headers }).then((r) => r.json());
  const floor = await startFloor('bare-customers-server.mjs', [database.url, company.id]);
  stops.push(floor.stop);

  console.log(`GET /api/customers?search=${search} on ${CUSTOMERS} customers (${sample.data.customers.length} match), ${CONNECTIONS} connections, ${DURATION}s each`);
  const floorResult = await load(`${floor.url}/?search=${search}`);
  const product = await load(`${api.url}/api/customers?search=${search}`, headers);
  console.log(formatRow('bare pg on node:http', floorResult));
  console.log(formatRow('GroomBook API', product));
  console.log(ratioLine(product, floorResult));
  writeResults('customers-search', { customers: CUSTOMERS, matches: sample.data.customers.length, connections: CONNECTIONS, seconds: DURATION, floor: floorResult, product });
} finally {
  for (const stop of stops.reverse()) await stop();
  await database.drop();
}
