import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@groombook/testing';

export interface PageOptions {
  width?: number;
  height?: number;
  /** Lets a test add its own inline script (axe-core), which the pages' Content-Security-Policy refuses. */
  bypassCSP?: boolean;
  /** The browser's language, which orders the parts of a date field ('en-US': month, day, year). */
  locale?: string;
}

export interface BrowserSession {
  browser: Browser;
  newPage: (options?: PageOptions) => Promise<{ page: Page; context: BrowserContext; errors: string[] }>;
  close: () => Promise<void>;
}

/** One Chromium per test file; each page in its own context, collecting the page's errors. */
export async function openBrowser(): Promise<BrowserSession> {
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    browser,
    newPage: async ({ width = 1280, height = 800, bypassCSP = false, locale } = {}) => {
      const context = await browser.newContext({ viewport: { width, height }, bypassCSP, locale });
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
