#!/usr/bin/env node
// The month list (GET /api/appointments?year&month&limit=200&offset=0) as the table grows:
// its p95 on 1,000,000 appointments beside its p95 on 10,000, the measured month holding the
// same 200 rows both times. Each size has its own database and API process; the two are
// measured in alternating rounds and each p95 is the median of its rounds.
//
// The measured company is a salon with years of history: 200 bookings in the measured month
// and a tenth of all appointments in the other months of 2021 to 2040, before and after it;
// other companies (1,000 appointments, 100 customers and 5 groomers each) fill the rest.
//
//   npm run build && node bench/month-scale.mjs
import pg from 'pg';
import { figure, writeFigures } from './support/figures.mjs';
import { addCompanyWithUser, alternatingRounds, load, signInBenchUser, startApi, throwawayDatabase, writeResults, CONNECTIONS, DURATION } from './support/harness.mjs';

const SIZES = [10_000, 1_000_000];
const IN_MONTH = 200;
const YEAR = 2031;
const MONTH = 5;
const PER_OTHER_COMPANY = 1_000;
const OTHER_CUSTOMERS = 100;
const OTHER_GROOMERS = 5;
const TARGET_SHARE = 0.1;
const GROOMERS = 20;
const CUSTOMERS = 500;
const WARM_UP_SECONDS = 2;
const ROUNDS = 3;

/** The measured company: its groomers, customers, sign-in and its 200 bookings in the month. */
async function seedTarget(db) {
  const id = await addCompanyWithUser(db);
  await db.query("INSERT INTO groomers (company_id, name) SELECT $1, 'Groomer ' || i FROM generate_series(1, $2::int) i", [id, GROOMERS]);
  await db.query("INSERT INTO customers (company_id, name, phone_number, phone_e164) SELECT $1, 'Customer ' || i, '+1201555' || lpad(i::text, 4, '0'), '+1201555' || lpad(i::text, 4, '0') FROM generate_series(1, $2::int) i", [
    id,
    CUSTOMERS,
  ]);
  await db.query(
    `INSERT INTO appointments (company_id, date, time, customer_id, groomer_id, dog_name, charged_amount, duration_minutes)
     SELECT $1, make_date($2, $3, 1 + i % 31), make_time(9 + i % 10, 30 * (i % 2), 0),
            (SELECT array_agg(id ORDER BY id) FROM customers WHERE company_id = $1)[1 + i % ${CUSTOMERS}],
            (SELECT array_agg(id ORDER BY id) FROM groomers WHERE company_id = $1)[1 + i % ${GROOMERS}],
            'Dog ' || i, 80, 60 + 30 * (i % 3)
     FROM generate_series(1, $4::int) i`,
    [id, YEAR, MONTH, IN_MONTH],
  );
  return id;
}

/** Grows the table to `total` rows: the measured company's other months, then other companies. */
async function growTo(db, target, total) {
  const { rows: [{ n: now, mine }] } = await db.query('SELECT count(*)::int AS n, count(*) FILTER (WHERE company_id = $1)::int AS mine FROM appointments', [target]);
  const addMine = Math.round(total * TARGET_SHARE) - mine;
  // A day of 2021..2040 outside the measured month (days that fall in it move a year earlier).
  await db.query(
    `INSERT INTO appointments (company_id, date, time, customer_id, groomer_id, dog_name, charged_amount, duration_minutes, notes)
     SELECT $1, CASE WHEN d >= make_date($2, $3, 1) AND d < make_date($2, $3, 1) + interval '1 month' THEN d - 365 ELSE d END,
            make_time(9 + i % 10, 30 * (i % 2), 0),
            (SELECT array_agg(id ORDER BY id) FROM customers WHERE company_id = $1)[1 + i % ${CUSTOMERS}],
            (SELECT array_agg(id ORDER BY id) FROM groomers WHERE company_id = $1)[1 + i % ${GROOMERS}],
            'Dog ' || i, 80, 60 + 30 * (i % 3), 'History'
     FROM generate_series($4::int, $4::int + $5::int - 1) i, LATERAL (SELECT date '2021-01-01' + (i * 7919) % 7305 AS d) day
     ORDER BY 2, 3`,
    [target, YEAR, MONTH, mine, addMine],
  );
  // Other companies, each with its customers, groomers and bookings over the same years.
  const companies = Math.round((total - now - addMine) / PER_OTHER_COMPANY);
  const { rows: added } = await db.query("INSERT INTO companies (name) SELECT 'Other ' || i FROM generate_series(1, $1::int) i RETURNING id", [companies]);
  const ids = added.map((row) => row.id);
  await db.query("INSERT INTO customers (company_id, name) SELECT co, 'Customer ' || n FROM unnest($1::uuid[]) co, generate_series(1, $2::int) n", [ids, OTHER_CUSTOMERS]);
  await db.query("INSERT INTO groomers (company_id, name) SELECT co, 'Groomer ' || n FROM unnest($1::uuid[]) co, generate_series(1, $2::int) n", [ids, OTHER_GROOMERS]);
  await db.query(
    `INSERT INTO appointments (company_id, date, time, customer_id, groomer_id, dog_name, charged_amount, duration_minutes, notes)
     SELECT co.id, date '2021-01-01' + (i * 7919) % 7305, make_time(9 + i % 10, 0, 0),
            cu.ids[1 + i % ${OTHER_CUSTOMERS}], gr.ids[1 + i % ${OTHER_GROOMERS}], 'Dog ' || i, 80, 90, 'Elsewhere'
     FROM unnest($1::uuid[]) co(id),
          LATERAL (SELECT array_agg(id) AS ids FROM customers WHERE company_id = co.id) cu,
          LATERAL (SELECT array_agg(id) AS ids FROM groomers WHERE company_id = co.id) gr,
          generate_series(1, $2::int) i
     ORDER BY 1, 2, 3`,
    [ids, PER_OTHER_COMPANY],
  );
  for (const table of ['companies', 'customers', 'groomers', 'appointments']) await db.query(`VACUUM ANALYZE ${table}`);
  const { rows: [{ n }] } = await db.query('SELECT count(*)::int AS n FROM appointments');
  return n;
}

