// The floor for bench/scheduling.mjs: the month's conflict map computed with bare `pg` on
// `node:http` (no framework, no token check, no tenant transaction, no cache), in its own
// process. (The month list's floor is support/bare-api-server.mjs.)
import http from 'node:http';
import pg from 'pg';

const [databaseUrl, companyId] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const MONTH_SLOTS = {
  name: 'month-slots',
  text: `
  SELECT a.id, a.groomer_id, to_char(a.date, 'YYYY-MM-DD') AS date, to_char(a.time, 'HH24:MI') AS time, a.duration_minutes,
         c.name AS customer_name, a.dog_name
  FROM appointments a LEFT JOIN customers c ON c.id = a.customer_id
  WHERE a.company_id = $1 AND a.date >= $2::date AND a.date < ($2::date + interval '1 month')
    AND a.time IS NOT NULL AND a.groomer_id IS NOT NULL`,
};

/** Sort and sweep per groomer and day. */
function conflictMap(rows) {
  const groups = new Map();
  for (const row of rows) {
    const [h, m] = row.time.split(':').map(Number);
    const start = h * 60 + m;
    const key = `${row.groomer_id}|${row.date}`;
    (groups.get(key) ?? groups.set(key, []).get(key)).push({ row, start, end: start + row.duration_minutes });
  }
  const map = {};
  for (const slots of groups.values()) {
    slots.sort((a, b) => a.start - b.start);
    const active = [];
    for (const slot of slots) {
      for (let i = active.length - 1; i >= 0; i--) if (active[i].end <= slot.start) active.splice(i, 1);
      for (const other of active) {
        (map[slot.row.id] ??= []).push({ id: other.row.id, time: other.row.time, customerName: other.row.customer_name });
        (map[other.row.id] ??= []).push({ id: slot.row.id, time: slot.row.time, customerName: slot.row.customer_name });
      }
      active.push(slot);
    }
  }
  return map;
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const first = `${url.searchParams.get('year')}-${String(url.searchParams.get('month')).padStart(2, '0')}-01`;
  const { rows } = await pool.query({ ...MONTH_SLOTS, values: [companyId, first] });
  const body = { success: true, conflicts: conflictMap(rows), cached: false };
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
});
server.listen(0, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
