import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { firstLink } from '@groombook/testing';
import { DEMO } from './support/product';
import { openAccountMenu, signInAs } from './support/sign-in';
import { openHeaderLink } from './support/header';
import { useProductInChromium } from './support/product-in-chromium';

async function heading(page: Page, text: string) {
  await page.getByRole('heading', { level: 1, name: text }).waitFor({ state: 'visible', timeout: 15_000 });
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('identity in Chromium', () => {
  const e2e = useProductInChromium();

  it('sends an anonymous visitor to /login, then back to the page they came from', async () => {
    const { page } = await e2e.browser.newPage();
    await page.goto(`${e2e.product.url}/appointments?month=3`);
    await page.waitForURL(/\/login/);
    await fillSignIn(page, DEMO.staff, 'groombook-demo');
    await heading(page, 'Appointments');
    expect(pathOf(page)).toBe('/appointments');
    expect(new URL(page.url()).searchParams.get('month')).toBe('3');
  });

  it('shows the sign-in failure message for a wrong password', async () => {
    const { page } = await e2e.browser.newPage();
    await page.goto(`${e2e.product.url}/login`);
    await fillSignIn(page, DEMO.staff, 'not-the-password');
    await page.getByText('Invalid login credentials').waitFor();
    expect(pathOf(page)).toBe('/login');
  });

  it('offers no Google sign-in when the product has no Google settings', async () => {
    const { page } = await e2e.browser.newPage();
    await page.goto(`${e2e.product.url}/login`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Forgot password' }).waitFor();
    await expect(page.getByRole('button', { name: /Google/ }).count()).resolves.toBe(0);
    const config = await (await fetch(`${e2e.product.url}/config.json`)).json();
    expect(config.googleSignIn).toBe(false);
  });

  it('keeps staff out of admin and super-admin pages', async () => {
    const { page } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'staff');
    // Told in words which page it is and who may open it, at the address they asked for.
    for (const [path, words] of [
      ['/groomers', 'Groomers is for admins.'],
      ['/super-admin/companies', 'Super Admin is for super admins.'],
    ] as const) {
      await page.goto(`${e2e.product.url}${path}`);
      await heading(page, "You can't open this page");
      await page.getByText(words).waitFor();
      expect(pathOf(page)).toBe(path);
    }
    // Staff see neither link.
    await expect(page.getByRole('link', { name: 'Groomers' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Super Admin' }).count()).resolves.toBe(0);
  });

  it('resets a forgotten password through the emailed link and signs in with the new one', async () => {
    const { page } = await e2e.browser.newPage();
    await page.goto(`${e2e.product.url}/login`);
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await page.waitForURL(/\/forgot-password/);
    // The router keeps the sign-in page (whose Email field has the same label) on screen until
    // the forgot-password page's code has loaded: fill the field only once that page is there.
    await page.getByRole('button', { name: 'Send reset instructions' }).waitFor();
    await page.getByLabel('Email').fill(DEMO.admin);
    await page.getByRole('button', { name: 'Send reset instructions' }).click();
    await page.getByText('Password reset instructions have been sent to your email.').waitFor();

    const mail = await e2e.product.smtp.waitFor(DEMO.admin, 20_000);
    const link = firstLink(mail);
    expect(new URL(link).pathname).toBe('/reset-password');
    await page.goto(link);
    await page.getByText('Please enter your new password below.').waitFor({ timeout: 15_000 });
    await page.getByLabel(/^New password/).fill('Brand-New-Password-7');
    await page.getByLabel(/^Confirm new password/).fill('Brand-New-Password-7');
    await page.getByRole('button', { name: 'Update password' }).click();
    // Three seconds later the page moves to /login.
    await page.waitForURL(/\/login/, { timeout: 10_000 });
    await fillSignIn(page, DEMO.admin, 'Brand-New-Password-7');
    await heading(page, 'Dashboard');
    await expect(page.getByText(`Admin: ${DEMO.admin}`).first().isVisible()).resolves.toBe(true);
  });

  it('lets a super admin create a company and add its admin, who then sees only that company', async () => {
    const { page } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'superadmin');
    await openHeaderLink(page, 'Super Admin');
    await heading(page, 'Company Management');

    await page.getByText('Create New Company', { exact: true }).click();
    await page.getByLabel('Company Name').fill('Muddy Paws Spa');
    await page.getByRole('button', { name: 'Create Company' }).click();
    const card = page.getByRole('article', { name: 'Muddy Paws Spa' });
    await card.waitFor({ timeout: 15_000 });

    await card.getByRole('link', { name: 'Manage Users' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('owner@muddypaws.test');
    await dialog.getByLabel('Name').fill('Morgan Owner');
    await dialog.getByLabel('Role').click();
    await page.getByRole('option', { name: /^admin$/i }).click();
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await page.getByRole('status').filter({ hasText: 'User owner@muddypaws.test invited' }).waitFor();
    await dialog.getByText('owner@muddypaws.test', { exact: true }).first().waitFor();

    // The new admin sets a password from the invitation and signs in elsewhere.
    const invite = await e2e.product.smtp.waitFor('owner@muddypaws.test', 20_000);
    const other = await e2e.browser.newPage();
    await other.page.goto(firstLink(invite));
    await other.page.getByText('Please enter your new password below.').waitFor({ timeout: 15_000 });
    await other.page.getByLabel(/^New password/).fill('Muddy-Paws-Keeper-1');
    await other.page.getByLabel(/^Confirm new password/).fill('Muddy-Paws-Keeper-1');
    await other.page.getByRole('button', { name: 'Update password' }).click();
    await other.page.waitForURL(/\/login/, { timeout: 10_000 });
    await fillSignIn(other.page, 'owner@muddypaws.test', 'Muddy-Paws-Keeper-1');
    await heading(other.page, 'Dashboard');
    await expect(other.page.getByText('Admin: owner@muddypaws.test').first().isVisible()).resolves.toBe(true);

    await openAccountMenu(other.page);
    await other.page.getByRole('link', { name: 'Settings' }).click();
    await heading(other.page, 'Settings');
    await other.page.getByText('Muddy Paws Spa').waitFor();
    await expect(other.page.getByText('Happy Paws Grooming').count()).resolves.toBe(0);
    // An admin is not a super admin, and is told so.
    await other.page.goto(`${e2e.product.url}/super-admin/companies`);
    await heading(other.page, "You can't open this page");
    await expect(other.page.getByRole('heading', { name: 'Company Management' }).count()).resolves.toBe(0);
  });
});
