import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO } from './support/product';
import { actInCompany, signInAs } from './support/sign-in';
import { openHeaderLink } from './support/header';
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

    // The audit log, from the header's Admin menu, lists who read which company's customers.
    await openHeaderLink(page, 'Audit Log');
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

  it('keeps the switcher in view on a phone, outside the drawer', async () => {
    const { page } = await e2e.browser.newPage({ width: 375, height: 740 });
    await signInAs(page, e2e.product.url, 'superadmin');
    await actInCompany(page, COMPANY);
    await openHeaderLink(page, 'Customers');
    await heading(page, 'Customers');
    await page.getByRole('list', { name: 'Customers' }).getByRole('link').first().waitFor({ timeout: 15_000 });
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(scroll).toBe(0);
  });
});
