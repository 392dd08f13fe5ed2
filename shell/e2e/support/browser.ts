import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@groombook/testing';

export interface BrowserSession {
  browser: Browser;
  newPage: (options?: { width?: number; height?: number }) => Promise<{ page: Page; context: BrowserContext; errors: string[] }>;
  close: () => Promise<void>;
}

/** One Chromium per test file; each page in its own context, collecting the page's errors. */
export async function openBrowser(): Promise<BrowserSession> {
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    browser,
    newPage: async ({ width = 1280, height = 800 } = {}) => {
      const context = await browser.newContext({ viewport: { width, height } });
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // A script, style or connection the Content-Security-Policy blocked counts as a page error.
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) errors.push(message.text());
      });
      return { page, context, errors };
    },
    close: async () => {
      await Promise.all(contexts.map((context) => context.close()));
      await browser.close();
    },
  };
}
