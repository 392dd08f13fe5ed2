// The floor for bench/page-speed.mjs: what a careful hand-written page would do, on bare `pg`
// and `node:http`, with no framework and no JavaScript bundle.
//
//   GET /appointments  the month's appointments (200 rows with customer and groomer names) as a
//                      server-rendered HTML table: the least a browser can be given to paint them.
//   GET /              Home: today's appointments (time, customer, dog, groomer), grouped by
//                      groomer, as server-rendered lists under "Today".
//   GET /customers     a search box over the company's customers: the page fetches their names
//                      once (GET /customers.json) and a plain substring filter renders the first
//                      50 matches on each keystroke.
import http from 'node:http';
import zlib from 'node:zlib';
import pg from 'pg';

const [databaseUrl, companyId, year, month] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });

const escape = (text) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const STYLE = `<style>body{font-family:system-ui,sans-serif;margin:0;padding:16px}table{border-collapse:collapse;width:100%}
td,th{padding:8px;border-bottom:1px solid #ddd;text-align:left}input{font-size:16px;padding:8px;width:320px}</style>`;

async function appointmentsPage() {
  const { rows } = await pool.query(
    `SELECT a.date::text AS date, to_char(a.time, 'HH24:MI') AS time, c.name AS customer, a.dog_name, g.name AS groomer, a.charged_amount
     FROM appointments a LEFT JOIN customers c ON c.id = a.customer_id LEFT JOIN groomers g ON g.id = a.groomer_id
     WHERE a.company_id = $1 AND a.date >= make_date($2, $3, 1) AND a.date < make_date($2, $3, 1) + interval '1 month'
     ORDER BY a.date, a.time LIMIT 200`,
    [companyId, Number(year), Number(month)],
  );
  const body = rows
    .map((r) => `<tr><td>${r.date}</td><td>${r.time}</td><td>${escape(r.customer)}</td><td>${escape(r.dog_name)}</td><td>${escape(r.groomer)}</td><td>$${r.charged_amount}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Appointments</title>${STYLE}</head><body><h1>Appointments</h1><table><thead><tr><th>Date</th><th>Time</th><th>Customer</th>
<th>Dog</th><th>Groomer</th><th>Charged</th></tr></thead><tbody>${body}</tbody></table></body></html>`;
}

async function homePage() {
  const { rows } = await pool.query(
    `SELECT to_char(a.time, 'HH24:MI') AS time, c.name AS customer, a.dog_name, g.name AS groomer
     FROM appointments a LEFT JOIN customers c ON c.id = a.customer_id LEFT JOIN groomers g ON g.id = a.groomer_id
     WHERE a.company_id = $1 AND a.date = CURRENT_DATE ORDER BY g.name, a.time`,
    [companyId],
  );
  const byGroomer = new Map();
  for (const r of rows) byGroomer.set(r.groomer, [...(byGroomer.get(r.groomer) ?? []), r]);
  const columns = [...byGroomer]
    .map(([groomer, list]) => `<section><h3>${escape(groomer)}</h3><ul>${list.map((r) => `<li>${r.time} ${escape(r.customer)}: ${escape(r.dog_name)}</li>`).join('')}</ul></section>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Home</title>${STYLE}</head><body><h1>Dashboard</h1><h2>Today</h2>${columns || '<p>No appointments today</p>'}</body></html>`;
}

const CUSTOMERS_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Customers</title>${STYLE}</head><body><h1>Customers</h1><input type="search" aria-label="Search customers" placeholder="Search customers">
<ul id="list"></ul><script>
let names = [];
const list = document.getElementById('list');
const render = (term) => {
  const t = term.trim().toLowerCase();
  const shown = (t ? names.filter((n) => n.toLowerCase().includes(t)) : names).slice(0, 50);
  list.replaceChildren(...shown.map((n) => Object.assign(document.createElement('li'), { textContent: n })));
};
fetch('/customers.json').then((r) => r.json()).then((all) => { names = all; render(''); document.body.dataset.ready = 'true'; });
document.querySelector('input').addEventListener('input', (e) => render(e.target.value));
</script></body></html>`;

async function customerNames() {
  const { rows } = await pool.query('SELECT name FROM customers WHERE company_id = $1 ORDER BY name', [companyId]);
  return JSON.stringify(rows.map((r) => r.name));
}

function send(req, res, type, text) {
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.setHeader('Content-Type', type);
  res.setHeader('Vary', 'Accept-Encoding');
  if (!gzip) return res.end(text);
  res.setHeader('Content-Encoding', 'gzip');
  res.end(zlib.gzipSync(text, { level: 6 }));
}

const server = http.createServer(async (req, res) => {
  const route = new URL(req.url ?? '/', 'http://x').pathname;
  if (route === '/appointments') return send(req, res, 'text/html; charset=utf-8', await appointmentsPage());
  if (route === '/') return send(req, res, 'text/html; charset=utf-8', await homePage());
  if (route === '/customers') return send(req, res, 'text/html; charset=utf-8', CUSTOMERS_PAGE);
  if (route === '/customers.json') return send(req, res, 'application/json', await customerNames());
  res.statusCode = 404;
  res.end();
});
server.listen(0, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${server.address().port}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
