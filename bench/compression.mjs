#!/usr/bin/env node
// Compression: what a first visit to / and a 200-row month list cost over the wire. It starts the
// built API serving the built frontends (the one-command start), fetches every script and style
// sheet the first page loads (from the shell's index.html, its mf-manifest.json and its source
// maps), each remote's mf-manifest.json and remoteEntry.js, /config.json and
// GET /api/appointments?year=&month=&limit=200, all with `Accept-Encoding: br, gzip`, and counts
// the bytes of each body as they came over the wire beside the file itself.
//
// The floor is the best precompressed size: brotli at its highest quality (11) of the same
// files, computed here (a file is its own floor when brotli would not make it smaller). The
// month list is compressed per request, at a lower quality; its cost per answer is printed too.
//
//   npm run build && node bench/compression.mjs
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { addCompanyWithUser, BENCH_EMAIL, BENCH_PASSWORD, root, signInBenchUser, startApi, throwawayDatabase, writeResults } from './support/harness.mjs';
import { sessionCookies } from './support/first-visit.mjs';
import { figure, writeFigures } from './support/figures.mjs';

const KB = 1024;
const ACCEPT = 'br, gzip';
const REMOTES = ['scheduling', 'customers', 'marketing', 'admin'];
const APPOINTMENTS = 200;
const YEAR = 2031;
const MONTH = 5;
const shellDist = path.join(root, 'shell/dist');