/** A database of `size` appointments with the API on it, signed in. */
async function prepare(size, stops) {
  const database = await throwawayDatabase(`months_${size}`);
  stops.push(database.drop);
  const api = await startApi({ DATABASE_URL: database.url }); // runs the migrations
  stops.push(api.stop);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  // The rows are consistent by construction: the seed skips the foreign-key triggers (row by row, the slowest
  // part), and adds appointments in index order.
  await db.query("SET session_replication_role = 'replica'");
  const started = Date.now();
  const target = await seedTarget(db);
  const total = await growTo(db, target, size);
  const seedSeconds = (Date.now() - started) / 1000;
  await db.end();
  const headers = { Authorization: `Bearer ${await signInBenchUser(api.url)}` };
  const url = `${api.url}/api/appointments?year=${YEAR}&month=${MONTH}&limit=200&offset=0`;
  const answer = await fetch(url, { headers }).then((r) => r.json());
  if (answer.appointments?.length !== IN_MONTH || answer.total !== IN_MONTH) {
    throw new Error(`The month should list ${IN_MONTH} of ${IN_MONTH}: ${JSON.stringify(answer).slice(0, 300)}`);
  }
  console.log(`${total.toLocaleString('en-US')} appointments seeded in ${seedSeconds.toFixed(1)} s`);
  return { size, total, seedSeconds, url, headers, runs: [] };
}

const stops = [];
try {
  const sizes = [];
  for (const size of SIZES) sizes.push(await prepare(size, stops));
  for (const s of sizes) await load(s.url, s.headers, { duration: WARM_UP_SECONDS });
  const measured = await alternatingRounds(
    sizes.map((s) => ({ label: s.total.toLocaleString('en-US'), url: s.url, headers: s.headers })),
    ROUNDS,
  );
  sizes.forEach((s, index) => s.runs.push(...measured[index].runs));
  const [small, large] = sizes.map((s, index) => ({ total: s.total, seedSeconds: s.seedSeconds, p95: measured[index].p95, runs: s.runs }));
  console.log(
    `month list p95 (median of ${ROUNDS} rounds): ${large.p95.toFixed(1)} ms on ${large.total.toLocaleString('en-US')}, ` +
      `${small.p95.toFixed(1)} ms on ${small.total.toLocaleString('en-US')} = ${(large.p95 / small.p95).toFixed(2)}x (${CONNECTIONS} connections, ${DURATION}s a round)`,
  );
  writeResults('month-scale', { inMonth: IN_MONTH, connections: CONNECTIONS, seconds: DURATION, rounds: ROUNDS, small, large });
  writeFigures('month-scale', [
    figure({
      figure: 'month list p95 on 1,000,000 vs 10,000 appointments',
      unit: 'ms',
      product: large.p95,
      floor: small.p95,
      floorLabel: '10,000 appointments',
      target: { ratioAtMost: 1.3 },
    }),
  ]);
} finally {
  for (const stop of stops.reverse()) await stop();
}
