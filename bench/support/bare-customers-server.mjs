// The floor for bench/customers-search.mjs: the same answer as GET /api/customers?search=,
// served by bare `pg` on `node:http` (no framework, no token check, no tenant transaction),
// in its own process.
//
// The query is the best hand-written one for the answer, not a copy of the product's: the
// plain ILIKE over name and phone as the owner, on `floor_customers` (the benchmark's copy of the
// company's customers with a trigram index on each column), which Postgres answers from those
// indexes (a BitmapOr, the company tested on the rows found), prepared once per connection. Its connections keep the statement's plan (`plan_cache_mode = force_generic_plan`):
// otherwise Postgres plans it again for every call, since a plan made for the values costs
// less, and that planning takes several times longer than running it. GET /explain?search=
// shows the plan it keeps, so the benchmark can check that the floor reads the indexes.
import http from 'node:http';
import pg from 'pg';

const [databaseUrl, companyId] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c plan_cache_mode=force_generic_plan' });

const SQL = `SELECT id, name, phone_number, phone_e164, notes, created_at FROM floor_customers
             WHERE company_id = $1 AND (name ILIKE $2 OR phone_number ILIKE $2) ORDER BY name NULLS LAST, created_at`;
const SEARCH = { name: 'search', text: SQL };

const pattern = (text) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const search = url.searchParams.get('search')?.trim() ?? '';
  res.setHeader('Content-Type', 'application/json');
  if (url.pathname === '/explain') {
    const client = await pool.connect();
    try {
      await client.query(`PREPARE explained(uuid, text) AS ${SQL}`);
      const { rows } = await client.query(`EXPLAIN EXECUTE explained(${client.escapeLiteral(companyId)}, ${client.escapeLiteral(pattern(search))})`);
      await client.query('DEALLOCATE explained');
      res.end(JSON.stringify(rows.map((row) => row['QUERY PLAN'])));
    } finally {
      client.release();
    }
    return;
  }
  const { rows } = await pool.query({ ...SEARCH, values: [companyId, pattern(search)] });
  res.end(JSON.stringify({ success: true, message: `${rows.length} customers`, data: { customers: rows } }));
});
server.listen(0, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
