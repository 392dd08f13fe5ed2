// The floor for bench/api-throughput.mjs: the same answers as GET /api/appointments?id=,
// GET /api/appointments?year&month&limit&offset and GET /api/appointments?date= (Home's day), served by bare `pg` on `node:http` (no
// framework, no token check, no tenant transaction, no logging), in its own process.
//
// The queries are the best hand-written ones for the answer, not copies of the product's:
// prepared once per connection (named statements); the month's page is cut from appointments
// alone (by the (company_id, date, time) index) before the 200 rows are joined to their names,
// and its total comes in the same statement (one round trip).
import http from 'node:http';
import pg from 'pg';

const [databaseUrl, companyId] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const COLUMNS = `a.id, to_char(a.date, 'YYYY-MM-DD') AS date, to_char(a.time, 'HH24:MI') AS time, a.customer_id, a.groomer_id,
  a.dog_name, a.charged_amount, a.amount_given, a.tip, a.total_with_tax, a.notes, a.duration_minutes, a.is_recurring,
  a.recurring_sequence, a.recurring_total, a.recurring_config, a.recurring_group_id,
  c.id IS NOT NULL AS has_customer, c.name AS customer_name, g.name AS groomer_name,
  a.status, a.status_changed_at, a.cancel_reason, a.cancelled_late, a.price_overridden, a.payment_method,
  a.discount_amount, a.discount_reason,
  (SELECT coalesce(json_agg(json_build_object('service_id', l.service_id, 'name', l.name, 'kind', l.kind, 'dog_size', l.dog_size,
     'price', l.price, 'duration_minutes', l.duration_minutes) ORDER BY l.position), '[]') FROM appointment_lines l WHERE l.company_id = a.company_id AND l.appointment_id = a.id) AS lines,
  (SELECT coalesce(json_agg(json_build_object('groomer_id', t.groomer_id, 'amount', t.amount) ORDER BY t.created_at, t.id), '[]')
     FROM appointment_tips t WHERE t.company_id = a.company_id AND t.appointment_id = a.id) AS tips`;
const FROM = 'FROM appointments a LEFT JOIN customers c ON c.id = a.customer_id LEFT JOIN groomers g ON g.id = a.groomer_id';
const IN_MONTH = "a.company_id = $1 AND a.date >= $2::date AND a.date < ($2::date + interval '1 month')";

const BY_ID = { name: 'by-id', text: `SELECT ${COLUMNS} ${FROM} WHERE a.company_id = $1 AND a.id = $2` };
// The page, then its names; the month's total in the same statement (an init plan, run once).
const ORDER = 'ORDER BY a.date, a.time NULLS LAST, a.id';
const MONTH_PAGE = {
  name: 'month-page',
  text: `SELECT ${COLUMNS}, (SELECT count(*)::int FROM appointments a WHERE ${IN_MONTH}) AS total
         FROM (SELECT * FROM appointments a WHERE ${IN_MONTH} ${ORDER} LIMIT $3 OFFSET $4) a
         LEFT JOIN customers c ON c.id = a.customer_id LEFT JOIN groomers g ON g.id = a.groomer_id ${ORDER}`,
};
// Home's day: each groomer's appointments together (by name), in time order; the company's time zone beside them.
const DAY = {
  name: 'day',
  text: `SELECT ${COLUMNS}, (SELECT time_zone FROM companies WHERE id = $1) AS time_zone ${FROM}
         WHERE a.company_id = $1 AND a.date = $2::date ORDER BY g.name NULLS LAST, a.groomer_id NULLS LAST, a.time NULLS LAST, a.id`,
};
const TIME_ZONE = { name: 'time-zone', text: 'SELECT time_zone FROM companies WHERE id = $1' };
// A page past the end has no row to carry the total.
const MONTH_COUNT = { name: 'month-count', text: `SELECT count(*)::int AS total FROM appointments a WHERE ${IN_MONTH}` };

const money = (value) => (value === null ? null : Number(value));
const item = (r) => ({
  id: r.id,
  date: r.date,
  time: r.time,
  customer_id: r.customer_id,
  groomer_id: r.groomer_id,
  dog_name: r.dog_name,
  charged_amount: money(r.charged_amount),
  amount_given: money(r.amount_given),
  tip: money(r.tip),
  total_with_tax: money(r.total_with_tax),
  notes: r.notes,
  duration_minutes: r.duration_minutes,
  is_recurring: r.is_recurring,
  recurring_sequence: r.recurring_sequence,
  recurring_total: r.recurring_total,
  recurring_config: r.recurring_config,
  recurring_group_id: r.recurring_group_id,
  customer: r.has_customer ? { name: r.customer_name } : null,
  groomer: r.groomer_name === null ? null : { name: r.groomer_name },
  status: r.status,
  status_changed_at: r.status_changed_at === null ? null : r.status_changed_at.toISOString(),
  cancel_reason: r.cancel_reason,
  cancelled_late: r.cancelled_late,
  lines: r.lines,
  price_overridden: r.price_overridden,
  payment_method: r.payment_method,
  discount_amount: money(r.discount_amount),
  discount_reason: r.discount_reason,
  tips: r.tips,
});

async function answer(url) {
  if (url.pathname === '/appointment') {
    const { rows } = await pool.query({ ...BY_ID, values: [companyId, url.searchParams.get('id')] });
    return rows.length === 0 ? null : { success: true, message: 'Appointment', appointment: item(rows[0]) };
  }
  if (url.pathname === '/day') {
    const date = url.searchParams.get('date');
    const { rows } = await pool.query({ ...DAY, values: [companyId, date] });
    const timeZone = rows.length > 0 ? rows[0].time_zone : (await pool.query({ ...TIME_ZONE, values: [companyId] })).rows[0].time_zone;
    return { success: true, date, time_zone: timeZone, appointments: rows.map(item) };
  }
  const first = `${url.searchParams.get('year')}-${String(url.searchParams.get('month')).padStart(2, '0')}-01`;
  const { rows } = await pool.query({ ...MONTH_PAGE, values: [companyId, first, url.searchParams.get('limit'), url.searchParams.get('offset')] });
  const total = rows.length > 0 ? rows[0].total : (await pool.query({ ...MONTH_COUNT, values: [companyId, first] })).rows[0].total;
  return { success: true, appointments: rows.map(item), total };
}

const server = http.createServer((req, res) => {
  answer(new URL(req.url ?? '/', 'http://x')).then(
    (body) => {
      res.statusCode = body === null ? 404 : 200;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify(body ?? { success: false, message: 'Appointment not found' }));
    },
    (error) => {
      res.statusCode = 500;
      res.end(String(error));
    },
  );
});
server.listen(0, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
