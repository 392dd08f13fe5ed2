#!/usr/bin/env node
// Bundle-size benchmark: what a signed-in user's first page actually downloads, in Chromium.
//
// The built product (the API serving the five frontends) runs on a throwaway database with the
// demo sign-ins; each remote's first page is opened in a fresh browser context holding only the
// session's cookie (a returning user with nothing cached), and every script and style sheet the
// page loads until the network is idle is measured. The main figure is a staff member's
// /appointments: the shell and the scheduling remote, whose budget is 256 KB of JavaScript and
// 30 KB of CSS; shell/e2e/bundle-budget.e2e.test.ts counts the same page the same way and guards it.
// Each remote's own JavaScript is its files under /remotes/<name>/ on its first page, and React and
// Mantine must each be in one of the scripts loaded on all four pages.
//
// It builds nothing: run `npm run build` first, then `node bench/bundle-size.mjs`.
// Sizes are gzip (node:zlib, level 9) of the bodies as served; 1 KB = 1024 bytes.
// Results: bench/results/bundle-size.json and bundle-size.figures.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchChromium, REDIS_URL, root, startApi, throwawayDatabase, writeResults } from './support/harness.mjs';
import { figure, writeFigures } from './support/figures.mjs';

const KB = 1024;
const GZIP_LEVEL = 9;
const FIRST_ROUTE_JS_BUDGET_KB = 256;
const FIRST_ROUTE_CSS_BUDGET_KB = 30;
const REMOTE_OWN_JS_BUDGET_KB = 40;
/** The customers' opt-in page (its unit test enforces it). */
const OPT_IN_JS_BUDGET_KB = 60;
/** Strings that survive minification and sit in one build only: React's core, Mantine's provider. */
const REACT_MARKER = 'React.Children.only expected to receive a single React element child.';
const MANTINE_MARKER = 'MantineProvider was not found in component tree';
const DEMO_PASSWORD = 'groombook-demo';
/** Each remote's first page, opened by the least privileged demo user who may see it. */
const FIRST_PAGES = [
  { remote: 'scheduling', path: '/appointments', heading: 'Appointments', email: 'staff@groombook.local' },
  { remote: 'customers', path: '/customers', heading: 'Customers', email: 'staff@groombook.local' },
  { remote: 'marketing', path: '/marketing', heading: 'Marketing', email: 'admin@groombook.local' },
  { remote: 'admin', path: '/super-admin/companies', heading: 'Company Management', email: 'superadmin@groombook.local' },
];

const rel = (file) => path.relative(root, file).split(path.sep).join('/');
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const sum = (files) => files.reduce((total, file) => total + file.gzipBytes, 0);

const required = [
  'shell/dist/index.html',
  ...FIRST_PAGES.map(({ remote }) => `mfe-${remote}/dist/mf-manifest.json`),
  'mfe-marketing/public-pages/dist/sms-opt-in.html',
  'mfe-marketing/public-pages/dist/book.html',
  'mfe-marketing/public-pages/dist/my-appointment.html',
  'services/api/dist/main.js',
].filter((file) => !fs.existsSync(path.join(root, file)));
if (required.length > 0) {
  console.error(`bundle-size: build output is missing: ${required.join(', ')}`);
  console.error('Run `npm run build` first, then run this again.');
  process.exit(1);
}


