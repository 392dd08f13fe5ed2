#!/usr/bin/env node
// What a salon's staff member sees: largest contentful paint of Home (the day's schedule) and of
// /appointments (200 rows) on a first visit, signed in, in headless Chromium, on localhost and on a slow tablet (4x CPU
// slowdown, 10 Mbit/s, 40 ms latency); and interaction-to-next-paint while typing in the
// customer search over 10,000 customers. Each beside the same page written by hand
// (bench/support/bare-pages-server.mjs: server-rendered HTML, no framework) in the same browser.
//
//   npm run build && node bench/page-speed.mjs
import pg from 'pg';
import {
  addCompanyWithUser,
  launchChromium,
  BENCH_EMAIL,
  BENCH_PASSWORD,
  REDIS_URL,
  signInBenchUser,
  startApi,
  startFloor,
  throwawayDatabase,
  writeResults,
} from './support/harness.mjs';
import { figure, writeFigures } from './support/figures.mjs';
import { sessionCookies } from './support/first-visit.mjs';

const CUSTOMERS = 10_000;
const APPOINTMENTS = 200;
const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 5);
const SEARCH = 'marsh 42';
const SLOW = { cpu: 4, latencyMs: 40, bitsPerSecond: 10_000_000 };
const now = new Date();
const YEAR = now.getFullYear();
const MONTH = now.getMonth() + 1;
const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Mark', 'Sophia', 'Maria', 'Lucas', 'Mia', 'Amelia', 'James', 'Martin', 'Grace'];
const LAST = ['Johnson', 'Garcia', 'Miller', 'Davis', 'Martinez', 'Lopez', 'Wilson', 'Anderson', 'Taylor', 'Moore', 'Clark', 'Marsh'];

async function seed(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const company = { id: await addCompanyWithUser(db) };
  await db.query("INSERT INTO groomers (company_id, name) SELECT $1, 'Groomer ' || i FROM generate_series(1, 8) i", [company.id]);
  const names = Array.from({ length: CUSTOMERS }, (_, i) => `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`);
  await db.query(
    `INSERT INTO customers (company_id, name, phone_number, phone_e164) SELECT $1, n, '+1201555' || lpad((i % 10000)::text, 4, '0'), '+1201555' || lpad((i % 10000)::text, 4, '0')
     FROM unnest($2::text[]) WITH ORDINALITY AS t(n, i)`,
    [company.id, names],
  );
  // 200 appointments over the current month, 9:00 to 17:00, spread over the groomers and customers.
  await db.query(
    `WITH g AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM groomers WHERE company_id = $1),
          c AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM customers WHERE company_id = $1 LIMIT 200)
     INSERT INTO appointments (company_id, date, time, customer_id, groomer_id, dog_name, charged_amount, duration_minutes)
     SELECT $1, make_date($2, $3, 1 + (i % 28)), make_time(9 + (i % 8), 0, 0), c.id, g.id, 'Dog ' || i, 80, 60
     FROM generate_series(0, $4::int - 1) i JOIN g ON g.n = i % 8 JOIN c ON c.n = i % 200`,
    [company.id, YEAR, MONTH, APPOINTMENTS],
  );
  await db.query('ANALYZE');
  await db.end();
  return company.id;
}

/** The session cookies of a sign-in, for a browser context: a returning staff member with a cold cache. */
const benchUserCookies = (apiUrl) => sessionCookies(apiUrl, BENCH_EMAIL, BENCH_PASSWORD);

