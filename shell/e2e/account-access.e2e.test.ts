import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { firstLink } from '@groombook/testing';
import { ACCOUNT_DISABLED_MESSAGE, COMPANY_SUSPENDED_MESSAGE, EMAIL_CONFIRMED_MESSAGE } from '@groombook/contracts';
import { DEMO, DEMO_PASSWORD } from './support/product';
import { logOut, signInAs } from './support/sign-in';
import { openHeaderLink } from './support/header';
import { useProductInChromium } from './support/product-in-chromium';

async function heading(page: Page, text: string) {
  await page.getByRole('heading', { level: 1, name: text }).waitFor({ state: 'visible', timeout: 15_000 });
}

async function fillSignIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('who may work, in Chromium', () => {
  const e2e = useProductInChromium();

  it('tells a new account that belongs to no salon to ask its administrator, and lets it sign out', async () => {
    // Signing up: the API's sign-up, then the emailed confirmation link opened in the browser.
    const email = 'newcomer@example.test';
    const password = 'Fresh-Start-Lantern-1';
    const signUp = await fetch(`${e2e.product.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, name: 'New Comer' }),
    });
    expect(signUp.status).toBe(200);
    const mail = await e2e.product.smtp.waitFor(email, 20_000);
    const { page, errors } = await e2e.browser.newPage();
    await page.goto(firstLink(mail));
    await page.getByText(EMAIL_CONFIRMED_MESSAGE).waitFor({ timeout: 15_000 });

    // The emailed link leads to the product's public address: stay on that origin.
    const origin = new URL(page.url()).origin;
    await fillSignIn(page, origin, email, password);
    await heading(page, 'You are not part of a salon yet');
    await page.getByText("Ask your salon's administrator to add you.", { exact: false }).waitFor();
    await expect(page.getByText(email).first().isVisible()).resolves.toBe(true);

    // Any page of a salon's data says the same; none shows empty lists.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Customers', exact: true }).click();
    await heading(page, 'You are not part of a salon yet');
    await expect(page.getByText('No customers yet').count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login$/);
    await page.goto(`${origin}/customers`);
    await page.waitForURL(/\/login\?redirect=%2Fcustomers$/);
    expect(errors).toEqual([]);
  });

  it("lets an admin disable a staff member after a confirmation: the staff member's open session ends and sign-in is refused", async () => {
    const { page: staff } = await e2e.browser.newPage();
    await signInAs(staff, e2e.product.url, 'staff');

    const { page: admin } = await e2e.browser.newPage();
    await signInAs(admin, e2e.product.url, 'admin');
    await openHeaderLink(admin, 'Users');
    await heading(admin, 'Users');
    const row = admin.getByRole('row').filter({ hasText: DEMO.staff });
    await row.getByText('Active').waitFor({ timeout: 15_000 });
    await row.getByRole('button', { name: `Disable ${DEMO.staff}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Disable user' });
    await dialog.getByText(`Disable ${DEMO.staff}?`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await admin.getByText(`Disabled ${DEMO.staff}`).waitFor();
    await row.getByText('Disabled', { exact: true }).waitFor();

    // The staff member's next step finds their session ended, and the sign-in page says why.
    await staff.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Customers', exact: true }).click();
    await staff.waitForURL(/\/login/, { timeout: 15_000 });
    await staff.getByRole('alert').filter({ hasText: ACCOUNT_DISABLED_MESSAGE }).waitFor();
    await fillSignIn(staff, e2e.product.url, DEMO.staff, DEMO_PASSWORD);
    await staff.getByRole('alert').filter({ hasText: ACCOUNT_DISABLED_MESSAGE }).waitFor();
    expect(pathOf(staff)).toBe('/login');

    // Enabled again (with a confirmation too), they sign in as before.
    await row.getByRole('button', { name: `Enable ${DEMO.staff}` }).click();
    await admin.getByRole('dialog', { name: 'Enable user' }).getByRole('button', { name: 'Enable' }).click();
    await row.getByText('Active').waitFor();
    await signInAs(staff, e2e.product.url, 'staff');
  });

  it("lets a super admin suspend a company after a confirmation: its users' sign-in is refused until it is reactivated", async () => {
    const { page } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'superadmin');
    await openHeaderLink(page, 'Super Admin');
    await heading(page, 'Company Management');
    const card = page.getByRole('article', { name: 'Happy Paws Grooming' });
    await card.getByRole('button', { name: 'Suspend Happy Paws Grooming' }).click();
    await page.getByRole('dialog', { name: 'Suspend company' }).getByRole('button', { name: 'Suspend' }).click();
    await card.getByText('suspended').waitFor();

    const { page: admin } = await e2e.browser.newPage();
    await fillSignIn(admin, e2e.product.url, DEMO.admin, DEMO_PASSWORD);
    await admin.getByRole('alert').filter({ hasText: COMPANY_SUSPENDED_MESSAGE }).waitFor({ timeout: 15_000 });

    await card.getByRole('button', { name: 'Reactivate Happy Paws Grooming' }).click();
    await page.getByRole('dialog', { name: 'Reactivate company' }).getByRole('button', { name: 'Reactivate' }).click();
    await card.getByText('active', { exact: true }).waitFor();
    await signInAs(admin, e2e.product.url, 'admin');
    await logOut(admin);
    await admin.waitForURL(/\/login$/);
  });

  it("shows a super admin's badges whole and the Add User fields full width at 375px", async () => {
    const { page } = await e2e.browser.newPage({ width: 375, height: 740 });
    await signInAs(page, e2e.product.url, 'superadmin');
    await page.goto(`${e2e.product.url}/super-admin/companies`);
    await heading(page, 'Company Management');
    const card = page.getByRole('article', { name: 'Happy Paws Grooming' });
    await card.getByText('active', { exact: true }).waitFor({ timeout: 15_000 });
    // A clipped label is wider inside than the box it shows in.
    const clipped = (root: Element) =>
      Array.from(root.querySelectorAll('.mantine-Badge-root')).filter(
        (badge) => badge.scrollWidth > badge.clientWidth + 1 || (badge.firstElementChild?.scrollWidth ?? 0) > (badge.firstElementChild?.clientWidth ?? 0) + 1,
      ).length;
    expect(await card.evaluate(clipped)).toBe(0);

    await card.getByRole('link', { name: 'Manage Users' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('row').filter({ hasText: DEMO.staff }).getByText('Active').waitFor({ timeout: 15_000 });
    expect(await dialog.evaluate(clipped)).toBe(0);
    for (const label of [/^Email/, /^Name$/]) {
      const field = await dialog.getByLabel(label).last().boundingBox();
      expect(field?.width ?? 0).toBeGreaterThanOrEqual(300);
    }
  });
});
