import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatCalendarDate } from '@groombook/domain';
import { signInAs } from './support/sign-in';
import { apiAs, useProductInChromium } from './support/product-in-chromium';

/** A Monday about seven months ahead: a month the demo data does not reach. */
function futureMonday(): string {
  const date = new Date(Date.now() + 210 * 86_400_000);
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7));
  return date.toISOString().slice(0, 10);
}

const DAY = futureMonday();
const [YEAR, MONTH] = DAY.split('-').map(Number) as [number, number];
/** The day as the product writes it ('Mon, Jun 7, 2027'). */
const DAY_WORDS = formatCalendarDate(DAY);

describe('scheduling in Chromium', () => {
  const e2e = useProductInChromium();

  async function signedIn(size?: { width: number; height: number }): Promise<Page> {
    const { page } = await e2e.browser.newPage(size);
    await signInAs(page, e2e.product.url, 'admin');
    return page;
  }

  async function openForm(page: Page) {
    await page.goto(`${e2e.product.url}/add-appointment`);
    await page.getByRole('heading', { level: 1, name: 'Add Appointment' }).waitFor({ timeout: 15_000 });
  }

  async function fillBooking(page: Page, options: { date: string; slot: string; customer: string; create?: boolean; groomer: string }) {
    await page.getByLabel(/^Date( \*)?$/).fill(options.date);
    await page.getByLabel('Time', { exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Select Time' });
    await picker.getByRole('button', { name: options.slot, exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    const customer = page.getByLabel(/^Customer( \*)?$/);
    await customer.click();
    await customer.fill(options.customer);
    const option = options.create ? `+ Create customer "${options.customer}"` : options.customer;
    await page.getByRole('option', { name: option, exact: true }).click();
    await page.getByLabel(/^Dog name( \*)?$/).fill('Rex');
    await page.getByLabel(/^Groomer( \*)?$/).first().click();
    await page.getByRole('option', { name: options.groomer, exact: true }).click();
    await page.getByLabel('Service price', { exact: true }).fill('100');
  }

  async function openMonth(page: Page, extra = '') {
    await page.goto(`${e2e.product.url}/appointments?year=${YEAR}&month=${MONTH}${extra}`);
    await page.getByRole('heading', { level: 1, name: 'Appointments' }).waitFor({ timeout: 15_000 });
  }

  it('books an appointment at a picked slot, says so inside the viewport with the focus on the heading, and finds it in the month list', async () => {
    const page = await signedIn();
    await openForm(page);
    await fillBooking(page, { date: DAY, slot: '10:00 AM', customer: 'Quinn Harper', create: true, groomer: 'Sam Chen' });
    await expect(page.getByLabel('Total with Tax (6.63%)').inputValue()).resolves.toBe('$106.63');
    await page.getByLabel('Payment received', { exact: true }).fill('120');
    await expect(page.getByLabel('Calculated tip').inputValue()).resolves.toBe('$13.37');
    await page.getByRole('button', { name: 'Add Appointment', exact: true }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Appointment successfully added!' });
    await saved.waitFor({ timeout: 15_000 });
    // In words, never an id, and where the eye is: inside the viewport, scrolled wherever the button was.
    await expect(saved.textContent()).resolves.toBe(`Appointment successfully added! Booked Rex with Sam Chen on ${DAY_WORDS} at 10:00 AM.`);
    const box = await saved.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
    await expect(page.evaluate(() => document.activeElement?.tagName === 'H1' && document.activeElement.textContent)).resolves.toBe('Add Appointment');

    await openMonth(page);
    const row = page.getByRole('row').filter({ hasText: 'Quinn Harper' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('10:00 AM');
    await expect(row.textContent()).resolves.toContain('Sam Chen');
  });

  it('warns about an overlapping booking for the same groomer, saves it anyway, and lists both as conflicts', async () => {
    const page = await signedIn();
    await openForm(page);
    await fillBooking(page, { date: DAY, slot: '10:30 AM', customer: 'Quinn Harper', groomer: 'Sam Chen' });
    await page.getByRole('button', { name: 'Add Appointment', exact: true }).click();
    const banner = page.getByRole('alert', { name: 'Conflict warning' });
    await banner.waitFor({ timeout: 15_000 });
    await expect(banner.textContent()).resolves.toContain('Scheduling conflict: Quinn Harper (Rex) is already scheduled at 10:00 AM');
    await page.getByText('Appointment successfully added!').waitFor();

    await openMonth(page, '&conflicts=only');
    await expect(page.getByRole('switch', { name: 'Show conflicts only' }).isChecked()).resolves.toBe(true);
    const conflicted = page.locator('[data-conflict="true"]');
    await conflicted.nth(1).waitFor({ timeout: 15_000 });
    await expect(conflicted.count()).resolves.toBe(2);
  });

  it('creates a weekly series of 6 and edits one of them alone', async () => {
    const page = await signedIn();
    await openForm(page);
    await fillBooking(page, { date: DAY, slot: '2:00 PM', customer: 'Series Sasha', create: true, groomer: 'Bella Martinez' });
    await page.getByRole('switch', { name: 'Make this a recurring appointment' }).click();
    await page.getByRole('radio', { name: 'Weekly' }).check();
    await page.getByRole('radio', { name: 'After a number of appointments' }).check();
    await page.getByLabel('Number of appointments', { exact: true }).fill('6');
    const submit = page.getByRole('button', { name: 'Create 6 Appointments' });
    await submit.waitFor();
    await submit.click();
    await page.getByText(`Booked 6 appointments for Rex with Bella Martinez, every week from ${DAY_WORDS} at 2:00 PM.`).waitFor({ timeout: 15_000 });

    await openMonth(page);
    const first = page.getByRole('row').filter({ hasText: 'Series Sasha' }).first();
    await first.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Appointment' }).waitFor({ timeout: 15_000 });
    const series = page.getByRole('region', { name: 'Part of Recurring Series' });
    await series.getByText('Appointment 1 of 6').waitFor();
    const appointmentId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByLabel('Notes', { exact: true }).fill('Only this one changes');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Appointment successfully updated!').waitFor();

    const month = (await apiAs(page, e2e.product.url, 'GET', `/api/appointments?year=${YEAR}&month=${MONTH}`)).body;
    const seriesRows = month.appointments.filter((a: { customer: { name: string } | null }) => a.customer?.name === 'Series Sasha');
    const changed = seriesRows.filter((a: { notes: string | null }) => a.notes === 'Only this one changes');
    expect(changed.map((a: { id: string }) => a.id)).toEqual([appointmentId]);
  });

  it("deletes an appointment from its edit page: the list says 'Appointment successfully deleted!' and the row is gone", async () => {
    const page = await signedIn();
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    await openForm(page);
    await fillBooking(page, { date: today, slot: '6:30 PM', customer: 'Delia Deleted', create: true, groomer: 'Jordan Lee' });
    await page.getByRole('button', { name: 'Add Appointment', exact: true }).click();
    await page.getByText('Appointment successfully added!').waitFor({ timeout: 15_000 });

    // The list opens on the current month, the appointment's.
    await page.goto(`${e2e.product.url}/appointments`);
    const row = page.getByRole('row').filter({ hasText: 'Delia Deleted' });
    await row.getByRole('link', { name: 'Edit' }).click({ timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Edit Appointment' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete this appointment?' }).getByRole('button', { name: 'Delete appointment' }).click();

    await page.waitForURL(/\/appointments$/, { timeout: 15_000 });
    await page.getByRole('status').filter({ hasText: 'Appointment successfully deleted!' }).waitFor({ timeout: 15_000 });
    await page.getByRole('row').nth(1).waitFor({ timeout: 15_000 });
    await expect(row.count()).resolves.toBe(0);

    // Said once: a reload shows the list without it.
    await page.reload();
    await page.getByRole('row').nth(1).waitFor({ timeout: 15_000 });
    await expect(page.getByText('Appointment successfully deleted!').count()).resolves.toBe(0);
  });

  it('keeps the chosen columns after a reload', async () => {
    const page = await signedIn();
    await openMonth(page);
    await page.getByRole('columnheader', { name: 'Groomer' }).waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Groomer' }).or(page.getByRole('checkbox', { name: 'Groomer' })).first().click();
    await page.keyboard.press('Escape');
    await page.getByRole('columnheader', { name: 'Groomer' }).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('columnheader', { name: 'Customer' }).waitFor({ timeout: 15_000 });
    await expect(page.getByRole('columnheader', { name: 'Groomer' }).count()).resolves.toBe(0);
  });

  it('shows the narrow layout at 375px, where a row opens the edit page', async () => {
    const page = await signedIn({ width: 375, height: 740 });
    await openMonth(page);
    await page.getByRole('columnheader', { name: 'Customer' }).waitFor();
    await expect(page.getByRole('columnheader', { name: 'Time' }).count()).resolves.toBe(0);
    await expect(page.getByRole('columnheader', { name: 'Recurring' }).count()).resolves.toBe(0);
    await page.getByRole('row').filter({ hasText: 'Quinn Harper' }).first().click();
    await page.waitForURL(/\/edit-appointment\//, { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Edit Appointment' }).waitFor({ timeout: 15_000 });
  });
});
