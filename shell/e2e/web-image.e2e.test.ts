import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { startWebImage, type WebImage } from '@groombook/testing';
import { LOGIN_JS_LIMIT_KB } from './support/budgets';
import { DEMO, DEMO_PASSWORD } from './support/product';
import { useProductInChromium } from './support/product-in-chromium';


/**
 * The product behind the web image's nginx (docker/web/nginx.conf), as a deployment with the
 * two images runs it: the frontends from nginx, /api/ handed to the API.
 */
describe('the web image, in Chromium', () => {
  const e2e = useProductInChromium();
  let web: WebImage;
  beforeAll(async () => {
    web = await startWebImage(e2e.product.url);
  });
  afterAll(async () => {
    await web?.stop();
  });

  it('sends a visitor without a session from a page straight to the light sign-in page, and back to that page once signed in', async () => {
    const { page, errors } = await e2e.browser.newPage();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    const address = '/appointments?year=2026&month=11';
    await page.goto(`${web.url}${address}`);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor({ timeout: 15_000 });
    // The address bar says where the visitor is, and where they will go back to.
    await expect.poll(() => page.url()).toBe(`${web.url}/login?redirect=${encodeURIComponent(address)}`);
    await page.waitForLoadState('load');
    const paths = scripts.map((response) => new URL(response.url()).pathname);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !path.startsWith('/opt-in/'))).toEqual([]);
    let gzipBytes = 0;
    for (const response of scripts) gzipBytes += zlib.gzipSync(await response.body(), { level: 9 }).length;
    expect(gzipBytes / 1024).toBeLessThanOrEqual(LOGIN_JS_LIMIT_KB);

    await page.getByLabel('Email').fill(DEMO.staff);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Appointments' }).waitFor({ timeout: 20_000 });
    expect(page.url()).toBe(`${web.url}${address}`);
    // Signed in, the same address is the application's page, not the sign-in page.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Appointments' }).waitFor({ timeout: 20_000 });
    expect(page.url()).toBe(`${web.url}${address}`);
    expect(errors).toEqual([]);
    expect(web.errorLog()).not.toMatch(/\[(error|crit|alert|emerg)\]/);
  });
});
