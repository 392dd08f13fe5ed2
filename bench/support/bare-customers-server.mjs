// The floor for bench/customers-search.mjs: the same query and JSON shape on bare `pg`
// and `node:http`, with no framework, auth or tenant transaction. Its own process, so
// it does not share an event loop with the load generator.
import http from 'node:http';
import pg from 'pg';

const [databaseUrl, companyId] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const server = http.createServer(async (req, res) => {
  const search = new URL(req.url ?? '/', 'http://x').searchParams.get('search') ?? '';
  const { rows } = await pool.query(
    `SELECT id, name, phone_number, phone_e164, notes, created_at FROM customers
     WHERE company_id = $1 AND (name ILIKE $2 OR phone_number ILIKE $2) ORDER BY name NULLS LAST, created_at`,
    [companyId, `%${search}%`],
  );
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ success: true, message: `${rows.length} customers`, data: { customers: rows } }));
});
server.listen(0, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
