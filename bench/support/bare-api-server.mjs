// The floor for bench/api-throughput.mjs: the same answers as GET /api/appointments?id=,
// GET /api/appointments?year&month&limit&offset and GET /api/appointments?date= (Home's day), served by bare `pg` on `node:http` (no
// framework, no token check, no tenant transaction, no logging), in its own process; and the
// same status change as POST /api/appointments/status, by the benchmark's staff member.
//
// The queries are the best hand-written ones for the answer, not copies of the product's:
// prepared once per connection (named statements); the month's page is cut from appointments
// alone (by the (company_id, date, time) index) before the 200 rows are joined to their names,
// and its total comes in the same statement (one round trip).
//
// A status change is one statement, so one transaction: the row locked, the move checked (the
// same rules: not to the status it has, not to completed, which is checkout's; a move back or
// a no-show is staff's, which the caller is), the status with who and when set, its history row
// added, and the appointment answered as the point read answers it; then one PUBLISH tells the
// company's open screens (the product's live update). A move to ready would also owe the
// customer the ready text when the company has a texting number and the customer a number: the
// data set has neither, so neither side texts, and the floor answers 501 rather than skip it.
import http from 'node:http';
import { Redis } from 'ioredis';
import pg from 'pg';

const [databaseUrl, companyId, userId, redisUrl, redisPrefix] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : null;
/** The caller's role: the benchmark's user is staff, who may move back and mark no-shows. */
const MAY_MOVE_BACK = true;

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

const STATUSES = new Set(['booked', 'confirmed', 'checked_in', 'ready', 'completed', 'cancelled', 'no_show']);
const LABELS = { booked: 'booked', confirmed: 'confirmed', checked_in: 'checked in', ready: 'ready', completed: 'completed', cancelled: 'cancelled', no_show: 'no-show' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// $1 company, $2 appointment, $3 the new status, $4 who, $5 reason, $6 lateness, $7 whether the caller may move back.
// The open statuses in the day's order; a move forward (or a cancellation of an open one) is anyone's.
const STATUS_CHANGE = {
  name: 'status-change',
  text: `
  WITH current AS (
    SELECT a.id, a.status,
           c.sms_number IS NOT NULL AND cu.phone_e164 IS NOT NULL AS may_text
    FROM appointments a JOIN companies c ON c.id = a.company_id LEFT JOIN customers cu ON cu.id = a.customer_id
    WHERE a.company_id = $1 AND a.id = $2 FOR UPDATE OF a
  ), allowed AS (
    SELECT id FROM current
    WHERE status <> $3 AND $3 <> 'completed' AND NOT ($3 = 'ready' AND may_text)
      AND ($7::boolean
           OR ($3 = 'cancelled' AND status IN ('booked', 'confirmed', 'checked_in', 'ready'))
           OR array_position(ARRAY['booked', 'confirmed', 'checked_in', 'ready'], status) < array_position(ARRAY['booked', 'confirmed', 'checked_in', 'ready'], $3))
  ), moved AS (
    UPDATE appointments a SET status = $3, status_changed_at = now(), status_changed_by = $4, cancel_reason = $5, cancelled_late = $6, updated_at = now()
    FROM allowed WHERE a.company_id = $1 AND a.id = allowed.id
    RETURNING a.*
  ), history AS (
    INSERT INTO appointment_status_changes (company_id, appointment_id, status, changed_by, reason, late)
    SELECT $1, id, $3, $4, $5, $6 FROM moved
  )
  SELECT current.status AS previous, current.may_text, answer.*
  FROM current LEFT JOIN LATERAL (
    SELECT ${COLUMNS} FROM moved a LEFT JOIN customers c ON c.id = a.customer_id LEFT JOIN groomers g ON g.id = a.groomer_id
  ) answer ON true`,
};

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

class Refusal extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}
const CODES = { 400: 'VALIDATION_FAILED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 501: 'INTERNAL_ERROR' };

/** POST /status {id, status[, reason, late]}: the status change of the benchmark's staff member. */
async function changeStatus(body) {
  if (typeof body !== 'object' || body === null || !UUID.test(body.id ?? '')) throw new Refusal(400, 'id: Must be a valid id');
  if (!STATUSES.has(body.status)) throw new Refusal(400, `status: status must be one of ${[...STATUSES].join(', ')}`);
  const cancelling = body.status === 'cancelled';
  if (cancelling && (typeof body.reason !== 'string' || body.reason.trim() === '')) throw new Refusal(400, 'reason: A cancellation needs a reason');
  if (!cancelling && (body.reason !== undefined || body.late !== undefined)) throw new Refusal(400, 'reason: Only a cancellation takes a reason and lateness');
  if (body.late !== undefined && typeof body.late !== 'boolean') throw new Refusal(400, 'late: Expected a boolean');
  if (body.report_card !== undefined) throw new Refusal(501, 'The floor takes no report card');
  const values = [companyId, body.id, body.status, userId, cancelling ? body.reason.trim() : null, cancelling ? (body.late ?? false) : null, MAY_MOVE_BACK];
  const { rows: [row] } = await pool.query({ ...STATUS_CHANGE, values });
  if (!row) throw new Refusal(404, 'Appointment not found');
  if (row.id === null) {
    if (row.previous === body.status) throw new Refusal(400, `The appointment is already ${LABELS[body.status]}`);
    if (body.status === 'completed') throw new Refusal(400, 'Complete an appointment through checkout');
    if (body.status === 'ready' && row.may_text) throw new Refusal(501, 'The floor does not send the ready text');
    throw new Refusal(403, 'Only staff and admins can mark a no-show or move an appointment back');
  }
  const appointment = item(row);
  const month = { year: Number(appointment.date.slice(0, 4)), month: Number(appointment.date.slice(5, 7)) };
  await redis?.publish(`${redisPrefix}:realtime`, JSON.stringify({ companyId, event: { type: 'appointments.changed', months: [month] } }));
  return { success: true, message: `Appointment ${LABELS[body.status]}`, appointment };
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

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
  if (req.method === 'POST' && req.url === '/status') {
    readBody(req)
      .then((raw) => changeStatus(JSON.parse(raw)))
      .then(
        (body) => {
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(JSON.stringify(body));
        },
        (error) => {
          res.statusCode = error instanceof Refusal ? error.status : error instanceof SyntaxError ? 400 : 500;
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(JSON.stringify({ success: false, message: error instanceof Refusal ? error.message : String(error), code: CODES[res.statusCode] ?? 'INTERNAL_ERROR' }));
        },
      );
    return;
  }
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
process.on('SIGTERM', () => server.close(() => Promise.all([pool.end(), redis?.quit()]).then(() => process.exit(0))));