/** The refresh cookie of a sign-in, for a browser context. */
async function refreshCookie(apiUrl, email) {
  const answer = await fetch(`${apiUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const header = answer.headers.getSetCookie().find((c) => /refresh/i.test(c));
  if (!header) throw new Error(`signing in as ${email} set no refresh cookie (${answer.status})`);
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
  const pathAttribute = attributes.find((a) => /^path=/i.test(a));
  return { name, value, url: `${apiUrl}${pathAttribute ? pathAttribute.slice(5) : '/'}` };
}

/** Every script and style sheet of a first visit to `page.path`, cold cache, until the network is idle. */
async function firstVisit(browser, apiUrl, { path: pagePath, heading, email }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies([await refreshCookie(apiUrl, email)]);
    const page = await context.newPage();
    const responses = [];
    let pending = 0;
    let lastActivity = Date.now();
    const isCode = (request) => ['script', 'stylesheet'].includes(request.resourceType());
    page.on('request', (request) => {
      if (isCode(request)) (pending += 1), (lastActivity = Date.now());
    });
    const settled = (request) => {
      if (isCode(request)) (pending -= 1), (lastActivity = Date.now());
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    page.on('response', (response) => {
      if (isCode(response.request())) responses.push(response);
    });
    await page.goto(`${apiUrl}${pagePath}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
    // Not 'networkidle': some pages hold an event stream open. Done when no script or style
    // sheet has been requested or finished for a second.
    while (pending > 0 || Date.now() - lastActivity < 1000) await page.waitForTimeout(100);
    const files = [];
    for (const response of responses) {
      const body = await response.body();
      files.push({
        path: new URL(response.url()).pathname,
        kind: response.request().resourceType(),
        bytes: body.length,
        gzipBytes: zlib.gzipSync(body, { level: GZIP_LEVEL }).length,
        react: body.includes(REACT_MARKER),
        mantine: body.includes(MANTINE_MARKER),
      });
    }
    return files;
  } finally {
    await context.close();
  }
}

