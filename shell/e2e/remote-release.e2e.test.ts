import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { openBrowser, type BrowserSession } from './support/browser';
import { launchProduct, type Product } from './support/product';
import { workspaceRoot } from './support/product-server';
import { signInAs } from './support/sign-in';
import { startStaticCdn, type StaticCdn } from './support/static-cdn';

const REMOTE_DIR = path.join(workspaceRoot, 'mfe-customers');
const SERVED_VERSION = (JSON.parse(fs.readFileSync(path.join(REMOTE_DIR, 'package.json'), 'utf8')) as { version: string }).version;
const NEW_VERSION = `${SERVED_VERSION}-release.e2e`;

/** Builds the customers remote as its team releases it: REMOTE_VERSION names the release, REMOTE_OUTPUT_DIR its own folder. */
function buildRelease(outputDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(workspaceRoot, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
      cwd: REMOTE_DIR,
      env: { ...process.env, NODE_ENV: 'production', REMOTE_VERSION: NEW_VERSION, REMOTE_OUTPUT_DIR: outputDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The release build failed (${code}):\n${output}`))));
  });
}

/** A fingerprint of every file of the built shell: names and contents. */
function shellFingerprint(): string {
  const dist = path.join(workspaceRoot, 'shell/dist');
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(dist, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

describe('releasing and rolling back one remote without the shell', () => {
  let work: string;
  let remotesFile: string;
  let cdn: StaticCdn;
  let product: Product;
  let browser: BrowserSession;
  let shellBefore: string;

  beforeAll(async () => {
    shellBefore = shellFingerprint();
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'gb-release-'));
    remotesFile = path.join(work, 'remotes.json');
    const releases = path.join(work, 'cdn');
    cdn = await startStaticCdn(releases);
    const building = buildRelease(path.join(releases, 'customers', NEW_VERSION));
    product = await launchProduct({ REMOTES_CONFIG_FILE: remotesFile, REMOTE_ORIGINS: cdn.origin });
    browser = await openBrowser();
    await building;
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await cdn?.stop();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  /** Points the runtime configuration's customers remote at an entry, as a release or a rollback does. */
  function pointCustomersAt(entry: string | null) {
    fs.writeFileSync(remotesFile, JSON.stringify(entry ? { customers: entry } : {}));
  }

  async function configuredCustomers(): Promise<string> {
    const response = await fetch(`${product.url}/config.json`);
    return ((await response.json()) as { remotes: { customers: string } }).remotes.customers;
  }

  /**
   * Loads the customers page afresh, as a reload does, and answers the remote's version there,
   * where each script came from, and the ETag of each of the shell's own files.
   */
  async function openCustomers(page: Page) {
    const scripts: Response[] = [];
    const listener = (response: Response) => {
      if (['script', 'document', 'stylesheet'].includes(response.request().resourceType())) scripts.push(response);
    };
    page.on('response', listener);
    await page.goto(`${product.url}/customers`);
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor({ timeout: 20_000 });
    // The demo company's customers are listed: the release talks to the API as the one before it.
    await page.getByRole('list', { name: 'Customers' }).getByRole('link').first().waitFor({ timeout: 15_000 });
    page.off('response', listener);
    const root = page.locator('[data-remote="customers"]');
    const shellFiles: Record<string, string | null> = {};
    const remoteScripts: string[] = [];
    for (const response of scripts) {
      const url = new URL(response.url());
      if (url.origin === product.url && !url.pathname.startsWith('/remotes/')) shellFiles[url.pathname] = await response.headerValue('etag');
      else remoteScripts.push(response.url());
    }
    return { version: await root.getAttribute('data-remote-version'), shellFiles, remoteScripts };
  }

  it('serves the remote built into the product first, at its package version', async () => {
    expect(await configuredCustomers()).toBe('/remotes/customers/remoteEntry.js');
    const { page, errors } = await browser.newPage();
    await signInAs(page, product.url, 'admin');
    const served = await openCustomers(page);
    expect(served.version).toBe(SERVED_VERSION);
    expect(served.remoteScripts.some((url) => url.startsWith(`${product.url}/remotes/customers/`))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('releases a new version by pointing the runtime configuration at its folder, then rolls it back, the shell untouched', async () => {
    const { page, errors } = await browser.newPage();
    await signInAs(page, product.url, 'admin');
    const before = await openCustomers(page);
    expect(before.version).toBe(SERVED_VERSION);
    expect(Object.keys(before.shellFiles)).toContain('/customers');
    expect(Object.values(before.shellFiles).every(Boolean)).toBe(true);

    // The release: its folder on the CDN, and the configuration pointed at its remoteEntry.js.
    const releaseEntry = `${cdn.origin}/customers/${NEW_VERSION}/remoteEntry.js`;
    expect((await fetch(releaseEntry)).status).toBe(200);
    pointCustomersAt(releaseEntry);
    expect(await configuredCustomers()).toBe(releaseEntry);

    const released = await openCustomers(page);
    expect(released.version).toBe(NEW_VERSION);
    const fromRelease = released.remoteScripts.filter((url) => url.startsWith(`${cdn.origin}/customers/${NEW_VERSION}/`));
    expect(fromRelease.length).toBeGreaterThan(0);
    expect(released.remoteScripts.filter((url) => url.includes('/remotes/customers/'))).toEqual([]);
    // The shell is the same files with the same ETags: nothing of it was rebuilt or redeployed.
    expect(released.shellFiles).toEqual(before.shellFiles);

    // The rollback: the configuration points back, and the next load takes the previous version.
    pointCustomersAt(null);
    expect(await configuredCustomers()).toBe('/remotes/customers/remoteEntry.js');
    const cdnRequestsBefore = cdn.requested.length;
    const rolledBack = await openCustomers(page);
    expect(rolledBack.version).toBe(SERVED_VERSION);
    expect(rolledBack.remoteScripts.some((url) => url.startsWith(`${product.url}/remotes/customers/`))).toBe(true);
    expect(cdn.requested.length).toBe(cdnRequestsBefore);
    expect(rolledBack.shellFiles).toEqual(before.shellFiles);

    expect(errors).toEqual([]);
    expect(shellFingerprint()).toBe(shellBefore);
  });

  it('keeps serving the last good configuration when the file is rewritten with an origin the pages may not load', async () => {
    pointCustomersAt('https://elsewhere.example/customers/remoteEntry.js');
    expect(await configuredCustomers()).toBe('/remotes/customers/remoteEntry.js');
    // The request re-read the file; its refusal reaches the product's log through a pipe, a moment after the answer.
    await expect.poll(() => product.server.output(), { timeout: 10_000 }).toContain('https://elsewhere.example is not a remote origin');
  });
});
