#!/usr/bin/env node
// `npm run screenshots`: a full-page PNG of every page of the route manifest, as each demo
// visitor sees it, at 1280, 768 and 375 px, with an index.html to look through them.
//
// It builds nothing: run `npm run build` first. It starts the built product as `npm start` does
// (services/launcher/start.mjs --no-install --no-build) on a throwaway embedded database seeded
// with the demo company, so nothing else needs to run; then in Chromium it signs in as staff,
// admin and super admin (acting in the demo company) and opens each page the visitor may open.
// A page with an id in its address is opened with the demo company's first customer, appointment
// and campaign, and for a super admin the demo company. Output: screenshots/ (git-ignored), or
// the folder given as the first argument.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, root } from './support/harness.mjs';

const WIDTHS = [1280, 768, 375];
const HEIGHT = 800;
const DEMO_PASSWORD = 'groombook-demo';
const DEMO_COMPANY = 'Happy Paws Grooming';
const VISITORS = [
  { who: 'staff', email: 'staff@groombook.local', role: 'staff' },
  { who: 'admin', email: 'admin@groombook.local', role: 'admin' },
  { who: 'superadmin', email: 'superadmin@groombook.local', role: 'superadmin' },
];
const RANK = { user: 0, staff: 1, admin: 2, superadmin: 3 };
/** libs/api-client's SESSION_REFRESH_LOCK: the application refreshes its session under this lock. */
const SESSION_REFRESH_LOCK = 'groombook.session-refresh';
/** The manifest, read from its source: the routes' keys, paths, owners and lowest roles. */
const ROUTE_PATTERN = /^\s{2}(\w+): \{\s*path: '([^']+)',\s*owner: '([\w-]+)',\s*minRole: (null|'\w+')/gm;

const outDir = path.resolve(process.argv[2] ?? path.join(root, 'screenshots'));

function manifestRoutes() {
  const source = fs.readFileSync(path.join(root, 'libs/routes/src/manifest.ts'), 'utf8').replace(/\{\n\s+path:/g, '{ path:').replace(/,\n\s+(owner|minRole):/g, ', $1:');
  return [...source.matchAll(ROUTE_PATTERN)].map(([, key, routePath, owner, minRole]) => ({
    key,
    path: routePath,
    owner,
    minRole: minRole === 'null' ? null : minRole.slice(1, -1),
  }));
}

function startProduct() {
  const missing = ['shell/dist/index.html', 'services/api/dist/main.js', 'mfe-marketing/public-pages/dist/book.html'].filter(
    (file) => !fs.existsSync(path.join(root, file)),
  );
  if (missing.length > 0) throw new Error(`Build the product first (npm run build); missing: ${missing.join(', ')}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groombook-screenshots-'));
  const env = { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', EMBEDDED_DATA_DIR: dataDir, SEED_DEMO: 'true', JWT_SECRET: randomBytes(32).toString('hex') };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [path.join(root, 'services/launcher/start.mjs'), '--no-install', '--no-build'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The product did not start in time:\n${output}`)), 120_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1].replace('localhost', '127.0.0.1'), stop });
      }
    });
    child.once('exit', (code) => reject(new Error(`The product exited with ${code}:\n${output}`)));
  });
}

/** Signs in through the login page, as a person would; a super admin then acts in the demo company. */
async function signIn(page, baseUrl, visitor) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  if (visitor.role !== 'superadmin') return;
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /^(Choose a company|Acting in: )/ }).click();
  await banner.getByRole('button', { name: DEMO_COMPANY, exact: true }).click();
  await banner.getByRole('button', { name: `Acting in: ${DEMO_COMPANY}` }).waitFor();
}

/** The ids the pages with parameters are opened with, read with the page's own session. */
async function sampleIds(page) {
  return page.evaluate(async ({ companyName, lock }) => {
    // Under the application's own refresh lock, so the refresh cookie is never spent twice at once.
    const refreshed = await navigator.locks.request(lock, () => fetch('/api/auth/refresh', { method: 'POST' }));
    const token = refreshed.ok ? (await refreshed.json()).session?.access_token : null;
    if (!token) return {};
    const get = async (url) => {
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      return response.ok ? response.json() : {};
    };
    const today = new Date();
    const [customers, appointments, campaigns, companies] = await Promise.all([
      get('/api/customers'),
      get(`/api/appointments?year=${today.getFullYear()}&month=${today.getMonth() + 1}`),
      get('/api/campaigns'),
      get('/api/companies'),
    ]);
    const first = (list) => (Array.isArray(list) && list[0]?.id ? String(list[0].id) : null);
    return {
      customerId: first(customers.data?.customers),
      appointmentId: first(appointments.appointments ?? appointments.data?.appointments),
      campaignId: first(campaigns.data?.campaigns ?? campaigns.campaigns),
      companyId: (companies.data?.companies ?? []).find((company) => company.name === companyName)?.id ?? null,
    };
  }, { companyName: DEMO_COMPANY, lock: SESSION_REFRESH_LOCK });
}

