import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInAs } from './support/sign-in';
import { openHeaderLink } from './support/header';
import { apiAs, useProductInChromium } from './support/product-in-chromium';

describe('the groomers page in Chromium', () => {
  const e2e = useProductInChromium();

  async function openGroomers(): Promise<Page> {
    const { page } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'admin');
    await openHeaderLink(page, 'Groomers');
    await page.getByRole('heading', { level: 1, name: 'Groomers' }).waitFor({ timeout: 15_000 });
    return page;
  }

  const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

  it('adds, renames and deletes a groomer, and shows the empty states', async () => {
    const page = await openGroomers();
    // The demo company's groomers all have appointments; the empty states show on search.
    await row(page, 'Sam Chen').waitFor();
    await page.getByRole('searchbox', { name: 'Search groomers' }).fill('zzzzqq');
    await page.getByText('No groomers found matching your search.').waitFor();
    await page.getByRole('searchbox', { name: 'Search groomers' }).fill('');

    await page.getByRole('button', { name: 'Add Groomer' }).click();
    const dialog = page.getByRole('dialog');
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Name').fill('  Riley Brooks  ');
    await save.click();
    await row(page, 'Riley Brooks').waitFor();

    // A misspelt search still finds the groomer.
    await page.getByRole('searchbox', { name: 'Search groomers' }).fill('Rilee Broks');
    await row(page, 'Riley Brooks').waitFor();
    await page.getByRole('searchbox', { name: 'Search groomers' }).fill('');

    await row(page, 'Riley Brooks').getByRole('button', { name: 'Edit' }).click();
    await dialog.getByLabel('Name').fill('Riley Brooks-Hale');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await row(page, 'Riley Brooks-Hale').waitFor();

    await row(page, 'Riley Brooks-Hale').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Are you sure you want to delete Riley Brooks-Hale?').waitFor();
    await page.getByRole('button', { name: 'Confirm Delete' }).click();
    await row(page, 'Riley Brooks-Hale').waitFor({ state: 'detached' });
  });

  it('refuses to delete a groomer who has appointments, with the reason', async () => {
    const page = await openGroomers();
    await row(page, 'Sam Chen').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm Delete' }).click();
    await page.getByText('Failed to delete groomer. Please try again.').waitFor();
    await page.getByText('This groomer has appointments. Reassign or delete them first.').waitFor();
  });

  it("shows 'No groomers added yet.' for a company without groomers", async () => {
    // A new company created by the super admin starts empty; its admin sees the empty state.
    const { page } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'superadmin');
    const created = await apiAs(page, e2e.product.url, 'POST', '/api/companies', { name: 'Empty Groomers Co' });
    await apiAs(page, e2e.product.url, 'POST', '/api/users', {
      email: 'empty-admin@groomers.test',
      role: 'admin',
      company_id: created.body.company.id,
    });
    const mail = await e2e.product.smtp.waitFor('empty-admin@groomers.test', 20_000);
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';
    const { page: admin } = await e2e.browser.newPage();
    await admin.goto(link);
    await admin.getByLabel(/^New password/).fill('Quiet-Harbor-Lamp-1');
    await admin.getByLabel(/^Confirm new password/).fill('Quiet-Harbor-Lamp-1');
    await admin.getByRole('button', { name: 'Update password' }).click();
    await admin.waitForURL(/\/login/, { timeout: 10_000 });
    await admin.getByLabel('Email').fill('empty-admin@groomers.test');
    await admin.getByLabel('Password', { exact: true }).fill('Quiet-Harbor-Lamp-1');
    await admin.getByRole('button', { name: 'Sign in', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 15_000 });
    // The emailed link leads to the product's public address: stay on that origin.
    await admin.goto(new URL('/groomers', admin.url()).href);
    await admin.getByText('No groomers added yet.').waitFor({ timeout: 15_000 });
  });
});
