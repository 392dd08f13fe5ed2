import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { LOGIN_JS_LIMIT_KB } from './support/budgets';
import { signInAs } from './support/sign-in';
import { useProductInChromium } from './support/product-in-chromium';

const KB = 1024;
/**
 * What a signed-in staff member's first page (/appointments) may download, gzip: the shell and the
 * scheduling remote (bench/bundle-size.mjs prints the figures beside their targets, and
 * bench/bundle-report.mjs names the modules inside; docs/performance.md says what moved them).
 * It measures about 197.6 KB.
 */
const FIRST_ROUTE_JS_LIMIT_KB = 200;
/** Home, the other first page (the day's schedule): about 185 KB. */
const HOME_JS_LIMIT_KB = 200;
const FIRST_ROUTE_CSS_LIMIT_KB = 25;
/** A remote's own JavaScript for its first page: remoteEntry.js and its page's chunks. */
const REMOTE_OWN_JS_LIMIT_KB = 40;
/** Strings that survive minification and sit in one build only: React's core, Mantine's provider. */
const REACT_MARKER = 'React.Children.only expected to receive a single React element child.';
const MANTINE_MARKER = 'MantineProvider was not found in component tree';
/** The name of zod's object schema, kept by the minifier: a file holding zod's core has it. */
const ZOD_MARKER = '$ZodObject';
/**
 * The name of classic zod's object schema (zod/mini's is "ZodMiniObject"): only the full contracts
 * use it, which a first page does not load (libs/contracts/src/light/index.ts).
 */
const CLASSIC_ZOD_MARKER = '"ZodObject"';
/** A class name of the chart library's drawings: its code belongs to the reports page only. */
const CHARTS_MARKER = 'recharts-surface';
/** A string of floating-ui, which the selects and menus use: the sign-in page has neither. */
const FLOATING_UI_MARKER = 'floating-ui';

interface Loaded {
  path: string;
  kind: 'script' | 'stylesheet';
  body: Buffer;
  gzipBytes: number;
}

const sum = (files: Loaded[]) => files.reduce((total, file) => total + file.gzipBytes, 0) / KB;

/**
 * Opens `path` and answers every script and style sheet it loads (`wait` says when the page is
 * there), once none has been in flight for half a second, with the list that keeps growing after.
 */