/** The address of a route with its parameters filled, or null when there is nothing to fill them with. */
function addressOf(route, ids) {
  if (route.path.endsWith('/*')) return null;
  let missing = false;
  const address = route.path.replace(/:(\w+)/g, (_, name) => {
    const id = ids[name] ?? null;
    if (id === null) missing = true;
    return encodeURIComponent(id ?? '');
  });
  return missing ? null : address;
}

function fileName(visitor, route, width) {
  return `${visitor}--${route.key}--${width}.png`;
}

function writeIndex(shots) {
  const rows = shots
    .map(
      ({ visitor, route, address, files }) =>
        `<tr><th scope="row">${visitor}</th><td><code>${address}</code> (${route.key})</td>${files
          .map((file) => `<td><a href="${file}"><img src="${file}" alt="${visitor} ${address}" loading="lazy" width="200"></a></td>`)
          .join('')}</tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>GroomBook screenshots</title>
<style>body{font-family:system-ui,sans-serif;margin:16px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:6px;vertical-align:top;text-align:left}img{display:block;border:1px solid #eee}</style>
</head><body><h1>GroomBook screenshots</h1><p>Taken ${new Date().toISOString()}; each image opens full size.</p>
<table><thead><tr><th scope="col">Visitor</th><th scope="col">Page</th>${WIDTHS.map((width) => `<th scope="col">${width} px</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`;
  fs.writeFileSync(path.join(outDir, 'index.html'), html);
}

async function main() {
  const routes = manifestRoutes().filter((route) => route.owner !== 'opt-in' || route.minRole === null);
  if (routes.length < 20) throw new Error(`Only ${routes.length} routes read from the manifest: has its layout changed?`);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const product = await startProduct();
  const browser = await launchChromium();
  // Ctrl+C stops the product and the browser too.
  process.once('SIGINT', () => {
    void browser.close();
    void product.stop().then(() => process.exit(130));
  });
  const shots = [];
  try {
    const visitors = [{ who: 'signed-out', role: null }, ...VISITORS];
    for (const visitor of visitors) {
      const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: HEIGHT } });
      const page = await context.newPage();
      let ids = {};
      if (visitor.role) {
        await signIn(page, product.url, visitor);
        ids = await sampleIds(page).catch((error) => {
          console.warn(`No ids for the pages with parameters (${visitor.who}): ${error.message}`);
          return {};
        });
        const missing = Object.entries(ids).filter(([, id]) => id === null).map(([name]) => name);
        if (missing.length > 0 || Object.keys(ids).length === 0) console.warn(`${visitor.who}: no sample for ${missing.join(', ') || 'any id'}; those pages are left out`);
      }
      const mayOpen = routes.filter((route) =>
        visitor.role === null ? route.minRole === null : route.minRole !== null && RANK[visitor.role] >= RANK[route.minRole],
      );
      // And the page of an unknown address, which only a signed-in visitor reaches.
      if (visitor.role) mayOpen.push({ key: 'notFound', path: '/no-such-page', owner: 'shell', minRole: 'user' });
      for (const route of mayOpen) {
        const address = addressOf(route, ids);
        if (!address) continue;
        const files = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          await page.goto(`${product.url}${address}`);
          await page.waitForLoadState('networkidle').catch(() => undefined);
          await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 }).catch(() => undefined);
          const file = fileName(visitor.who, route, width);
          await page.screenshot({ path: path.join(outDir, file), fullPage: true });
          files.push(file);
        }
        shots.push({ visitor: visitor.who, route, address, files });
        console.log(`${visitor.who} ${address}`);
      }
      await context.close();
    }
    writeIndex(shots);
    console.log(`${shots.length * WIDTHS.length} screenshots in ${path.relative(process.cwd(), outDir) || '.'}; open index.html there.`);
  } finally {
    await browser.close();
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
