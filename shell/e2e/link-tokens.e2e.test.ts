import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { firstLink } from '@groombook/testing';
import { EMAIL_CONFIRMED_MESSAGE } from '@groombook/contracts';
import { DEMO, DEMO_PASSWORD, demoCompanyId } from './support/product';
import { useProductInChromium } from './support/product-in-chromium';

/** Each query parameter of an emailed link that carries a secret. */
const TOKEN_PARAMS = ['access_token', 'refresh_token', 'token'];

/** The link's secrets: each token its query carries. */
function secretsOf(link: string): string[] {
  const secrets = TOKEN_PARAMS.map((name) => new URL(link).searchParams.get(name)).filter((value): value is string => !!value);
  expect(secrets.length, link).toBeGreaterThan(0);
  return secrets;
}

/** Opens an emailed link in a fresh tab, waits for its page to show `ready`, and checks the address bar holds none of its tokens. */
async function openLink(page: Page, link: string, ready: string): Promise<void> {
  await page.goto(link);
  await page.getByText(ready).waitFor({ timeout: 15_000 });
  const secrets = secretsOf(link);
  await expect.poll(() => page.evaluate(() => window.location.href)).not.toContain(secrets[0]);
  const shown = await page.evaluate(() => window.location.href);
  for (const secret of secrets) expect(shown).not.toContain(secret);
  expect(new URL(shown).pathname).toBe(new URL(link).pathname);
}

/** Walks back through the tab's history to the blank page it started on: no entry holds a token of the link. */
async function expectHistoryWithout(page: Page, link: string): Promise<void> {
  const secrets = secretsOf(link);
  const visited: string[] = [];
  for (let step = 0; step < 5 && page.url() !== 'about:blank'; step += 1) {
    visited.push(page.url());
    await page.goBack();
  }
  expect(page.url()).toBe('about:blank');
  expect(visited.length).toBeGreaterThan(0);
  for (const url of visited) for (const secret of secrets) expect(url).not.toContain(secret);
}

async function superadminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO.superadmin, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { session: { access_token: string } }).session.access_token;
}

describe("an emailed link's token, in Chromium", () => {
  const e2e = useProductInChromium();

  it('leaves the address bar and the history as soon as the reset page has read it', async () => {
    const forgot = await fetch(`${e2e.product.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO.staff }),
    });
    expect(forgot.status).toBe(200);
    const link = firstLink(await e2e.product.smtp.waitFor(DEMO.staff, 20_000));
    const { page, errors } = await e2e.browser.newPage();
    await openLink(page, link, 'Please enter your new password below.');
    // The page works from what it read: the new password is saved, then the page moves to /login.
    await page.getByLabel(/^New password/).fill('Tokens-Gone-Password-8');
    await page.getByLabel(/^Confirm new password/).fill('Tokens-Gone-Password-8');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.waitForURL(/\/login/, { timeout: 10_000 });
    // The sign-in page is a document of its own: walk the history once it has loaded.
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor({ timeout: 10_000 });
    await expectHistoryWithout(page, link);
    expect(errors).toEqual([]);
  });

  it("leaves the address bar and the history as soon as the invitation's page has read it", async () => {
    const email = 'invited-groomer@example.test';
    const invite = await fetch(`${e2e.product.url}/api/users`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await superadminToken(e2e.product.url)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, role: 'staff', company_id: await demoCompanyId(e2e.product.url) }),
    });
    expect(invite.status).toBe(201);
    const link = firstLink(await e2e.product.smtp.waitFor(email, 20_000));
    const { page, errors } = await e2e.browser.newPage();
    await openLink(page, link, 'Please enter your new password below.');
    await expectHistoryWithout(page, link);
    // Back on the page without the token, it cannot read it again.
    await page.goForward();
    await page.getByText('You must access this page from the reset password email link.').waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  it('leaves the address bar and the history as soon as the sign-up confirmation page has read it', async () => {
    const email = 'confirming@example.test';
    const signUp = await fetch(`${e2e.product.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Harbor-Lantern-Willow-3', name: 'Con Firming' }),
    });
    expect(signUp.status).toBe(200);
    const link = firstLink(await e2e.product.smtp.waitFor(email, 20_000));
    const { page, errors } = await e2e.browser.newPage();
    await openLink(page, link, EMAIL_CONFIRMED_MESSAGE);
    await expectHistoryWithout(page, link);
    expect(errors).toEqual([]);
  });
});
