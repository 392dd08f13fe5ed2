#!/usr/bin/env node
// Bundle-size benchmark: what a signed-in user's first page actually downloads, in Chromium.
//
// The built product (the API serving the five frontends) runs on a throwaway database with the
// demo sign-ins; each remote's first page is opened in a fresh browser context holding only the
// session's cookie (a returning user with nothing cached), and every script and style sheet the
// page loads until the network is idle is measured. The main figures are a staff member's
// /appointments (the shell and the scheduling remote; targets 200 KB of JavaScript and 25 KB of
// CSS) and the sign-in page a visitor without a session is sent to from /appointments (target
// 120 KB of JavaScript); shell/e2e/bundle-budget.e2e.test.ts counts the same pages the same way and
// guards them. bench/bundle-report.mjs names the modules inside.
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
import { firstVisit as visit, GZIP_LEVEL, KB } from './support/first-visit.mjs';

const FIRST_ROUTE_JS_BUDGET_KB = 200;
const FIRST_ROUTE_CSS_BUDGET_KB = 25;
/** A visitor without a session, sent from /appointments to the sign-in page. */
const LOGIN_JS_BUDGET_KB = 120;
const REMOTE_OWN_JS_BUDGET_KB = 40;
/** The customers' opt-in page (its unit test enforces it). */
const OPT_IN_JS_BUDGET_KB = 60;
/** Strings that survive minification and sit in one build only: React's core, Mantine's provider. */
const REACT_MARKER = 'React.Children.only expected to receive a single React element child.';
const MANTINE_MARKER = 'MantineProvider was not found in component tree';
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


/** The scripts and style sheets of a first visit, each marked when it holds React's core or Mantine's provider. */
async function firstVisit(browser, apiUrl, page) {
  const { files } = await visit(browser, apiUrl, page);
  return files.map(({ body, ...file }) => ({ ...file, react: body.includes(REACT_MARKER), mantine: body.includes(MANTINE_MARKER) }));
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
  const login = await firstVisit(browser, api.url, { path: '/appointments', heading: 'Sign in', email: null });
  const loginJs = sum(login.filter((file) => file.kind === 'script'));
  printFiles('/appointments without a session, sent to /login', login);
  console.log(`  of it under /remotes/: ${kb(sum(login.filter((file) => file.path.startsWith('/remotes/'))))}`);
  console.log(
    `\n/appointments, staff: ${kb(appointments.jsGzipBytes)} JavaScript (budget ${FIRST_ROUTE_JS_BUDGET_KB} KB), ` +
      `${kb(appointments.cssGzipBytes)} CSS (budget ${FIRST_ROUTE_CSS_BUDGET_KB} KB); ` +
      `/login, no session: ${kb(loginJs)} JavaScript (budget ${LOGIN_JS_BUDGET_KB} KB)`,
  );

  writeResults('bundle-size', { gzipLevel: GZIP_LEVEL, kilobyte: KB, pages, login, react, mantine, optIn, booking, myAppointment });
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
    figure({
      figure: 'sign-in page JavaScript (/appointments without a session, sent to /login)',
      unit: 'KB gzip',
      product: toKb(loginJs),
      floor: LOGIN_JS_BUDGET_KB,
      floorLabel: 'budget',
      target: { atMost: LOGIN_JS_BUDGET_KB },
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