const OBSERVERS = `
  window.__lcp = 0;
  window.__events = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.interactionId) window.__events.push([e.interactionId, e.duration]); })
    .observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** A fresh context (cold cache), throttled as `slow` asks, with the page's observers installed. */
async function openPage(browser, { cookies, slow }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (cookies) await context.addCookies(cookies);
  await context.addInitScript(OBSERVERS);
  const page = await context.newPage();
  if (slow) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW.cpu });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW.latencyMs,
      downloadThroughput: SLOW.bitsPerSecond / 8,
      uploadThroughput: SLOW.bitsPerSecond / 8,
    });
  }
  return { page, close: () => context.close() };
}

/** LCP of a first visit to `url`, once the month's rows are on screen and the page is quiet. */
async function largestContentfulPaint(browser, url, { cookies, slow, rowsVisible }) {
  const { page, close } = await openPage(browser, { cookies, slow });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await rowsVisible(page);
    await page.waitForTimeout(300);
    return await page.evaluate(() => window.__lcp);
  } finally {
    await close();
  }
}

/** INP while typing SEARCH one key at a time: the longest interaction (event timing rounds to 8 ms; under 16 ms reads 16). */
async function typingInteraction(browser, url, { cookies, ready }) {
  const { page, close } = await openPage(browser, { cookies, slow: false });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await ready(page);
    const box = page.getByRole('searchbox', { name: 'Search customers' }).or(page.getByLabel('Search customers')).first();
    await box.click();
    await page.evaluate(() => (window.__events = []));
    await page.keyboard.type(SEARCH, { delay: 120 });
    await page.waitForTimeout(500);
    const events = await page.evaluate(() => window.__events);
    const byInteraction = new Map();
    for (const [id, duration] of events) byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, duration));
    return Math.max(16, ...byInteraction.values());
  } finally {
    await close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function medianOf(work) {
  const values = [];
  for (let i = 0; i < RUNS; i++) values.push(await work());
  return { median: median(values), values };
}

const database = await throwawayDatabase('pages');
const stops = [];
const browser = await launchChromium();
try {
  const api = await startApi({ DATABASE_URL: database.url, REDIS_URL, SERVE_WEB: 'true' });
  stops.push(api.stop);
  const companyId = await seed(database.url);
  await signInBenchUser(api.url); // the account works before the browser uses it
  const floor = await startFloor('bare-pages-server.mjs', [database.url, companyId, String(YEAR), String(MONTH)]);
  stops.push(floor.stop);

  const productRows = async (page) => {
    await page.getByRole('table', { name: 'Appointments' }).locator('tbody tr').nth(0).waitFor({ timeout: 60_000 });
  };
  const floorRows = async (page) => {
    await page.locator('tbody tr').nth(APPOINTMENTS - 1).waitFor({ timeout: 60_000 });
  };
  // Home is ready once today's schedule is on screen: its groomers' lists, or the words for an empty day.
  const productDay = async (page) => {
    await page.getByRole('heading', { level: 2, name: /^Today, / }).waitFor({ timeout: 60_000 });
    await page.getByRole('listitem').or(page.getByText('No appointments today')).first().waitFor({ timeout: 60_000 });
  };
  const floorDay = async (page) => {
    await page.locator('li').or(page.getByText('No appointments today')).first().waitFor({ timeout: 60_000 });
  };
  const appointmentsUrl = `${api.url}/appointments?year=${YEAR}&month=${MONTH}`;
  const results = {};
  for (const [key, slow] of [['localhost', false], ['slow', true]]) {
    results[key] = {
      product: await medianOf(async () =>
        largestContentfulPaint(browser, appointmentsUrl, { cookies: await benchUserCookies(api.url), slow, rowsVisible: productRows }),
      ),
      floor: await medianOf(() => largestContentfulPaint(browser, `${floor.url}/appointments`, { slow, rowsVisible: floorRows })),
    };
    results[`home-${key}`] = {
      product: await medianOf(async () => largestContentfulPaint(browser, `${api.url}/`, { cookies: await benchUserCookies(api.url), slow, rowsVisible: productDay })),
      floor: await medianOf(() => largestContentfulPaint(browser, `${floor.url}/`, { slow, rowsVisible: floorDay })),
    };
  }
  results.typing = {
    product: await medianOf(async () =>
      typingInteraction(browser, `${api.url}/customers`, {
        cookies: await benchUserCookies(api.url),
        ready: (page) => page.getByRole('list', { name: 'Customers' }).waitFor({ timeout: 60_000 }),
      }),
    ),
    floor: await medianOf(() =>
      typingInteraction(browser, `${floor.url}/customers`, { ready: (page) => page.locator('body[data-ready]').waitFor() }),
    ),
  };

  const ms = (v) => `${v.toFixed(0)} ms`;
  console.log(`Page speed, median of ${RUNS} first visits (cold cache), headless Chromium`);
  console.log(`  LCP /appointments (${APPOINTMENTS} rows), localhost:   ${ms(results.localhost.product.median)}   hand-written page ${ms(results.localhost.floor.median)}`);
  console.log(`  LCP /appointments, 4x CPU, 10 Mbit/s, 40 ms:   ${ms(results.slow.product.median)}   hand-written page ${ms(results.slow.floor.median)}`);
  console.log(`  LCP Home (today's schedule), localhost:   ${ms(results['home-localhost'].product.median)}   hand-written page ${ms(results['home-localhost'].floor.median)}`);
  console.log(`  LCP Home, 4x CPU, 10 Mbit/s, 40 ms:   ${ms(results['home-slow'].product.median)}   hand-written page ${ms(results['home-slow'].floor.median)}`);
  console.log(`  INP typing "${SEARCH}" in the customer search (${CUSTOMERS} customers): ${ms(results.typing.product.median)}   hand-written ${ms(results.typing.floor.median)}`);
  writeResults('page-speed', { runs: RUNS, customers: CUSTOMERS, appointments: APPOINTMENTS, slow: SLOW, ...results });
  writeFigures('page-speed', [
    ...[
      [`LCP /appointments, ${APPOINTMENTS} rows, localhost`, results.localhost, 600],
      ['LCP /appointments, 4x CPU, 10 Mbit/s, 40 ms', results.slow, 1500],
      ["LCP Home (today's schedule), localhost", results['home-localhost'], 600],
      ['LCP Home, 4x CPU, 10 Mbit/s, 40 ms', results['home-slow'], 1500],
    ].map(([name, measured, atMost]) =>
      figure({
        figure: name,
        unit: 'ms',
        product: measured.product.median,
        floor: measured.floor.median,
        floorLabel: 'server-rendered HTML page',
        target: { atMost },
      }),
    ),
    figure({
      figure: `INP typing in the customer search, ${CUSTOMERS.toLocaleString('en-US')} customers`,
      unit: 'ms',
      product: results.typing.product.median,
      floor: results.typing.floor.median,
      floorLabel: 'plain input and substring filter',
      target: { atMost: 100 },
    }),
  ]);
} finally {
  await browser.close();
  for (const stop of stops.reverse()) await stop();
  await database.drop();
}
