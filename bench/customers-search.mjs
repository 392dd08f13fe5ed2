#!/usr/bin/env node
// GET /api/customers?search= on a company with 10,000 customers: the built API (auth, access
// policy, tenant transaction with row-level security, validation, JSON) against the same
// answer served by bare `pg` on `node:http` from trigram indexes of its own (the floor), and against
// the API's own point read (GET /api/appointments?id=) measured in the same run.
//
//   npm run build && node bench/customers-search.mjs
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { figure, writeFigures } from './support/figures.mjs';
import { addCompanyWithUser, alternatingRounds, load, ratioLine, signInBenchUser, startApi, startFloor, throwawayDatabase, writeResults, CONNECTIONS, DURATION } from './support/harness.mjs';

const CUSTOMERS = 10_000;
const WARM_UP_SECONDS = 2;
// A name as staff type it: a handful of matches, as in the customer dropdown.
const SEARCH = process.env.BENCH_SEARCH ?? 'marsh 42';
const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Mark', 'Sophia', 'Maria', 'Lucas', 'Mia', 'Amelia', 'James', 'Martin', 'Grace'];
const LAST = ['Johnson', 'Garcia', 'Miller', 'Davis', 'Martinez', 'Lopez', 'Wilson', 'Anderson', 'Taylor', 'Moore', 'Clark', 'Marsh'];
const FLOOR_LABEL = 'bare pg on node:http, trigram indexes';

/** Rounds of each subject, taking turns; each figure is the median of its rounds. */
const ROUNDS = 3;

const database = await throwawayDatabase('customers');
const stops = [];
try {
  const api = await startApi({ DATABASE_URL: database.url }); // runs the migrations
  stops.push(api.stop);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const company = { id: await addCompanyWithUser(db) };
  await db.query(
    `INSERT INTO customers (company_id, name, phone_number, phone_e164)
     SELECT $1, ($2::text[])[i % 14 + 1] || ' ' || ($3::text[])[(i * 7) % 12 + 1] || ' ' || i, '+1201555' || lpad(i::text, 4, '0'), '+1201555' || lpad(i::text, 4, '0')
     FROM generate_series(0, $4::int - 1) AS i`,
    [company.id, FIRST, LAST, CUSTOMERS],
  );
  // One booking, for the point read.
  const { rows: [appointment] } = await db.query(
    `INSERT INTO appointments (company_id, date, time, customer_id, dog_name, charged_amount)
     SELECT $1, '2031-05-06', '09:00', id, 'Rex', 80 FROM customers WHERE company_id = $1 ORDER BY name LIMIT 1 RETURNING id`,
    [company.id],
  );
  await db.query('ANALYZE customers');
  // The floor's own copy of the company's customers, indexed as a hand-written search over one
  // column each would be: its indexes are not the product's, so they stay off the product's table,
  // where its planner would weigh them too.
  await db.query('CREATE TABLE floor_customers AS SELECT * FROM customers WHERE company_id = $1', [company.id]);
  await db.query('CREATE INDEX floor_customers_name_trgm_idx ON floor_customers USING gin (name gin_trgm_ops)');
  await db.query('CREATE INDEX floor_customers_phone_trgm_idx ON floor_customers USING gin (phone_number gin_trgm_ops)');
  await db.query('ANALYZE floor_customers');
  await db.end();

  const headers = { Authorization: `Bearer ${await signInBenchUser(api.url)}` };
  const floor = await startFloor('bare-customers-server.mjs', [database.url, company.id]);
  stops.push(floor.stop);
  const search = encodeURIComponent(SEARCH);
  const urls = {
    search: `${api.url}/api/customers?search=${search}`,
    floor: `${floor.url}/?search=${search}`,
    point: `${api.url}/api/appointments?id=${appointment.id}`,
  };

  // The comparison means something only if both give the same answer and the floor reads an index.
  const [product, bare] = await Promise.all([fetch(urls.search, { headers }).then((r) => r.json()), fetch(urls.floor).then((r) => r.json())]);
  if (!isDeepStrictEqual(product, bare)) throw new Error(`The floor answers differently from the API:\n${JSON.stringify(product)}\n${JSON.stringify(bare)}`);
  const floorPlan = await fetch(`${floor.url}/explain?search=${search}`).then((r) => r.json());
  if (!floorPlan.some((line) => /Index Scan on floor_customers_(name|phone)_trgm_idx/.test(line))) throw new Error(`The floor reads no trigram index:\n${floorPlan.join('\n')}`);

  console.log(
    `GET /api/customers?search=${search} on ${CUSTOMERS} customers (${product.data.customers.length} match), ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION}s each`,
  );
  for (const [url, headersOf] of [[urls.floor, {}], [urls.search, headers], [urls.point, headers]]) await load(url, headersOf, { duration: WARM_UP_SECONDS });
  // The three take turns, each giving the median of its rounds: a change in the machine's load weighs on each alike.
  const [floorRuns, productRuns, pointRuns] = await alternatingRounds(
    [
      { label: FLOOR_LABEL, url: urls.floor, headers: {} },
      { label: 'GroomBook API search', url: urls.search, headers },
      { label: 'GroomBook API point read', url: urls.point, headers },
    ],
    ROUNDS,
  );
  const results = { floor: floorRuns, product: productRuns, point: pointRuns };
  console.log(`search (medians): ${ratioLine(results.product, results.floor).trim()}`);
  console.log(`  = search at ${(results.product.rps / results.point.rps).toFixed(2)}x the API's point-read rate (medians)`);

  writeResults('customers-search', { customers: CUSTOMERS, matches: product.data.customers.length, connections: CONNECTIONS, seconds: DURATION, rounds: ROUNDS, ...results });
  writeFigures('customers-search', [
    figure({
      figure: `customer search, ${CUSTOMERS.toLocaleString('en-US')} customers (req/s)`,
      unit: 'req/s',
      product: results.product.rps,
      floor: results.floor.rps,
      floorLabel: FLOOR_LABEL,
      target: { ratioAtLeast: 0.8 },
    }),
    figure({ figure: 'customer search p95 (ms)', unit: 'ms', product: results.product.p95, floor: results.floor.p95, floorLabel: FLOOR_LABEL }),
    figure({
      figure: "search vs the API's own point read",
      unit: 'req/s',
      product: results.product.rps,
      floor: results.point.rps,
      floorLabel: 'GET /api/appointments?id=, same run',
      target: { ratioAtLeast: 0.5 },
    }),
  ]);
} finally {
  for (const stop of stops.reverse()) await stop();
  await database.drop();
}
