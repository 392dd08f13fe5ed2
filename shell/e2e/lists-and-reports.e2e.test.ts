import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { signInAs } from './support/sign-in';
import { apiAs, useProductInChromium } from './support/product-in-chromium';

/** A month about ten months ahead, which neither the demo data nor the other files' bookings reach. */
const AHEAD = new Date(Date.now() + 300 * 86_400_000);
const YEAR = AHEAD.getUTCFullYear();
const MONTH = AHEAD.getUTCMonth() + 1;
const day = (n: number) => `${YEAR}-${String(MONTH).padStart(2, '0')}-${String(n).padStart(2, '0')}`;
const LIST = `/appointments?year=${YEAR}&month=${MONTH}`;

/** Moderate findings count too: the Columns popover is held to the review's bar, not the suite's. */
const FAILING_IMPACTS = ['critical', 'serious', 'moderate'];

describe('the appointments list in Chromium: columns and conflicts only', () => {
  const e2e = useProductInChromium();
  let groomers: { a: string; b: string };
  let customer: string;

  async function signedIn(options: { bypassCSP?: boolean } = {}): Promise<Page> {
    const { page } = await e2e.browser.newPage(options);
    await signInAs(page, e2e.product.url, 'admin');
    return page;
  }

  async function book(page: Page, date: string, time: string, groomer: string, charged: number | null, dog = 'Biscuit') {
    const answer = await apiAs(page, e2e.product.url, 'POST', '/api/appointments', {
      date,
      time,
      customer_id: customer,
      groomer_id: groomer,
      dog_name: dog,
      charged_amount: charged,
      duration_minutes: 60,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }

  async function openList(page: Page, extra = '') {
    await page.goto(`${e2e.product.url}${LIST}${extra}`);
    await page.getByRole('heading', { level: 1, name: 'Appointments' }).waitFor({ timeout: 15_000 });
  }

  /** Three appointments without a conflict: two groomers, different times. */
  beforeAll(async () => {
    const page = await signedIn();
    const call = (method: string, path: string, body: unknown) => apiAs(page, e2e.product.url, method, path, body);
    groomers = {
      a: (await call('POST', '/api/assignees', { name: 'Lena Column' })).body.data.assignee.id,
      b: (await call('POST', '/api/assignees', { name: 'Omar Column' })).body.data.assignee.id,
    };
    customer = (await call('POST', '/api/customers', { name: 'Columns Customer' })).body.data.customer.id;
    await book(page, day(10), '09:00', groomers.a, 120, 'Biscuit');
    await book(page, day(10), '09:00', groomers.b, 80, 'Pepper');
    await book(page, day(11), '13:00', groomers.a, null, 'Mochi');
  });

  it('chooses columns from a popover of checkboxes that axe passes open, and shows the dog and the price', async () => {
    const page = await signedIn({ bypassCSP: true });
    await openList(page);
    await page.getByRole('row').filter({ hasText: 'Lena Column' }).first().waitFor({ timeout: 15_000 });
    const headers = () => page.getByRole('columnheader').allTextContents();
    await expect(headers()).resolves.toEqual(['Date', 'Time', 'Customer', 'Groomer', 'Status', 'Recurring', 'Actions']);

    await page.getByRole('button', { name: 'Columns' }).click();
    const popover = page.getByRole('dialog', { name: 'Show columns' });
    await popover.waitFor({ state: 'visible', timeout: 15_000 });
    const found = (await axeViolations(page)).filter((violation) => FAILING_IMPACTS.includes(violation.impact ?? ''));
    expect(found, describeViolations('appointments list with the Columns popover open', found)).toEqual([]);

    // Space ticks a focused checkbox.
    await popover.getByRole('checkbox', { name: 'Dog' }).focus();
    await page.keyboard.press('Space');
    await popover.getByRole('checkbox', { name: 'Price' }).click();
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'hidden' });
    await expect(page.getByRole('button', { name: 'Columns' }).evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await expect(headers()).resolves.toEqual(['Date', 'Time', 'Customer', 'Dog', 'Groomer', 'Status', 'Price', 'Recurring', 'Actions']);

    const cells = (dog: string) =>
      page
        .getByRole('row')
        .filter({ hasText: dog })
        .locator('td')
        .allTextContents();
    await expect(cells('Biscuit')).resolves.toEqual(expect.arrayContaining(['Biscuit', 'Lena Column', '$120.00']));
    await expect(cells('Pepper')).resolves.toEqual(expect.arrayContaining(['Pepper', 'Omar Column', '$80.00']));
    // No price yet: blank, not $0.00.
    const mochi = await cells('Mochi');
    expect(mochi[6]).toBe('');
  });

  it('with conflicts only, a count line that agrees with what is shown', async () => {
    const page = await signedIn();
    await openList(page, '&conflicts=only');
    await page.getByText(/No appointments with conflicts this month\./).waitFor({ timeout: 15_000 });
    await expect(page.getByText(/^Showing \d+ to \d+ of \d+ appointments$/).count()).resolves.toBe(0);

    // Two bookings of one groomer at once: both now conflict.
    await book(page, day(12), '10:00', groomers.b, 60, 'Ziggy');
    await book(page, day(12), '10:30', groomers.b, 60, 'Nova');
    await expect
      .poll(
        async () => {
          await openList(page, '&conflicts=only');
          await page.getByText(/have conflicts|No appointments with conflicts/).first().waitFor({ timeout: 15_000 });
          return page.getByText('2 of 5 appointments this month have conflicts').count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    const shown = page.getByRole('table', { name: 'Appointments' }).locator('tbody tr');
    await expect(shown.count()).resolves.toBe(2);
    await expect(shown.filter({ hasText: 'Conflict' }).filter({ hasText: 'Omar Column' }).count()).resolves.toBe(2);
    await expect(page.getByText(/^Showing \d+ to \d+ of \d+ appointments$/).count()).resolves.toBe(0);

    await page.getByRole('switch', { name: 'Show conflicts only' }).click({ force: true });
    await page.getByText('Showing 1 to 5 of 5 appointments').waitFor({ timeout: 15_000 });
  });
});
