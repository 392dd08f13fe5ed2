import { afterAll, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from './browser';
import { launchProduct, type Product } from './product';

export interface ProductInChromium {
  product: Product;
  browser: BrowserSession;
}

/** For one test file: the built product on its own database, and one Chromium; both stopped after. */
export function useProductInChromium(): ProductInChromium {
  const e2e = {} as ProductInChromium;
  beforeAll(async () => {
    e2e.product = await launchProduct();
    e2e.browser = await openBrowser();
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.product?.stop();
  });
  return e2e;
}

/** Calls the API with the page's own session, as the page would. */
export async function apiAs(page: Page, baseUrl: string, method: string, path: string, body?: unknown) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('groombook.session') ?? '{}').accessToken as string);
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
