import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ONLINE_BOOKING_MESSAGES as M } from '@groombook/contracts';
import { OPT_IN_DISCLOSURE_VERSION } from '@groombook/domain';
import { DEMO_COMPANY, demoCompanyId, smsNumberOf, textFromPhone } from './support/product';
import { apiAs, useProductInChromium } from './support/product-in-chromium';
import { signInAs } from './support/sign-in';

/** A phone's screen. */
const PHONE = { width: 375, height: 812 };
const CUSTOMER_PHONE = '201-555-0188';

/** 'YYYY-MM-DD' `days` from today (local), moved on to the next day of the week `weekday` (0 Sunday). */
function dayAhead(days: number, weekday: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  while (date.getDay() !== weekday) date.setDate(date.getDate() + 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** What the SMS simulator has sent so far, as text. */
async function simulatorText(baseUrl: string): Promise<string> {
  return (await fetch(`${baseUrl}/api/dev/sms`)).text();
}

/** Waits until the simulator's record matches `pattern`, and gives the match. */
async function waitForText(baseUrl: string, pattern: RegExp): Promise<RegExpMatchArray> {
  for (let tries = 0; tries < 150; tries += 1) {
    const found = (await simulatorText(baseUrl)).match(pattern);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The simulator never showed ${String(pattern)}`);
}

describe('online booking of real free times, in Chromium', () => {
  const e2e = useProductInChromium();
  let companyId = '';
  let salonNumber = '';
  let staff: Page;
  let desk: Page;
  let serviceId = '';
  const groomers: Record<string, string> = {};

  beforeAll(async () => {
    companyId = await demoCompanyId(e2e.product.url);
    salonNumber = await smsNumberOf(e2e.product.url, companyId);
    staff = (await e2e.browser.newPage()).page;
    await signInAs(staff, e2e.product.url, 'admin');
    const settings = await apiAs(staff, e2e.product.url, 'PUT', '/api/company-settings', { booking_mode: 'instant' });
    expect(settings.body.settings.booking_mode).toBe('instant');
    const menu = await apiAs(staff, e2e.product.url, 'GET', '/api/services?active=true');
    serviceId = (menu.body.services as { id: string; name: string }[]).find((s) => s.name === 'Small dog bath')?.id ?? '';
    expect(serviceId).not.toBe('');
    desk = (await e2e.browser.newPage()).page;
    await signInAs(desk, e2e.product.url, 'staff');
    for (const g of (await apiAs(staff, e2e.product.url, 'GET', '/api/assignees')).body.data.assignees as { id: string; name: string }[]) groomers[g.name] = g.id;
  });

  it('a customer on a phone books a free time instantly, gets the link by text, moves and cancels; staff see each change live', async () => {
    // A Wednesday about ten days ahead: inside every demo groomer's week, before any time off.
    const day = dayAhead(10, 3);
    // Only Sam Chen is free that day: the others are blocked for it, so a booked time is gone for everyone.
    for (const name of ['Bella Martinez', 'Jordan Lee', 'Priya Patel']) {
      for (const [time, minutes] of [['08:00', 480], ['16:00', 240]] as const) {
        const block = await apiAs(staff, e2e.product.url, 'POST', '/api/schedule-blocks', { groomer_id: groomers[name], date: day, time, duration_minutes: minutes, label: 'Training' });
        expect(block.status, JSON.stringify(block.body)).toBe(201);
      }
    }

    // The phone opts in to the salon's texts first (so the booking is confirmed by text).
    const optIn = await fetch(`${e2e.product.url}/api/sms-opt-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ companyId, name: 'Robin Online', phoneNumber: CUSTOMER_PHONE, consent: true, disclosureVersion: OPT_IN_DISCLOSURE_VERSION }),
    });
    expect(optIn.status).toBe(200);
    await waitForText(e2e.product.url, /Reply YES to get texts from/);
    await textFromPhone(e2e.product.url, { from: CUSTOMER_PHONE, to: salonNumber, body: 'YES' });
    await expect
      .poll(async () => (await apiAs(staff, e2e.product.url, 'GET', `/api/sms-consents?phone=${CUSTOMER_PHONE}`)).body.data?.current, { timeout: 15_000 })
      .toBe('opted_in');

    // The front desk keeps the day open on the calendar.
    await desk.goto(`${e2e.product.url}/calendar?date=${day}`);
    await desk.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor({ timeout: 15_000 });
    const samColumn = desk.locator('[data-calendar-column="Sam Chen"]');
    await samColumn.waitFor();

    const { page, errors } = await e2e.browser.newPage(PHONE);
    await page.goto(`${e2e.product.url}/book?company_id=${companyId}`);
    await page.getByRole('heading', { level: 1, name: `Book an appointment at ${DEMO_COMPANY}` }).waitFor({ timeout: 15_000 });
    const pickServices = async (on: Page) => {
      await on.getByRole('radio', { name: /^Small up to/ }).check();
      await on.getByRole('radio', { name: /^Small dog bath/ }).check();
      await on.getByRole('button', { name: 'Choose a day and time' }).click();
      await on.getByLabel('Day', { exact: true }).fill(day);
    };
    await pickServices(page);
    const times = page.getByRole('group', { name: 'Free times' }).getByRole('button');
    await times.first().waitFor({ timeout: 15_000 });
    const offered = await times.allTextContents();
    const first = offered[0] ?? '';
    expect(first).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    await times.first().click();
    await page.getByLabel('Your name').fill('Robin Online');
    await page.getByLabel('Mobile phone').fill(CUSTOMER_PHONE);
    await page.getByLabel("Your dog's name").fill('Pepper');
    await page.getByRole('button', { name: new RegExp(`^Book ${first} on `) }).click();
    await page.getByRole('heading', { level: 1, name: M.booked }).waitFor({ timeout: 15_000 });
    await page.getByText(M.confirmationSent).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);

    // Staff see it on the calendar without reloading, confirmed.
    const booked = samColumn.getByRole('link', { name: 'Robin Online (Pepper)' });
    await booked.waitFor({ timeout: 15_000 });

    // The next customer is not offered that time any more.
    const next = await e2e.browser.newPage(PHONE);
    await next.page.goto(`${e2e.product.url}/book?company_id=${companyId}`);
    await next.page.getByRole('heading', { level: 1, name: `Book an appointment at ${DEMO_COMPANY}` }).waitFor({ timeout: 15_000 });
    await pickServices(next.page);
    const nextTimes = next.page.getByRole('group', { name: 'Free times' }).getByRole('button');
    await nextTimes.first().waitFor({ timeout: 15_000 });
    expect(await nextTimes.allTextContents()).not.toContain(first);

    // The confirmation text carries the customer's own link.
    const [link] = await waitForText(e2e.product.url, /https?:\/\/[^\s"'<]+\/my-appointment\?token=[A-Za-z0-9_-]+/);
    const path = new URL(link).pathname + new URL(link).search;
    await page.goto(`${e2e.product.url}${path}`);
    await page.getByRole('heading', { level: 1, name: 'Your appointment' }).waitFor({ timeout: 15_000 });
    await page.getByText('Pepper').first().waitFor();
    await page.getByText('Confirmed').first().waitFor();

    // The customer moves it to another free time of the same day.
    await page.getByRole('button', { name: 'Change time' }).click();
    await page.getByLabel('Day', { exact: true }).fill(day);
    const moveTimes = page.getByRole('group', { name: /^Free times/ }).getByRole('button');
    await moveTimes.first().waitFor({ timeout: 15_000 });
    const later = (await moveTimes.allTextContents()).find((text) => text !== first && /\d/.test(text)) ?? '';
    expect(later).not.toBe('');
    await moveTimes.filter({ hasText: later }).first().click();
    await page.getByRole('status').filter({ hasText: `Your appointment is moved to` }).waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await booked.locator('xpath=ancestor::*[@data-appointment-id][1]').textContent()) ?? '', { timeout: 15_000 })
      .toContain(later);

    // Then cancels it: staff see it cancelled, and the link opens nothing any more.
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    await page.getByText(M.cancelQuestion).waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(M.cancelled).waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await booked.locator('xpath=ancestor::*[@data-appointment-id][1]').getAttribute('data-status')) ?? '', { timeout: 15_000 })
      .toBe('cancelled');
    await page.goto(`${e2e.product.url}${path}`);
    await page.getByText(M.invalidAppointmentLink).waitFor({ timeout: 15_000 });
  });

  it("shades a groomer's day off on the calendar and offers no free times for it", async () => {
    // Priya Patel works Tuesday to Saturday in the demo: a Monday is her day off.
    const monday = dayAhead(8, 1);
    await desk.goto(`${e2e.product.url}/calendar?date=${monday}`);
    await desk.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor({ timeout: 15_000 });
    await desk.locator('[data-calendar-heading="Priya Patel"]').getByText('Day off').waitFor({ timeout: 15_000 });
    await expect(desk.locator('[data-calendar-column="Priya Patel"]').getAttribute('data-away')).resolves.toBe('true');
    await expect(desk.locator('[data-calendar-column="Sam Chen"]').getAttribute('data-away')).resolves.toBeNull();
    const free = await apiAs(desk, e2e.product.url, 'GET', `/api/availability?date=${monday}&services=${serviceId}&dog_size=small`);
    const byName = Object.fromEntries((free.body.groomers as { name: string; times: string[] }[]).map((g) => [g.name, g.times]));
    expect(byName['Priya Patel']).toEqual([]);
    expect(byName['Sam Chen']?.length).toBeGreaterThan(0);
  });
});