async function codeLoadedBy(page: Page, url: string, wait: () => Promise<unknown>) {
  const responses: Response[] = [];
  // Scripts and styles still on their way (the page keeps its live-update stream open, so the network is never idle).
  let pending = 0;
  const isCode = (type: string) => type === 'script' || type === 'stylesheet';
  page.on('request', (request) => {
    if (isCode(request.resourceType())) pending += 1;
  });
  const settled = (request: { resourceType: () => string }) => {
    if (isCode(request.resourceType())) pending -= 1;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('response', (response) => {
    if (isCode(response.request().resourceType())) responses.push(response);
  });
  await page.goto(url);
  await wait();
  await page.waitForLoadState('load');
  // No script or style in flight for half a second: what the first page needs has arrived.
  let quietSince = Date.now();
  for (const started = Date.now(); Date.now() - quietSince < 500; ) {
    if (pending > 0) quietSince = Date.now();
    if (Date.now() - started > 30_000) throw new Error(`${pending} scripts or styles never finished loading`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Gzip the bodies here, so the figures do not depend on how the server compresses.
  const loaded: Loaded[] = [];
  for (const response of [...responses]) {
    const body = await response.body();
    loaded.push({
      path: new URL(response.url()).pathname,
      kind: response.request().resourceType() as Loaded['kind'],
      body,
      gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
    });
  }
  return { loaded, responses };
}

describe('what a first visit downloads', () => {
  const e2e = useProductInChromium();

  /** Signed in on one page, then a fresh context holding that session's cookies only: nothing cached. */
  async function returningUser(who: Parameters<typeof signInAs>[2]) {
    const { page: signInPage, context: signInContext } = await e2e.browser.newPage();
    await signInAs(signInPage, e2e.product.url, who);
    const { cookies } = await signInContext.storageState();
    const visit = await e2e.browser.newPage();
    await visit.context.addCookies(cookies);
    return visit;
  }

  it("a signed-in staff member's first page downloads React and Mantine once, and stays within its JavaScript and CSS budgets", async () => {
    // A returning staff member with nothing cached.
    const { page, errors } = await returningUser('staff');
    // The remote loads by its remoteEntry.js, without a round trip for its manifest first.
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('mf-manifest')) manifests.push(request.url());
    });

    const { loaded, responses } = await codeLoadedBy(page, `${e2e.product.url}/appointments`, async () => {
      await page.getByRole('heading', { level: 1, name: 'Appointments' }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Columns' }).waitFor();
    });
    const scripts = loaded.filter((file) => file.kind === 'script');
    const styles = loaded.filter((file) => file.kind === 'stylesheet');
    const remoteOwn = scripts.filter((file) => file.path.startsWith('/remotes/scheduling/'));

    expect(remoteOwn.map((file) => file.path)).toContain('/remotes/scheduling/remoteEntry.js');
    expect(manifests).toEqual([]);
    // The page names the boot's files in its head, so they download beside main; each one is used.
    const preloaded = await page.locator('link[rel="preload"][as="script"], link[rel="preload"][as="style"]').evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    const loadedPaths = loaded.map((file) => file.path);
    expect(preloaded.filter((file) => !loadedPaths.includes(file))).toEqual([]);
    const reactFile = scripts.find((file) => file.body.includes(REACT_MARKER))?.path;
    expect(preloaded).toContain(reactFile);
    expect(scripts.filter((file) => file.body.includes(REACT_MARKER)).map((file) => file.path)).toHaveLength(1);
    expect(scripts.filter((file) => file.body.includes(MANTINE_MARKER)).map((file) => file.path)).toHaveLength(1);
    expect(scripts.filter((file) => file.body.includes(CHARTS_MARKER)).map((file) => file.path)).toEqual([]);
    // The answers are checked with the light contracts' zod/mini: one core, and no classic zod.
    expect(scripts.filter((file) => file.body.includes(ZOD_MARKER))).toHaveLength(1);
    expect(scripts.filter((file) => file.body.includes(CLASSIC_ZOD_MARKER)).map((file) => file.path)).toEqual([]);
    expect(sum(scripts)).toBeLessThanOrEqual(FIRST_ROUTE_JS_LIMIT_KB);
    expect(sum(styles)).toBeLessThanOrEqual(FIRST_ROUTE_CSS_LIMIT_KB);
    expect(sum(remoteOwn)).toBeLessThanOrEqual(REMOTE_OWN_JS_LIMIT_KB);
    expect(errors).toEqual([]);

    // The Columns popover is not part of that: it loads, from the shell's shared menus module,
    // when first wanted, and opens from the keyboard as from a click.
    const columns = page.getByRole('button', { name: 'Columns' });
    const loadedBefore = responses.length;
    await columns.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: 'Show columns' });
    await popover.waitFor({ state: 'visible' });
    expect(responses.length).toBeGreaterThan(loadedBefore);
    await expect(popover.getByRole('checkbox').count()).resolves.toBe(9);
    // The focus is inside it, on a column's checkbox.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('checkbox');
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'hidden' });
    await expect(columns.evaluate((button) => button === document.activeElement)).resolves.toBe(true);

    await columns.click();
    await popover.waitFor({ state: 'visible' });
    await expect(popover.getByRole('checkbox').count()).resolves.toBe(9);
    expect(errors).toEqual([]);
  });

  it("a signed-in staff member's Home, the day's schedule, loads no remote and no classic zod, and stays within 200 KB", async () => {
    const { page, errors } = await returningUser('staff');

    const { loaded } = await codeLoadedBy(page, `${e2e.product.url}/`, () =>
      page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 15_000 }),
    );
    const scripts = loaded.filter((file) => file.kind === 'script');
    expect(scripts.filter((file) => file.path.startsWith('/remotes/'))).toEqual([]);
    expect(scripts.filter((file) => file.body.includes(CLASSIC_ZOD_MARKER)).map((file) => file.path)).toEqual([]);
    expect(sum(scripts)).toBeLessThanOrEqual(HOME_JS_LIMIT_KB);
    expect(sum(loaded.filter((file) => file.kind === 'stylesheet'))).toBeLessThanOrEqual(FIRST_ROUTE_CSS_LIMIT_KB);
    expect(errors).toEqual([]);
  });

  it.each([
    { remote: 'customers', path: '/customers', heading: 'Customers', who: 'staff' as const },
    { remote: 'marketing', path: '/marketing', heading: 'Marketing', who: 'admin' as const },
    { remote: 'admin', path: '/super-admin/companies', heading: 'Company Management', who: 'superadmin' as const },
  ])("the $remote remote's first page takes React and zod from the shell and keeps its own JavaScript within budget", async ({ remote, path, heading, who }) => {
    const { page, errors } = await returningUser(who);

    const { loaded } = await codeLoadedBy(page, `${e2e.product.url}${path}`, () =>
      page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 15_000 }),
    );
    const scripts = loaded.filter((file) => file.kind === 'script');
    const remoteOwn = scripts.filter((file) => file.path.startsWith(`/remotes/${remote}/`));
    expect(remoteOwn.map((file) => file.path)).toContain(`/remotes/${remote}/remoteEntry.js`);
    expect(scripts.filter((file) => file.body.includes(REACT_MARKER)).map((file) => file.path)).toHaveLength(1);
    // zod comes inside the shared contracts, from the shell: a remote that imported it itself would
    // load another copy. A screen past the first has two cores, the light contracts' and the classic one.
    const zodFiles = scripts.filter((file) => file.body.includes(ZOD_MARKER)).map((file) => file.path);
    expect(zodFiles.length).toBeGreaterThan(0);
    expect(zodFiles.length).toBeLessThanOrEqual(2);
    expect(zodFiles.filter((file) => file.startsWith('/remotes/'))).toEqual([]);
    expect(sum(remoteOwn)).toBeLessThanOrEqual(REMOTE_OWN_JS_LIMIT_KB);
    expect(errors).toEqual([]);
  });

  it('sends a visitor without a session from /appointments to a sign-in page that loads no remote, no controls and stays within its budget', async () => {
    const { page, errors } = await e2e.browser.newPage();
    const { loaded } = await codeLoadedBy(page, `${e2e.product.url}/appointments`, () =>
      page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor({ timeout: 15_000 }),
    );
    expect(new URL(page.url()).pathname).toBe('/login');
    const scripts = loaded.filter((file) => file.kind === 'script');
    expect(scripts.filter((file) => file.path.startsWith('/remotes/')).map((file) => file.path)).toEqual([]);
    expect(scripts.filter((file) => file.body.includes(FLOATING_UI_MARKER)).map((file) => file.path)).toEqual([]);
    expect(sum(scripts)).toBeLessThanOrEqual(LOGIN_JS_LIMIT_KB);
    expect(sum(loaded.filter((file) => file.kind === 'stylesheet'))).toBeLessThanOrEqual(FIRST_ROUTE_CSS_LIMIT_KB);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
