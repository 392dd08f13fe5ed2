// The scheduling data set shared by bench/scheduling.mjs and bench/api-throughput.mjs: 10
// companies and 100,000 appointments, 2,000 of them in one month of the measured company (20
// groomers, 500 customers, a few bookings colliding), and a staff sign-in for that company.
import argon2 from 'argon2';
import { BENCH_EMAIL, BENCH_PASSWORD } from './harness.mjs';
import pg from 'pg';

export const TOTAL = 100_000;
export const IN_MONTH = 2_000;
export const YEAR = 2031;
export const MONTH = 5;
export const GROOMERS = 20;

/** Seeds the migrated database at `databaseUrl`; the measured company's id, the total, one of its appointments in the month and its staff user's id. */
export async function seedScheduling(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const hash = await argon2.hash(BENCH_PASSWORD, { type: argon2.argon2id });
  const companies = (await db.query("INSERT INTO companies (name) SELECT 'Bench ' || i FROM generate_series(1, 10) i RETURNING id")).rows.map((r) => r.id);
  const [target] = companies;
  const { rows: [user] } = await db.query("INSERT INTO users (email, role, company_id, password_hash) VALUES ($1, 'staff', $2, $3) RETURNING id", [BENCH_EMAIL, target, hash]);
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
  // The rest: other months of the target company and other companies, up to 100,000 in all, each with a customer and a dog as every booking has.
  const others = TOTAL - IN_MONTH;
  await db.query(
    `INSERT INTO appointments (company_id, date, time, customer_id, groomer_id, dog_name, charged_amount, duration_minutes)
     SELECT c.id, make_date(2029 + (i % 4), 1 + (i % 12), 1 + (i % 28)), make_time(9 + (i % 10), 0, 0), cu.id, g.id, 'Dog', 80, 90
     FROM generate_series(1, $1::int) i
     JOIN LATERAL (SELECT id FROM companies ORDER BY id OFFSET (i % 10) LIMIT 1) c ON true
     JOIN LATERAL (SELECT id FROM customers WHERE company_id = c.id LIMIT 1) cu ON true
     JOIN LATERAL (SELECT id FROM groomers WHERE company_id = c.id LIMIT 1) g ON true
     WHERE NOT (c.id = $2 AND 2029 + (i % 4) = $3 AND 1 + (i % 12) = $4)`,
    [others, target, YEAR, MONTH],
  );
  // As a database that has been running a while: statistics gathered and the visibility map set.
  await db.query('VACUUM ANALYZE');
  const { rows: [{ n }] } = await db.query('SELECT count(*)::int AS n FROM appointments');
  const { rows: [sample] } = await db.query(
    `SELECT id FROM appointments WHERE company_id = $1 AND date = make_date($2, $3, 15) AND customer_id IS NOT NULL ORDER BY time, id LIMIT 1`,
    [target, YEAR, MONTH],
  );
  await db.end();
  return { target, total: n, appointmentId: sample.id, userId: user.id };
}
