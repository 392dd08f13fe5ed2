import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, blocking, describeViolations } from './support/axe';
import { signInAs } from './support/sign-in';
import { apiAs, useProductInChromium } from './support/product-in-chromium';

/** A Wednesday about eight months ahead: a day the demo data does not reach. */
function futureWednesday(): string {
  const date = new Date(Date.now() + 240 * 86_400_000);
  date.setUTCDate(date.getUTCDate() + ((10 - date.getUTCDay()) % 7));
  return date.toISOString().slice(0, 10);
}

const DAY = futureWednesday();

interface Groomer {
  id: string;
  name: string;
}

/** Presses on `from`'s centre and moves, in small steps as a hand would, to (x, y) before letting go. */
async function dragTo(page: Page, from: Locator, x: number, y: number) {
  const box = await from.boundingBox();
  if (!box) throw new Error('the block is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + 12);
  await page.mouse.down();
  await page.mouse.move(x, y, { steps: 12 });
  await page.mouse.up();
}

describe('the groomer calendar in Chromium', () => {
  const e2e = useProductInChromium();

  async function arrange(page: Page) {
    const groomers = (await apiAs(page, e2e.product.url, 'GET', '/api/assignees')).body.data.assignees as Groomer[];
    const [first, second] = groomers;
    if (!first || !second) throw new Error('the demo company has fewer than two groomers');
    const book = async (name: string, dog: string, groomer: Groomer, time: string) => {
      const customer = await apiAs(page, e2e.product.url, 'POST', '/api/customers', { name });
      const created = await apiAs(page, e2e.product.url, 'POST', '/api/appointments', {
        date: DAY, time, customer_id: customer.body.data.customer.id, groomer_id: groomer.id, dog_name: dog, duration_minutes: 90,
      });
      expect(created.status).toBe(201);
      return created.body.appointment.id as string;
    };
    const moving = await book('Calla Drummond', 'Biscuit', first, '10:00');
    await book('Otto Pemberton', 'Pepper', second, '13:00');
    return { first, second, moving };
  }

    async function expectAccessible(page: Page, where: string) {
    const violations = blocking(await axeViolations(page));
    expect(violations, describeViolations(where, violations)).toEqual([]);
  }

  const column = (page: Page, groomer: Groomer) => page.locator(`[data-calendar-column="${groomer.name}"]`);
  const block = (page: Page, id: string) => page.locator(`[data-appointment-id="${id}"]`);

  it('moves an appointment to another groomer by dragging it, saves it, snaps a move onto a booking back with the reason, and resizes it', async () => {
    // Without the page's script policy, so axe-core can be added to the page.
    const { page, errors } = await e2e.browser.newPage({ width: 768, height: 1000, bypassCSP: true });
    await signInAs(page, e2e.product.url, 'staff');
    const { first, second, moving } = await arrange(page);

    await page.goto(`${e2e.product.url}/calendar?date=${DAY}`);
    await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor({ timeout: 15_000 });
    await column(page, first).getByRole('link', { name: 'Calla Drummond (Biscuit)' }).waitFor();
    // At 768 px the grid scrolls inside its box; the page itself does not overflow.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);

    // Into the second groomer's column, at the same height: the same time, another groomer.
    await column(page, second).scrollIntoViewIfNeeded();
    const target = await column(page, second).boundingBox();
    const start = await block(page, moving).boundingBox();
    if (!target || !start) throw new Error('the calendar is not on screen');
    await dragTo(page, block(page, moving), target.x + target.width / 2, start.y + 12);
    await page.getByText(`Appointment saved: 10:00 AM – 11:30 AM with ${second.name}.`).waitFor({ timeout: 15_000 });
    const saved = await apiAs(page, e2e.product.url, 'GET', `/api/appointments?id=${moving}`);
    expect(saved.body.appointment).toMatchObject({ groomer_id: second.id, time: '10:00', date: DAY });

    await page.reload();
    await column(page, second).getByRole('link', { name: 'Calla Drummond (Biscuit)' }).waitFor({ timeout: 15_000 });
    expect(await column(page, first).getByRole('link', { name: 'Calla Drummond (Biscuit)' }).count()).toBe(0);

    // Three hours down lands on Otto Pemberton's 1:00 PM: refused, and the block goes back to 10:00.
    const before = await block(page, moving).boundingBox();
    if (!before) throw new Error('the moved block is not on screen');
    // Measured from the column's top: the message above the grid moves the whole grid down.
    const offsetInColumn = async () => ((await block(page, moving).boundingBox())?.y ?? NaN) - ((await column(page, second).boundingBox())?.y ?? NaN);
    const offsetBefore = await offsetInColumn();
    await dragTo(page, block(page, moving), before.x + before.width / 2, before.y + 12 + 180 * 1.5);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Scheduling conflict: Otto Pemberton (Pepper) is already scheduled at 1:00 PM. The appointment was not moved.' })
      .waitFor({ timeout: 15_000 });
    await expect(block(page, moving).getByText('10:00 AM – 11:30 AM').count()).resolves.toBe(1);
    expect(await offsetInColumn()).toBeCloseTo(offsetBefore, 0);
    const unchanged = await apiAs(page, e2e.product.url, 'GET', `/api/appointments?id=${moving}`);
    expect(unchanged.body.appointment).toMatchObject({ groomer_id: second.id, time: '10:00' });
    await expectAccessible(page, 'the day view with its blocks and a refused move');

    // Its bottom edge half an hour down: 90 minutes become 120.
    const edge = await block(page, moving).locator('.gb-calendar-resize').boundingBox();
    if (!edge) throw new Error('the block has no bottom edge to drag');
    await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
    await page.mouse.down();
    await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2 + 30 * 1.5, { steps: 8 });
    await page.mouse.up();
    await page.getByText(`Appointment saved: 10:00 AM – 12:00 PM with ${second.name}.`).waitFor({ timeout: 15_000 });
    const resized = await apiAs(page, e2e.product.url, 'GET', `/api/appointments?id=${moving}`);
    expect(resized.body.appointment).toMatchObject({ groomer_id: second.id, time: '10:00', duration_minutes: 120 });

    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await page.locator(`[data-calendar-cell="${second.name} ${DAY}"]`).getByRole('link', { name: 'Calla Drummond (Biscuit)' }).waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('week');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await expectAccessible(page, 'the week view');
    expect(errors).toEqual([]);
  });

  it('books an empty slot: a click on it opens the form with its date, time and groomer', async () => {
    const { page, errors } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'staff');
    const groomers = (await apiAs(page, e2e.product.url, 'GET', '/api/assignees')).body.data.assignees as Groomer[];
    const groomer = groomers[0] as Groomer;

    await page.goto(`${e2e.product.url}/calendar?date=${DAY}`);
    await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor({ timeout: 15_000 });
    const empty = column(page, groomer);
    await empty.scrollIntoViewIfNeeded();
    const box = await empty.boundingBox();
    if (!box) throw new Error('the column is not on screen');
    // 3:00 PM is six hours below 9:00 AM, where the day starts; a little inside the slot.
    await page.mouse.click(box.x + 4, box.y + 6 * 60 * 1.5 + 10);

    await page.getByRole('heading', { level: 1, name: 'Add Appointment' }).waitFor({ timeout: 15_000 });
    const url = new URL(page.url());
    expect(url.pathname).toBe('/add-appointment');
    expect(Object.fromEntries(url.searchParams)).toEqual({ date: DAY, time: '15:00', groomerId: groomer.id });
    await expect(page.getByLabel(/^Date( \*)?$/).inputValue()).resolves.toBe(DAY);
    await expect(page.getByLabel('Time', { exact: true }).inputValue()).resolves.toBe('3:00 PM');
    await expect(page.getByLabel(/^Groomer( \*)?$/).first().inputValue()).resolves.toBe(groomer.name);
    expect(errors).toEqual([]);
  });
});
