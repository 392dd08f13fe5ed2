// The floor for bench/availability.mjs: the public booking page's free start times computed
// with bare `pg` on `node:http` (no framework, no tenant transaction, no rate limit, no input
// checks beyond the size's column), in its own process. One statement reads every fact of the
// day through the same indexes the API uses; a hand-written loop finds the free starts.
import http from 'node:http';
import pg from 'pg';

const [databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const SIZES = new Set(['small', 'medium', 'large', 'extra_large']);

const factsQuery = (size) => ({
  name: `day-facts-${size}`,
  text: `
  WITH company AS (SELECT booking_buffer_minutes AS buffer FROM companies WHERE id = $1 AND status = 'active'),
       chosen AS (SELECT coalesce(sum(duration_${size}), 0)::int AS total, count(*)::int AS n, bool_or(kind = 'service') AS has_service
                    FROM services WHERE company_id = $1 AND id = ANY($3::uuid[]) AND active)
  SELECT (SELECT buffer FROM company) AS buffer, (SELECT row_to_json(chosen) FROM chosen) AS chosen,
    (SELECT json_agg(json_build_array(extract(hour FROM starts_at) * 60 + extract(minute FROM starts_at), extract(hour FROM ends_at) * 60 + extract(minute FROM ends_at)))
       FROM salon_hours WHERE company_id = $1 AND weekday = extract(dow FROM $2::date)) AS salon,
    EXISTS (SELECT 1 FROM salon_closed_days WHERE company_id = $1 AND date = $2) AS closed,
    (SELECT json_agg(json_build_object(
        'id', g.id,
        'has_hours', EXISTS (SELECT 1 FROM groomer_hours h WHERE h.company_id = $1 AND h.groomer_id = g.id),
        'hours', (SELECT json_agg(json_build_array(extract(hour FROM starts_at) * 60 + extract(minute FROM starts_at), extract(hour FROM ends_at) * 60 + extract(minute FROM ends_at)))
                    FROM groomer_hours h WHERE h.company_id = $1 AND h.groomer_id = g.id AND h.weekday = extract(dow FROM $2::date)),
        'breaks', (SELECT json_agg(json_build_array(extract(hour FROM starts_at) * 60 + extract(minute FROM starts_at), extract(hour FROM ends_at) * 60 + extract(minute FROM ends_at)))
                    FROM groomer_breaks b WHERE b.company_id = $1 AND b.groomer_id = g.id AND b.weekday = extract(dow FROM $2::date)),
        'away', EXISTS (SELECT 1 FROM groomer_time_off t WHERE t.company_id = $1 AND t.groomer_id = g.id AND t.starts_on <= $2 AND t.ends_on >= $2)))
       FROM groomers g WHERE g.company_id = $1) AS groomers,
    (SELECT json_agg(json_build_array(groomer_id, extract(hour FROM time) * 60 + extract(minute FROM time), duration_minutes, kind))
       FROM (SELECT groomer_id, time, duration_minutes, 1 AS kind FROM appointments
              WHERE company_id = $1 AND date = $2 AND groomer_id IS NOT NULL AND time IS NOT NULL AND status NOT IN ('cancelled', 'no_show')
             UNION ALL
             SELECT groomer_id, time, duration_minutes, 0 FROM schedule_blocks WHERE company_id = $1 AND date = $2) busy) AS busy`,
});

/** The free starts every 15 minutes of every groomer, each once, in order. */
function freeStarts(facts, notBefore) {
  const length = Math.max(15, Math.ceil(facts.chosen.total / 15) * 15);
  const starts = new Set();
  const salon = facts.salon ?? [];
  if (facts.closed || salon.length === 0) return [];
  for (const groomer of facts.groomers ?? []) {
    if (groomer.away) continue;
    const own = groomer.has_hours ? (groomer.hours ?? []) : salon;
    const free = new Uint8Array(1440);
    for (const [s, e] of salon) for (let m = s; m < e; m++) free[m] = 1;
    if (groomer.has_hours) {
      const mine = new Uint8Array(1440);
      for (const [s, e] of own) for (let m = s; m < e; m++) mine[m] = 1;
      for (let m = 0; m < 1440; m++) free[m] &= mine[m];
    }
    for (const [s, e] of groomer.breaks ?? []) for (let m = s; m < e; m++) free[m] = 0;
    for (const [id, start, minutes, kind] of facts.busy ?? []) {
      if (id !== groomer.id) continue;
      const pad = kind === 1 ? facts.buffer : 0;
      for (let m = Math.max(0, start - pad); m < Math.min(1440, start + minutes + pad); m++) free[m] = 0;
    }
    for (let start = Math.ceil(notBefore / 15) * 15; start + length <= 1440; start += 15) {
      let ok = true;
      for (let m = start; m < start + length && ok; m++) ok = free[m] === 1;
      if (ok) starts.add(start);
    }
  }
  return [...starts].sort((a, b) => a - b).map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const size = url.searchParams.get('dog_size') ?? '';
  const date = url.searchParams.get('date') ?? '';
  const services = (url.searchParams.get('services') ?? '').split(',');
  if (!SIZES.has(size)) {
    res.statusCode = 400;
    return res.end('{"success":false}');
  }
  const { rows: [facts] } = await pool.query({ ...factsQuery(size), values: [url.searchParams.get('company_id'), date, services] });
  res.setHeader('Content-Type', 'application/json');
  if (facts.buffer === null || facts.chosen.n !== new Set(services).size || !facts.chosen.has_service) {
    res.statusCode = 404;
    return res.end('{"success":false}');
  }
  res.end(JSON.stringify({ success: true, date, times: freeStarts(facts, 0) }));
});
server.listen(0, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
