import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { actInCompany, signInAs } from './support/sign-in';
import { openHeaderLink } from './support/header';
import { DEMO_COMPANY } from './support/product';
import { useProductInChromium } from './support/product-in-chromium';

const WIDTHS = [1280, 768, 375] as const;

/** Every header destination of each role, with the page it leads to. */
const STAFF_LINKS: [string, string][] = [
  ['Home', '/'],
  ['Calendar', '/calendar'],
  ['Appointments', '/appointments'],
  ['Add Appointment', '/add-appointment'],
  ['Booking Requests', '/booking-requests'],
  ['Customers', '/customers'],
  ['Service Prices', '/services'],
  ['Settings', '/settings'],
];
const ADMIN_LINKS: [string, string][] = [
  ...STAFF_LINKS,
  ['Marketing', '/marketing'],
  ['Reports', '/reports'],
  ['Groomers', '/groomers'],
  ['Users', '/users'],
];
const LINKS = {
  staff: STAFF_LINKS,
  admin: ADMIN_LINKS,
  superadmin: [...ADMIN_LINKS, ['Super Admin', '/super-admin/companies'], ['Audit Log', '/super-admin/audit-log'], ['Queues', '/super-admin/queues']],
} satisfies Record<string, [string, string][]>;

/** What sticks out: the page's sideways scroll, and any visible control of the header outside the viewport or the header's box. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')?.getBoundingClientRect();
    if (!header) return ['no header'];
    const out: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) out.push(`page ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('header a, header button'))) {
      const box = element.getBoundingClientRect();
      // The panel of an open menu hangs below the header, inside the viewport.
      const inPanel = element.closest('[id^="mantine-"], .mantine-Paper-root') !== null;
      if (box.width === 0) continue;
      if (box.left < 0 || box.right > window.innerWidth) out.push(`${element.textContent} ${box.left}-${box.right}`);
      if (!inPanel && (box.top < header.top || box.bottom > header.bottom)) out.push(`${element.textContent} below the header`);
    }
    return out;
  });
}

describe('the header, at 1280, 768 and 375px', () => {
  const e2e = useProductInChromium();

  for (const who of ['staff', 'admin', 'superadmin'] as const) {
    for (const width of WIDTHS) {
      it(`leads ${who} to every page of theirs at ${width}px, without overflow${who === 'superadmin' ? ', showing the company acted in' : ''}`, async () => {
        const { page, errors } = await e2e.browser.newPage({ width, height: 800 });
        await signInAs(page, e2e.product.url, who);
        if (who === 'superadmin') await actInCompany(page, DEMO_COMPANY);
        const banner = page.getByRole('banner');
        // The drawer only under 768px.
        await expect(banner.getByRole('button', { name: 'Open navigation' }).isVisible()).resolves.toBe(width < 768);
        expect(await overflow(page)).toEqual([]);

        for (const [label, path] of LINKS[who]) {
          const before = new URL(page.url()).pathname;
          await openHeaderLink(page, label);
          await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
          await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
          // After a page change the focus is on the page that was opened (its heading, or a field it starts in).
          if (before !== path) {
            await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null), { timeout: 10_000 }).toBe(true);
          }
          expect(await overflow(page), label).toEqual([]);
          if (who === 'superadmin') {
            const acting = banner.getByRole('button', { name: `Acting in: ${DEMO_COMPANY}` });
            await expect(acting.isVisible(), label).resolves.toBe(true);
            const box = await acting.boundingBox();
            expect(box && box.x >= 0 && box.x + box.width <= width, label).toBe(true);
          }
        }
        expect(errors).toEqual([]);
      });
    }
  }

  it('offers only Login when signed out, at every width', async () => {
    for (const width of WIDTHS) {
      const { page } = await e2e.browser.newPage({ width, height: 800 });
      // A page of the shell's anyone may open (the sign-in page itself is a light document without the header).
      await page.goto(`${e2e.product.url}/forgot-password`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
      const banner = page.getByRole('banner');
      await banner.getByRole('link', { name: 'Login' }).waitFor();
      await expect(banner.getByRole('link').allTextContents(), String(width)).resolves.toEqual(['Login']);
      await expect(banner.getByRole('button').count(), String(width)).resolves.toBe(0);
      await expect(page.getByRole('navigation', { name: 'Main navigation' }).count()).resolves.toBe(0);
    }
  });

  it('starts with a skip link to the page, and shows a friendly page for an unknown address', async () => {
    const { page } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'staff');
    await page.goto(`${e2e.product.url}/appointments`);
    await page.getByRole('heading', { level: 1, name: 'Appointments' }).waitFor({ timeout: 15_000 });
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to content');
    await expect(page.getByRole('link', { name: 'Skip to content' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('MAIN');
    // The next Tab goes into the page, past the header.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.closest('header') === null)).resolves.toBe(true);

    await page.goto(`${e2e.product.url}/no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }).waitFor({ timeout: 15_000 });
    await page.getByText('There is no page at this address.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 15_000 });
  });
});
