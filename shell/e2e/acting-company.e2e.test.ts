import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO } from './support/product';
import { actInCompany, openAccountMenu, signInAs } from './support/sign-in';
import { apiAs, useProductInChromium } from './support/product-in-chromium';

const COMPANY = 'Happy Paws Grooming';

async function heading(page: Page, text: string) {
  await page.getByRole('heading', { level: 1, name: text }).waitFor({ state: 'visible', timeout: 15_000 });
}

describe('a super admin acting in a company, in Chromium', () => {
  const e2e = useProductInChromium();

  it("asks to choose a company first, then shows that company's customers, and the audit log lists the requests", async () => {
    // The salon's admin adds a customer the super admin can only see by acting in the salon.
    const { page: admin } = await e2e.browser.newPage();
    await signInAs(admin, e2e.product.url, 'admin');
    const created = await apiAs(admin, e2e.product.url, 'POST', '/api/customers', { name: 'Acting Proof Customer' });
    expect(created.status).toBe(201);
    const salon = (await apiAs(admin, e2e.product.url, 'GET', '/api/me')).body.company_id as string;

    const { page, errors } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'superadmin');
    await page.goto(`${e2e.product.url}/customers`);
    await heading(page, 'Choose a company');
    await expect(page.getByText('No customers yet').count()).resolves.toBe(0);

    const customersCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/customers');
    await page.getByRole('article', { name: COMPANY }).getByRole('button', { name: 'Work in this company' }).click();
    await heading(page, 'Customers');
    expect((await customersCall).headers()['x-company-id']).toBe(salon);
    await page.getByPlaceholder('Search customers').fill('Acting Proof');
    await page.getByRole('list', { name: 'Customers' }).getByRole('link', { name: 'Acting Proof Customer' }).waitFor({ timeout: 15_000 });
    await page.getByRole('banner').getByRole('button', { name: `Acting in: ${COMPANY}` }).waitFor();

    // A reload keeps the choice (this tab's storage), and the session restores through the cookie.
    await page.reload();
    await heading(page, 'Customers');
    await page.getByRole('banner').getByRole('button', { name: `Acting in: ${COMPANY}` }).waitFor({ timeout: 15_000 });

    // The audit log, from the account menu, lists who read which company's customers.
    await openAccountMenu(page);
    await page.getByRole('banner').getByRole('link', { name: 'Audit Log' }).click();
    await heading(page, 'Audit Log');
    const log = page.getByRole('table', { name: 'Audit log' });
    const customerRead = log.getByRole('row').filter({ hasText: 'GET /api/customers' }).first();
    await customerRead.waitFor({ timeout: 15_000 });
    await expect(customerRead.textContent()).resolves.toContain(DEMO.superadmin);
    await expect(customerRead.textContent()).resolves.toContain(COMPANY);
    await page.getByRole('combobox', { name: 'Company' }).click();
    await page.getByRole('option', { name: COMPANY }).click();
    await page.waitForURL(/company_id=/);
    await customerRead.waitFor();

    // Stopping puts the company pages back behind the choice.
    await page.getByRole('banner').getByRole('button', { name: `Acting in: ${COMPANY}` }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Stop acting' }).click();
    await page.goto(`${e2e.product.url}/customers`);
    await heading(page, 'Choose a company');
    expect(errors).toEqual([]);
  });

  it("fits a super admin's links, the switcher and the account menu in the header at 1280px", async () => {
    const { page } = await e2e.browser.newPage({ width: 1280, height: 800 });
    await signInAs(page, e2e.product.url, 'superadmin');
    await actInCompany(page, COMPANY);
    // The widest link is bold when it is the current page.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Add Appointment' }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });

    const banner = page.getByRole('banner');
    const header = await banner.boundingBox();
    if (!header) throw new Error('no header');
    const nav = banner.getByRole('navigation', { name: 'Main navigation' });
    const labels = ['Home', 'Service Prices', 'Customers', 'Add Appointment', 'Appointments', 'Calendar', 'Groomers', 'Marketing', 'Reports', 'Super Admin'];
    const boxes = [
      ...(await Promise.all(labels.map((label) => nav.getByRole('link', { name: label, exact: true }).boundingBox()))),
      await banner.getByRole('button', { name: `Acting in: ${COMPANY}` }).boundingBox(),
      await banner.getByRole('button', { name: /^Account: / }).boundingBox(),
    ];
    for (const [index, box] of boxes.entries()) {
      expect(box, String(index)).not.toBeNull();
      if (!box) continue;
      expect(box.x, String(index)).toBeGreaterThanOrEqual(header.x);
      expect(box.x + box.width, String(index)).toBeLessThanOrEqual(header.x + header.width);
      expect(box.y, String(index)).toBeGreaterThanOrEqual(header.y);
      expect(box.y + box.height, String(index)).toBeLessThanOrEqual(header.y + header.height);
    }
    // In one row, left to right, none over another.
    const placed = boxes.filter((box): box is NonNullable<typeof box> => box !== null);
    for (let index = 1; index < placed.length; index += 1) {
      expect(placed[index]?.x ?? 0).toBeGreaterThanOrEqual((placed[index - 1]?.x ?? 0) + (placed[index - 1]?.width ?? 0) - 0.5);
    }
    // Nothing hidden in the links' sideways scroll, and no horizontal scroll on the page.
    const overflow = await page.evaluate(() => {
      const bar = document.querySelector('header nav') as HTMLElement;
      return { bar: bar.scrollWidth - bar.clientWidth, page: document.documentElement.scrollWidth - window.innerWidth };
    });
    expect(overflow).toEqual({ bar: 0, page: 0 });

    // Settings and Logout are one click away, in the account menu.
    await openAccountMenu(page);
    await banner.getByRole('link', { name: 'Settings' }).waitFor();
    await banner.getByRole('button', { name: 'Logout' }).waitFor();
  });

  it('keeps the switcher in the drawer on a phone', async () => {
    const { page } = await e2e.browser.newPage({ width: 375, height: 740 });
    await signInAs(page, e2e.product.url, 'superadmin');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Acting in').selectOption({ label: COMPANY });
    await drawer.getByRole('link', { name: 'Customers' }).click();
    await heading(page, 'Customers');
    await page.getByRole('list', { name: 'Customers' }).getByRole('link').first().waitFor({ timeout: 15_000 });
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(scroll).toBe(0);
  });
});
