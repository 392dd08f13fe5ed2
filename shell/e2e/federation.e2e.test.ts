import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { actInCompany, signInAs } from './support/sign-in';
import { useProductInChromium } from './support/product-in-chromium';

/** A string that only React's own core build contains (not react-dom, not the remotes). */
const REACT_CORE_MARKER = 'The argument must be a React element, but you passed';

const REMOTE_ROUTES = [
  { remote: 'scheduling', path: '/appointments', heading: 'Appointments' },
  { remote: 'customers', path: '/customers', heading: 'Customers' },
  { remote: 'marketing', path: '/marketing', heading: 'Marketing' },
  { remote: 'admin', path: '/super-admin/companies', heading: 'Company Management' },
] as const;

async function heading(page: Page, text: string) {
  const locator = page.getByRole('heading', { level: 1, name: text });
  await locator.waitFor({ state: 'visible', timeout: 15_000 });
  return locator;
}

describe('the federated shell in Chromium', () => {
  const e2e = useProductInChromium();

  /** A page signed in as the demo super admin, acting in the demo company: they may open every remote. */
  async function signedInPage(options?: { width?: number; height?: number }) {
    const opened = await e2e.browser.newPage(options);
    await signInAs(opened.page, e2e.product.url, 'superadmin');
    await actInCompany(opened.page, 'Happy Paws Grooming');
    return opened;
  }

  it('renders the shell: header, navigation and dashboard', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(e2e.product.url);
    await heading(page, 'Dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const label of ['Home', 'Calendar', 'Appointments', 'Customers', 'Marketing', 'Reports']) {
      await expect(nav.getByRole('link', { name: label, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole('link', { name: 'Add New Appointment' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('mounts each of the four remotes on its route, opened directly', async () => {
    for (const route of REMOTE_ROUTES) {
      const { page, errors } = await signedInPage();
      await page.goto(`${e2e.product.url}${route.path}`);
      await heading(page, route.heading);
      await expect(page.locator(`[data-remote="${route.remote}"]`).count()).resolves.toBe(1);
      expect(errors).toEqual([]);
    }
  });

  it('moves between remotes through the header without reloading the page', async () => {
    const { page } = await signedInPage();
    await page.goto(e2e.product.url);
    await heading(page, 'Dashboard');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    await page.getByRole('link', { name: 'Customers', exact: true }).click();
    await heading(page, 'Customers');
    await page.getByRole('link', { name: 'Appointments', exact: true }).click();
    await heading(page, 'Appointments');
    expect(new URL(page.url()).pathname).toBe('/appointments');
    await expect(page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(true);
  });

  it('loads React exactly once across the shell and all four remotes', async () => {
    const { page } = await signedInPage();
    // The addresses of the scripts the browser loaded; their bodies are fetched again afterwards, since
    // Chromium drops the body of a response whose page has moved on (one from before the navigation).
    const scripts: { url: string }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url() });
    });
    await page.goto(e2e.product.url);
    await heading(page, 'Dashboard');
    for (const route of REMOTE_ROUTES) {
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route.path);
      await heading(page, route.heading);
    }

    const loadedFrom = new Set(scripts.map((script) => new URL(script.url).pathname.split('/')[2] ?? 'shell'));
    for (const remote of ['scheduling', 'customers', 'marketing', 'admin']) expect(loadedFrom).toContain(remote);

    const withReact: string[] = [];
    for (const script of scripts) {
      const body = await (await page.request.get(script.url)).text();
      if (body.includes(REACT_CORE_MARKER)) withReact.push(new URL(script.url).pathname);
    }
    expect(withReact).toHaveLength(1);
    expect(withReact[0]).not.toMatch(/^\/remotes\//);
  });

  it('keeps the shell working when a remote is unreachable, and Retry recovers it', async () => {
    const { page } = await signedInPage();
    let marketingDown = true;
    await page.route('**/remotes/marketing/**', (route) => (marketingDown ? route.abort('connectionrefused') : route.continue()));

    await page.goto(`${e2e.product.url}/marketing`);
    const fallback = page.getByTestId('remote-fallback');
    await fallback.waitFor({ state: 'visible', timeout: 20_000 });
    await expect(fallback.textContent()).resolves.toContain('Marketing is unavailable right now');
    // The header still works, and so do the other remotes.
    await expect(page.getByRole('link', { name: 'Home', exact: true }).isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Customers', exact: true }).click();
    await heading(page, 'Customers');
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await heading(page, 'Dashboard');

    // Back on the broken remote, then the remote comes back and Retry mounts it.
    await page.goto(`${e2e.product.url}/marketing`);
    await fallback.waitFor({ state: 'visible', timeout: 20_000 });
    marketingDown = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await heading(page, 'Marketing');
    await expect(page.getByTestId('remote-fallback').count()).resolves.toBe(0);
  });

  it('shows the fallback page for an unknown route', async () => {
    const { page } = await signedInPage();
    await page.goto(`${e2e.product.url}/no-such-page`);
    await heading(page, 'Unexpected Application Error!');
  });

  it('moves the navigation into a drawer at 375px', async () => {
    const { page } = await signedInPage({ width: 375, height: 740 });
    await page.goto(e2e.product.url);
    await heading(page, 'Dashboard');
    await expect(page.getByRole('link', { name: 'Service Prices' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawerLink = page.getByRole('dialog').getByRole('link', { name: 'Service Prices' });
    await drawerLink.waitFor({ state: 'visible' });
    await drawerLink.click();
    await heading(page, 'Service Prices');
  });
});
