import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '@groombook/contracts';
import { DEMO, DEMO_PASSWORD } from './support/product';
import { logOut, signInAs } from './support/sign-in';
import { pageAccessToken, useProductInChromium } from './support/product-in-chromium';

/** Access tokens live a minute here, so the file can watch one expire. */
const ACCESS_TOKEN_TTL_SECONDS = 60;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

async function heading(page: Page, text: string) {
  await page.getByRole('heading', { level: 1, name: text }).waitFor({ state: 'visible', timeout: 15_000 });
}

const signedInUser = (page: Page) => page.getByRole('banner').getByTestId('signed-in-user');
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function refreshCookieOf(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === REFRESH_COOKIE);
}

/** Everything a script of the page can read of the browser's storage and cookies. */
function readableByScripts(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({ local: Object.entries(localStorage), session: Object.entries(sessionStorage), cookie: document.cookie }),
  );
}

async function expectNoTokenReadable(page: Page, accessToken: string) {
  const readable = await readableByScripts(page);
  expect(readable).not.toContain(accessToken);
  expect(readable).not.toMatch(JWT);
  expect(readable).not.toContain(REFRESH_COOKIE);
}

describe('the session in Chromium', () => {
  const e2e = useProductInChromium({ ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS) });
  const url = () => e2e.product.url;

  /**
   * Signs in through the form; resolves with the access token the API handed to the application:
   * the sign-in page signs in and loads the application, which takes its session through the
   * refresh cookie the sign-in set.
   */
  async function signInThroughForm(page: Page, who: keyof typeof DEMO): Promise<string> {
    const restored = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh') && response.status() === 200);
    await signInAs(page, url(), who);
    return ((await (await restored).json()) as { session: { access_token: string } }).session.access_token;
  }

  /** What the API says of an access token on its own, outside any browser. */
  async function statusOfToken(accessToken: string): Promise<number> {
    return (await fetch(`${url()}/api/me`, { headers: { Authorization: `Bearer ${accessToken}` } })).status;
  }

  it('signs in through the form into an httpOnly cookie, survives a reload, and leaves no token where scripts can read it', async () => {
    const { page, context } = await e2e.browser.newPage();
    const accessToken = await signInThroughForm(page, 'admin');
    await expect(signedInUser(page).textContent()).resolves.toBe(`Admin: ${DEMO.admin}`);
    expect(accessToken).toMatch(JWT);
    expect(await refreshCookieOf(context)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: REFRESH_COOKIE_PATH });
    await expectNoTokenReadable(page, accessToken);

    const restored = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
    await page.reload();
    expect((await restored).status()).toBe(200);
    await heading(page, 'Dashboard');
    await expect(signedInUser(page).textContent()).resolves.toBe(`Admin: ${DEMO.admin}`);
    await expectNoTokenReadable(page, accessToken);
    await expectNoTokenReadable(page, await pageAccessToken(page));
  });

  it('signs a second tab in without signing in again', async () => {
    const { page, context } = await e2e.browser.newPage();
    await signInThroughForm(page, 'staff');

    const second = await context.newPage();
    const authCalls: string[] = [];
    second.on('request', (request) => {
      if (request.url().includes('/api/auth/')) authCalls.push(new URL(request.url()).pathname);
    });
    await second.goto(`${url()}/customers`);
    await heading(second, 'Customers');
    await expect(signedInUser(second).textContent()).resolves.toBe(DEMO.staff);
    expect(authCalls).toEqual(['/api/auth/refresh']);
    // The first tab goes on working with the cookie the second one rotated.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Appointments', exact: true }).click();
    await heading(page, 'Appointments');
    await expect(signedInUser(page).textContent()).resolves.toBe(DEMO.staff);
  });

  it("opens every remote's page signed in, each loading its data with the session", async () => {
    const { page } = await e2e.browser.newPage();
    await signInThroughForm(page, 'admin');
    // From here on (the login page's boot found no cookie yet), no call may be refused.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 401) refused.push(response.url());
    });

    await page.goto(`${url()}/appointments`);
    await heading(page, 'Appointments');
    await page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Edit' }) }).first().waitFor({ timeout: 15_000 });

    await page.goto(`${url()}/customers`);
    await heading(page, 'Customers');
    await page.getByRole('list', { name: 'Customers' }).getByRole('link').first().waitFor({ timeout: 15_000 });

    await page.goto(`${url()}/marketing`);
    await heading(page, 'Marketing');
    await expect(page.locator('[data-remote="marketing"]').count()).resolves.toBe(1);
    expect(refused).toEqual([]);

    const superadmin = await e2e.browser.newPage();
    await signInThroughForm(superadmin.page, 'superadmin');
    await superadmin.page.goto(`${url()}/super-admin/companies`);
    await heading(superadmin.page, 'Company Management');
    await superadmin.page.getByRole('article', { name: 'Happy Paws Grooming' }).waitFor({ timeout: 15_000 });
  });

  it('keeps calling the API after the access token expired, renewing it through the rotating cookie', async () => {
    const { page, context } = await e2e.browser.newPage();
    const firstToken = await signInThroughForm(page, 'admin');
    const cookieAtSignIn = (await refreshCookieOf(context))?.value;
    const refreshes: number[] = [];
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/auth/refresh')) refreshes.push(response.status());
      else if (response.url().includes('/api/') && response.status() === 401) refused.push(response.url());
    });

    await page.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 5) * 1000);
    expect(await statusOfToken(firstToken)).toBe(401);

    // No reload: the page still holds a working token in memory.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Customers', exact: true }).click();
    await heading(page, 'Customers');
    await page.getByRole('list', { name: 'Customers' }).getByRole('link').first().waitFor({ timeout: 15_000 });
    await expect(signedInUser(page).textContent()).resolves.toBe(`Admin: ${DEMO.admin}`);
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.every((status) => status === 200)).toBe(true);
    expect(refused).toEqual([]);
    const cookieNow = (await refreshCookieOf(context))?.value;
    expect(cookieNow).toBeTruthy();
    expect(cookieNow).not.toBe(cookieAtSignIn);
  }, 120_000);

  it("does not sign in from a link carrying another account's tokens in the fragment", async () => {
    const signIn = await fetch(`${url()}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO.staff, password: DEMO_PASSWORD }),
    });
    const theirs = ((await signIn.json()) as { session: { access_token: string } }).session.access_token;
    expect(await statusOfToken(theirs)).toBe(200);

    const { page } = await e2e.browser.newPage();
    const usedTheirToken: string[] = [];
    page.on('request', (request) => {
      if ((request.headers().authorization ?? '').includes(theirs)) usedTheirToken.push(request.url());
    });
    const authCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/')) authCalls.push(request.url());
    });
    await page.goto(`${url()}/login#access_token=${theirs}&refresh_token=x&expires_in=3600&redirect_to=%2Fcustomers`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.waitForTimeout(1_000);

    expect(pathOf(page)).toBe('/login');
    expect(authCalls).toEqual([]);
    expect(usedTheirToken).toEqual([]);
    await page.goto(`${url()}/customers`);
    await page.waitForURL(/\/login\?redirect=%2Fcustomers$/);
  });

  it('follows at once when someone else signs in on the sign-in page in another tab: no page shows the first user any more', async () => {
    const { page, context } = await e2e.browser.newPage();
    await signInThroughForm(page, 'staff');
    await page.goto(`${url()}/customers`);
    await heading(page, 'Customers');
    await expect(signedInUser(page).textContent()).resolves.toBe(DEMO.staff);

    // The same browser, another tab: the sign-in page, opened directly, as someone else.
    const other = await context.newPage();
    await other.goto(`${url()}/login`);
    await other.getByLabel('Email').fill(DEMO.admin);
    await other.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await other.getByRole('button', { name: 'Sign in', exact: true }).click();
    await heading(other, 'Dashboard');

    // The application the sign-in page loaded tells the other tabs who signed in: the first tab
    // restores its session from the cookie they share, now the admin's, without a reload of its own.
    await expect.poll(() => signedInUser(page).textContent(), { timeout: 10_000 }).toContain(DEMO.admin);
    expect(pathOf(page)).toBe('/customers');
  });

  it('signs the other tab out when one tab logs out, and the old cookie is refused afterwards', async () => {
    const { page, context } = await e2e.browser.newPage();
    await signInThroughForm(page, 'staff');
    const other = await context.newPage();
    await other.goto(`${url()}/customers`);
    await heading(other, 'Customers');
    await expect(signedInUser(other).textContent()).resolves.toBe(DEMO.staff);

    const signOut = page.waitForRequest((request) => request.url().endsWith('/api/auth/sign-out'));
    await logOut(page);
    // The cookie the sign-out carried is the one it ended.
    const sentCookies = ((await (await signOut).headerValue('cookie')) ?? '').split(/;\s*/);
    const endedCookie = sentCookies.find((cookie) => cookie.startsWith(`${REFRESH_COOKIE}=`))?.slice(REFRESH_COOKIE.length + 1);
    expect(endedCookie).toBeTruthy();
    await page.waitForURL(/\/login$/);

    // The other tab is told at once: no reload, no navigation of its own.
    await other.waitForURL(/\/login\?redirect=%2Fcustomers$/, { timeout: 5_000 });
    await other.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await refreshCookieOf(context)).toBeUndefined();

    const replay = await fetch(`${url()}/api/auth/refresh`, { method: 'POST', headers: { Cookie: `${REFRESH_COOKIE}=${endedCookie}` } });
    expect(replay.status).toBe(401);
  });
});