for (const file of ['shell/dist/index.html', 'shell/dist/mf-manifest.json', ...REMOTES.map((r) => `mfe-${r}/dist/mf-manifest.json`)]) {
  if (!fs.existsSync(path.join(root, file))) {
    console.error(`compression: ${file} is missing; run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** The first page's static files, as paths under the site: what index.html and the shell's bootstrap load. */
function firstPageFiles() {
  const files = new Set();
  const html = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  for (const match of html.matchAll(/<(script|link)\b[^>]*\b(?:src|href)="(\/[^"]+)"[^>]*>/g)) {
    if (match[1] === 'link' && !/rel="?stylesheet/.test(match[0])) continue;
    files.add(match[2]);
  }
  // The shell provides the shared libraries and loads their chunks before it renders.
  const manifest = JSON.parse(fs.readFileSync(path.join(shellDist, 'mf-manifest.json'), 'utf8'));
  for (const shared of manifest.shared ?? []) {
    for (const kind of ['js', 'css']) for (const asset of shared.assets?.[kind]?.sync ?? []) files.add(`/${asset}`);
  }
  // The bootstrap chunk (found through its source map) and the style sheets it imports.
  for (const name of fs.readdirSync(shellDist)) {
    if (name.endsWith('.css')) files.add(`/${name}`);
    if (!name.endsWith('.js.map')) continue;
    const sources = JSON.parse(fs.readFileSync(path.join(shellDist, name), 'utf8')).sources ?? [];
    if (sources.some((source) => /(^|\/)src\/bootstrap\.[cm]?[jt]sx?$/.test(source))) files.add(`/${name.slice(0, -'.map'.length)}`);
  }
  return ['/', '/config.json', ...[...files].filter((file) => fs.existsSync(path.join(shellDist, file)))];
}

/** A GET whose body is counted as it came over the wire (no decompression), then decoded. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': ACCEPT, ...headers } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const wire = Buffer.concat(chunks);
          const coding = res.headers['content-encoding'];
          const body = coding === 'br' ? zlib.brotliDecompressSync(wire) : coding === 'gzip' ? zlib.gunzipSync(wire) : wire;
          resolve({ status: res.statusCode, type: String(res.headers['content-type'] ?? ''), coding: coding ?? 'none', wire: wire.length, body });
        });
      })
      .on('error', reject);
  });
}

const brotliMax = (buffer) =>
  zlib.brotliCompressSync(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
/** The best a precompressed file can be: brotli 11, or the file itself when that is smaller. */
const floorOf = (buffer) => Math.min(buffer.length, brotliMax(buffer).length);

async function seed(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const company = { id: await addCompanyWithUser(db) };
  await db.query("INSERT INTO groomers (company_id, name) SELECT $1, 'Groomer ' || i FROM generate_series(1, 8) i", [company.id]);
  await db.query(
    "INSERT INTO customers (company_id, name, phone_number, phone_e164) SELECT $1, 'Customer ' || i, '+1201555' || lpad(i::text, 4, '0'), '+1201555' || lpad(i::text, 4, '0') FROM generate_series(1, 200) i",
    [company.id],
  );
  await db.query(
    `WITH g AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM groomers WHERE company_id = $1),
          c AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM customers WHERE company_id = $1)
     INSERT INTO appointments (company_id, date, time, customer_id, groomer_id, dog_name, charged_amount, duration_minutes, notes)
     SELECT $1, make_date($2, $3, 1 + (i % 28)), make_time(9 + (i % 8), 0, 0), c.id, g.id, 'Dog ' || i, 60 + (i % 5) * 10, 60,
            CASE WHEN i % 3 = 0 THEN 'Nails, ears and a bath' END
     FROM generate_series(0, $4::int - 1) i JOIN g ON g.n = i % 8 JOIN c ON c.n = i % 200`,
    [company.id, YEAR, MONTH, APPOINTMENTS],
  );
  await db.end();
}

/** CPU time of one compression of `buffer`, in ms (median of many), and its size. */
function codecCost(label, compress, buffer) {
  const times = [];
  let size = 0;
  for (let i = 0; i < 60; i++) {
    const start = process.hrtime.bigint();
    size = compress(buffer).length;
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { label, ms: times[Math.floor(times.length / 2)], bytes: size };
}

const database = await throwawayDatabase('compression');
let api;
try {
  api = await startApi({ DATABASE_URL: database.url, SERVE_WEB: 'true' });
  await seed(database.url);
  const token = await signInBenchUser(api.url);
  // The document of a signed-in visit: without the sign-in's cookies the server sends / to /login.
  const cookie = (await sessionCookies(api.url, BENCH_EMAIL, BENCH_PASSWORD)).map(({ name, value }) => `${name}=${value}`).join('; ');

  const responses = [];
  for (const file of firstPageFiles()) {
    const answer = await get(`${api.url}${file}`, file === '/' ? { Accept: 'text/html', Cookie: cookie } : {});
    responses.push({ group: 'first page', url: file, ...answer });
  }
  for (const remote of REMOTES) {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const url = `/remotes/${remote}/${file}`;
      responses.push({ group: 'remote entry', url, ...(await get(`${api.url}${url}`)) });
    }
  }
  const monthUrl = `/api/appointments?year=${YEAR}&month=${MONTH}&limit=${APPOINTMENTS}`;
  const month = await get(`${api.url}${monthUrl}`, { Authorization: `Bearer ${token}` });
  const monthRows = JSON.parse(month.body.toString('utf8')).appointments?.length ?? 0;
  const monthAnswer = { group: 'API', url: monthUrl, ...month };
  responses.push(monthAnswer);

  const failed = responses.filter((r) => r.status !== 200);
  if (failed.length > 0) throw new Error(`Not 200: ${failed.map((r) => `${r.url} (${r.status})`).join(', ')}`);
  if (monthRows !== APPOINTMENTS) throw new Error(`The month list has ${monthRows} rows, not ${APPOINTMENTS}`);

  for (const r of responses) r.floor = floorOf(r.body);

  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  console.log(`\nEvery answer with Accept-Encoding: ${ACCEPT} (body bytes; floor = brotli 11 of the same content)`);
  console.log(`${'group'.padEnd(13)} ${'address'.padEnd(58)} ${'coding'.padEnd(6)} ${'raw'.padStart(10)} ${'wire'.padStart(10)} ${'floor'.padStart(10)}`);
  for (const r of responses) {
    console.log(`${r.group.padEnd(13)} ${r.url.slice(0, 58).padEnd(58)} ${r.coding.padEnd(6)} ${kb(r.body.length).padStart(10)} ${kb(r.wire).padStart(10)} ${kb(r.floor).padStart(10)}`);
  }

  const compressible = responses.filter((r) => /javascript|css|json/.test(r.type) && r.body.length > KB);
  const compressed = compressible.filter((r) => r.coding === 'br' || r.coding === 'gzip');
  const firstPage = responses.filter((r) => r.group === 'first page');
  const sum = (list, key) => list.reduce((total, r) => total + (key === 'raw' ? r.body.length : r[key]), 0);
  const page = { raw: sum(firstPage, 'raw'), wire: sum(firstPage, 'wire'), floor: sum(firstPage, 'floor') };

  console.log(`\nJS/CSS/JSON answers over 1 KB sent compressed: ${compressed.length} of ${compressible.length}`);
  for (const r of compressible.filter((c) => !compressed.includes(c))) console.log(`  sent raw: ${r.url} (${kb(r.body.length)})`);
  console.log(`First page (${firstPage.length} files): ${kb(page.raw)} raw, ${kb(page.wire)} over the wire, floor ${kb(page.floor)}`);
  console.log(`Month list (${APPOINTMENTS} rows): ${kb(month.body.length)} raw, ${kb(month.wire)} over the wire (${month.coding}), floor ${kb(monthAnswer.floor)}`);

  // What each coding costs the API per month list (CPU time of one compression, in this process).
  const costs = [
    codecCost(
      'brotli 4 (the API)',
      (b) =>
        zlib.brotliCompressSync(b, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length,
          },
        }),
      month.body,
    ),
    codecCost('gzip 6 (the API, gzip only)', (b) => zlib.gzipSync(b, { level: 6 }), month.body),
    codecCost('gzip 9', (b) => zlib.gzipSync(b, { level: 9 }), month.body),
    codecCost('brotli 11', brotliMax, month.body),
  ];
  console.log('Compressing the month list once:');
  for (const c of costs) console.log(`  ${c.label.padEnd(28)} ${c.ms.toFixed(2).padStart(7)} ms  ${kb(c.bytes).padStart(9)}`);

  writeResults('compression', { accept: ACCEPT, responses: responses.map(({ body, ...r }) => ({ ...r, raw: body.length })), page, costs });
  writeFigures('compression', [
    figure({
      figure: 'share of JS/CSS/JSON responses over 1 KB sent compressed',
      unit: 'share',
      product: compressible.length === 0 ? 0 : compressed.length / compressible.length,
      target: { atLeast: 1 },
    }),
    figure({
      figure: "first page's static files, bytes over the wire",
      unit: 'KB',
      product: page.wire / KB,
      floor: page.floor / KB,
      floorLabel: 'brotli at max quality of the same files',
      target: { ratioAtMost: 1.05 },
    }),
    figure({
      figure: `month list (${APPOINTMENTS} rows), bytes over the wire`,
      unit: 'KB',
      product: month.wire / KB,
      floor: monthAnswer.floor / KB,
      floorLabel: 'brotli at max quality (too slow per request)',
    }),
  ]);
} finally {
  await api?.stop();
  await database.drop();
}