/** A page of the customers' bundle (/sms-opt-in, /book, /my-appointment): its scripts and style sheets, from its document (it loads nothing else). */
function optInPage(name = 'sms-opt-in') {
  const dist = path.join(root, 'mfe-marketing/public-pages/dist');
  const html = fs.readFileSync(path.join(dist, `${name}.html`), 'utf8');
  const files = [];
  for (const match of html.matchAll(/<(script|link)\b[^>]*\b(?:src|href)\s*=\s*["']?([^"'\s>]+)["']?[^>]*>/gi)) {
    const [tag, src] = [match[1].toLowerCase(), match[2]];
    if (tag === 'link' && !/rel=["']?stylesheet/i.test(match[0])) continue;
    const file = path.join(dist, new URL(src, 'http://dist.invalid/').pathname);
    if (!fs.existsSync(file)) throw new Error(`${name}.html references ${src}, which is not in ${rel(dist)}`);
    const body = fs.readFileSync(file);
    files.push({ path: rel(file), kind: tag === 'script' ? 'script' : 'stylesheet', gzipBytes: zlib.gzipSync(body, { level: GZIP_LEVEL }).length });
  }
  return files;
}

function printFiles(title, files) {
  console.log(`\n${title}`);
  for (const file of files) {
    const marks = [file.react && 'React', file.mantine && 'Mantine'].filter(Boolean).join(', ');
    console.log(`  ${kb(file.gzipBytes).padStart(9)}  ${file.kind === 'script' ? 'js ' : 'css'}  ${file.path}${marks ? `  (${marks})` : ''}`);
  }
  const scripts = files.filter((file) => file.kind === 'script');
  const styles = files.filter((file) => file.kind === 'stylesheet');
  console.log(`  ${kb(sum(scripts)).padStart(9)}  JavaScript in ${scripts.length} files, ${kb(sum(styles))} CSS in ${styles.length}`);
}

const database = await throwawayDatabase('bundle');
const stops = [];
let browser;
try {
  const api = await startApi({ DATABASE_URL: database.url, REDIS_URL, SERVE_WEB: 'true', SEED_DEMO: 'true' });
  stops.push(api.stop);
  browser = await launchChromium();

  const pages = [];
  for (const first of FIRST_PAGES) {
    const files = await firstVisit(browser, api.url, first);
    const scripts = files.filter((file) => file.kind === 'script');
    const own = scripts.filter((file) => file.path.startsWith(`/remotes/${first.remote}/`));
    pages.push({
      ...first,
      files,
      jsGzipBytes: sum(scripts),
      cssGzipBytes: sum(files.filter((file) => file.kind === 'stylesheet')),
      remoteOwnJsGzipBytes: sum(own),
    });
    printFiles(`${first.path} (${first.email}): shell + ${first.remote} remote`, files);
    console.log(`  ${kb(sum(own)).padStart(9)}  of it the ${first.remote} remote's own (/remotes/${first.remote}/)`);
  }

  // A copy is a distinct script (by path) holding the marker, across the four pages.
  const copies = (key) => new Set(pages.flatMap((page) => page.files.filter((file) => file[key]).map((file) => file.path)));
  const react = [...copies('react')];
  const mantine = [...copies('mantine')];
  console.log(`\nReact's core in ${react.length} script(s): ${react.join(', ') || 'none (is the marker still in React?)'}`);
  console.log(`Mantine's provider in ${mantine.length} script(s): ${mantine.join(', ') || 'none (is the marker still in Mantine?)'}`);

  const optIn = optInPage();
  const optInJs = sum(optIn.filter((file) => file.kind === 'script'));
  console.log(
    `\n/sms-opt-in (its own document, no shell): ${kb(optInJs)} JavaScript + ${kb(sum(optIn.filter((f) => f.kind === 'stylesheet')))} CSS; ` +
      `budget ${OPT_IN_JS_BUDGET_KB} KB of JavaScript (${optInJs <= OPT_IN_JS_BUDGET_KB * KB ? 'ok' : 'OVER'})`,
  );
  // The booking page shares the opt-in page's bundle and budget.
  const booking = optInPage('book');
  const bookingJs = sum(booking.filter((file) => file.kind === 'script'));
  console.log(
    `/book (its own document, no shell): ${kb(bookingJs)} JavaScript + ${kb(sum(booking.filter((f) => f.kind === 'stylesheet')))} CSS; ` +
      `budget ${OPT_IN_JS_BUDGET_KB} KB of JavaScript (${bookingJs <= OPT_IN_JS_BUDGET_KB * KB ? 'ok' : 'OVER'})`,
  );
  // So does the customer's own appointment page.
  const myAppointment = optInPage('my-appointment');
  const myAppointmentJs = sum(myAppointment.filter((file) => file.kind === 'script'));
  console.log(
    `/my-appointment (its own document, no shell): ${kb(myAppointmentJs)} JavaScript + ${kb(sum(myAppointment.filter((f) => f.kind === 'stylesheet')))} CSS; ` +
      `budget ${OPT_IN_JS_BUDGET_KB} KB of JavaScript (${myAppointmentJs <= OPT_IN_JS_BUDGET_KB * KB ? 'ok' : 'OVER'})`,
  );

  const appointments = pages[0];
  const toKb = (bytes) => Number((bytes / KB).toFixed(1));
  console.log(
    `\n/appointments, staff: ${kb(appointments.jsGzipBytes)} JavaScript (budget ${FIRST_ROUTE_JS_BUDGET_KB} KB), ` +
      `${kb(appointments.cssGzipBytes)} CSS (budget ${FIRST_ROUTE_CSS_BUDGET_KB} KB)`,
  );

  writeResults('bundle-size', { gzipLevel: GZIP_LEVEL, kilobyte: KB, pages, react, mantine, optIn, booking, myAppointment });
  writeFigures('bundle-size', [
    figure({
      figure: 'first-route JavaScript (/appointments, staff: shell + scheduling)',
      unit: 'KB gzip',
      product: toKb(appointments.jsGzipBytes),
      floor: FIRST_ROUTE_JS_BUDGET_KB,
      floorLabel: 'budget',
      target: { atMost: FIRST_ROUTE_JS_BUDGET_KB },
    }),
    figure({
      figure: 'first-route CSS (/appointments, staff)',
      unit: 'KB gzip',
      product: toKb(appointments.cssGzipBytes),
      floor: FIRST_ROUTE_CSS_BUDGET_KB,
      floorLabel: 'budget',
      target: { atMost: FIRST_ROUTE_CSS_BUDGET_KB },
    }),
    ...pages.map((page) =>
      figure({
        figure: `${page.remote} remote's own JavaScript (${page.path})`,
        unit: 'KB gzip',
        product: toKb(page.remoteOwnJsGzipBytes),
        floor: REMOTE_OWN_JS_BUDGET_KB,
        floorLabel: 'budget',
        target: { atMost: REMOTE_OWN_JS_BUDGET_KB },
      }),
    ),
    figure({ figure: 'React copies loaded (four first pages)', unit: 'copies', product: react.length, floor: 1, floorLabel: 'one shared', target: { atMost: 1 } }),
    figure({ figure: 'Mantine copies loaded (four first pages)', unit: 'copies', product: mantine.length, floor: 1, floorLabel: 'one shared', target: { atMost: 1 } }),
  ]);
} finally {
  await browser?.close();
  for (const stop of stops.reverse()) await stop();
  await database.drop();
}
