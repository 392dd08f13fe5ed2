import { afterAll, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { SESSION_REFRESH_LOCK } from '@groombook/api-client';
import { openBrowser, type BrowserSession } from './browser';
import { launchProduct, type Product } from './product';

export interface ProductInChromium {
  product: Product;
  browser: BrowserSession;
}

/** For one test file: the built product on its own database (with `env` added), and one Chromium; both stopped after. */
export function useProductInChromium(env?: Record<string, string>): ProductInChromium {
  const e2e = {} as ProductInChromium;
  beforeAll(async () => {
    e2e.product = await launchProduct(env);
    e2e.browser = await openBrowser();
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.product?.stop();
  });
  return e2e;
}

/**
 * A fresh access token of the page's own session. The token lives in the page's memory
 * only, so the page asks the API for one with its refresh cookie, holding the application's
 * refresh lock so it never spends the cookie while the application does.
 */
export async function pageAccessToken(page: Page): Promise<string> {
  return page.evaluate(async (lock) => {
    const response = await navigator.locks.request(lock, () => fetch('/api/auth/refresh', { method: 'POST' }));
    if (!response.ok) throw new Error(`POST /api/auth/refresh answered ${response.status}`);
    return ((await response.json()) as { session: { access_token: string } }).session.access_token;
  }, SESSION_REFRESH_LOCK);
}

/** Calls the API with the page's own session, as the page would. */
export async function apiAs(page: Page, baseUrl: string, method: string, path: string, body?: unknown) {
  const token = await pageAccessToken(page);
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
