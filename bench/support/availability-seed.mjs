// The data set of bench/availability.mjs: 10 companies of 10 groomers, each open Monday to
// Saturday 09:00 to 19:00, with a groomer on their own hours, lunch breaks, time off and a
// block; four appointments a groomer a working day over four months (about 41,000 in all). The
// measured company's month is `YEAR`-`MONTH`; its public booking page asks for `DAY`.
import pg from 'pg';

export const YEAR = 2031;
export const MONTH = 5;
/** A Wednesday of the measured month. */
export const DAY = '2031-05-14';
export const GROOMERS = 10;
/** The day's appointments of a groomer: start and length, the same every working day. */
export const DAY_APPOINTMENTS = [
  ['09:00', 60],
  ['11:00', 90],
  ['14:00', 60],
  ['16:30', 45],
];

/** Seeds the migrated database at `databaseUrl`; the measured company's id, its services' ids (a bath and an add-on, 75 minutes for a medium dog) and every company's id. */
export async function seedAvailability(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const companies = (await db.query("INSERT INTO companies (name) SELECT 'Bench ' || i FROM generate_series(1, 10) i RETURNING id")).rows.map((r) => r.id);
  const [target] = companies;
  for (const company of companies) {
    await db.query("INSERT INTO salon_hours (company_id, weekday, starts_at, ends_at) SELECT $1, w, '09:00', '19:00' FROM generate_series(1, 6) w", [company]);
    await db.query("INSERT INTO groomers (company_id, name) SELECT $1, 'Groomer ' || i FROM generate_series(1, $2::int) i", [company, GROOMERS]);
    await db.query("INSERT INTO customers (company_id, name) SELECT $1, 'Customer ' || i FROM generate_series(1, 200) i", [company]);
    await db.query(
      `INSERT INTO services (company_id, name, kind, price_small, price_medium, price_large, price_extra_large,
                             duration_small, duration_medium, duration_large, duration_extra_large, position)
       VALUES ($1, 'Full groom', 'service', 60, 75, 95, 120, 60, 90, 120, 150, 1), ($1, 'Nails', 'add_on', 15, 15, 20, 20, 15, 15, 15, 15, 2),
              ($1, 'Bath', 'service', 40, 50, 60, 70, 45, 60, 75, 90, 3)`,
      [company],
    );
    const groomers = (await db.query('SELECT id FROM groomers WHERE company_id = $1 ORDER BY name', [company])).rows.map((r) => r.id);
    // One groomer on their own week (Tuesday to Saturday, 10:00 to 18:00), three with a lunch break, one away a week, one block a day.
    await db.query("INSERT INTO groomer_hours (company_id, groomer_id, weekday, starts_at, ends_at) SELECT $1, $2, w, '10:00', '18:00' FROM generate_series(2, 6) w", [company, groomers[0]]);
    for (const groomer of groomers.slice(1, 4)) {
      await db.query("INSERT INTO groomer_breaks (company_id, groomer_id, weekday, starts_at, ends_at) SELECT $1, $2, w, '12:00', '12:45' FROM generate_series(1, 6) w", [company, groomer]);
    }
    await db.query("INSERT INTO groomer_time_off (company_id, groomer_id, starts_on, ends_on, reason) VALUES ($1, $2, make_date($3, $4, 20), make_date($3, $4, 26), 'Vacation')", [company, groomers[4], YEAR, MONTH]);
    // Four months of working days, four appointments a groomer a day.
    await db.query(
      `INSERT INTO appointments (company_id, date, time, customer_id, groomer_id, dog_name, charged_amount, duration_minutes)
       SELECT $1, d::date, slot.t::time, (SELECT id FROM customers WHERE company_id = $1 ORDER BY id OFFSET (g.n * 4 + slot.i) % 200 LIMIT 1), g.id, 'Dog', 75, slot.len
       FROM generate_series(make_date($2, $3 - 2, 1), make_date($2, $3 + 1, 28), interval '1 day') d
       CROSS JOIN (SELECT id, row_number() OVER (ORDER BY name) AS n FROM groomers WHERE company_id = $1) g
       CROSS JOIN unnest($4::text[], $5::int[]) WITH ORDINALITY AS slot(t, len, i)
       WHERE extract(dow FROM d) <> 0`,
      [company, YEAR, MONTH, DAY_APPOINTMENTS.map(([time]) => time), DAY_APPOINTMENTS.map(([, minutes]) => minutes)],
    );
    await db.query(
      `INSERT INTO schedule_blocks (company_id, groomer_id, date, time, duration_minutes, label)
       SELECT $1, $2, d::date, '15:30', 45, 'Training' FROM generate_series(make_date($3, $4, 1), make_date($3, $4, 28), interval '1 day') d`,
      [company, groomers[5], YEAR, MONTH],
    );
  }
  await db.query('VACUUM ANALYZE');
  const { rows: [{ n }] } = await db.query('SELECT count(*)::int AS n FROM appointments');
  const services = (await db.query("SELECT id FROM services WHERE company_id = $1 AND name IN ('Bath', 'Nails') ORDER BY position", [target])).rows.map((r) => r.id);
  await db.end();
  return { target, total: n, services, companies };
}
