import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, blocking, describeViolations } from './support/axe';
import { signInAs } from './support/sign-in';
import { apiAs, useProductInChromium } from './support/product-in-chromium';

/** A Wednesday about eight months ahead: a day the demo data does not reach. */
function futureWednesday(weeksLater = 0): string {
  const date = new Date(Date.now() + (240 + 7 * weeksLater) * 86_400_000);
  date.setUTCDate(date.getUTCDate() + ((10 - date.getUTCDay()) % 7));
  return date.toISOString().slice(0, 10);
}

const DAY = futureWednesday();
/** Days of their own for the tests below, so that no test meets another's bookings. */
const MOVE_DAY = futureWednesday(1);
const SLOT_DAY = futureWednesday(2);
const PHONE_DAY = futureWednesday(3);

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

  const groomersOf = async (page: Page) => (await apiAs(page, e2e.product.url, 'GET', '/api/assignees')).body.data.assignees as Groomer[];

  async function bookOn(page: Page, { name, dog, groomer, time, date = DAY, duration = 90 }: { name: string; dog: string; groomer: Groomer; time: string; date?: string; duration?: number }) {
    const customer = await apiAs(page, e2e.product.url, 'POST', '/api/customers', { name });
    const created = await apiAs(page, e2e.product.url, 'POST', '/api/appointments', {
      date, time, customer_id: customer.body.data.customer.id, groomer_id: groomer.id, dog_name: dog, duration_minutes: duration,
    });
    expect(created.status).toBe(201);
    return created.body.appointment.id as string;
  }

  async function arrange(page: Page) {
    const [first, second] = await groomersOf(page);
    if (!first || !second) throw new Error('the demo company has fewer than two groomers');
    const book = (name: string, dog: string, groomer: Groomer, time: string) => bookOn(page, { name, dog, groomer, time });
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
    await page.getByRole('status').filter({ hasText: `Moved Biscuit to ${second.name} at 10:00 AM` }).waitFor({ timeout: 15_000 });
    const saved = await apiAs(page, e2e.product.url, 'GET', `/api/appointments?id=${moving}`);
    expect(saved.body.appointment).toMatchObject({ groomer_id: second.id, time: '10:00', date: DAY });

    await page.reload();
    await column(page, second).getByRole('link', { name: 'Calla Drummond (Biscuit)' }).waitFor({ timeout: 15_000 });
    expect(await column(page, first).getByRole('link', { name: 'Calla Drummond (Biscuit)' }).count()).toBe(0);

    // Three hours down lands on Otto Pemberton's 1:00 PM: refused, and the block goes back to 10:00.
    const before = await block(page, moving).boundingBox();
    if (!before) throw new Error('the moved block is not on screen');
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
    await page.getByRole('status').filter({ hasText: `Biscuit now 10:00 AM – 12:00 PM with ${second.name}` }).waitFor({ timeout: 15_000 });
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
    // The slot's button sits over the column's half-hour; the click scrolls it into the grid's view first.
    await column(page, groomer).getByRole('button', { name: `Book 3:00 PM with ${groomer.name}` }).click();

    await page.getByRole('heading', { level: 1, name: 'Add Appointment' }).waitFor({ timeout: 15_000 });
    const url = new URL(page.url());
    expect(url.pathname).toBe('/add-appointment');
    expect(Object.fromEntries(url.searchParams)).toEqual({ date: DAY, time: '15:00', groomerId: groomer.id });
    await expect(page.getByLabel(/^Date( \*)?$/).inputValue()).resolves.toBe(DAY);
    await expect(page.getByLabel('Time', { exact: true }).inputValue()).resolves.toBe('3:00 PM');
    await expect(page.getByLabel(/^Groomer( \*)?$/).first().inputValue()).resolves.toBe(groomer.name);
    expect(errors).toEqual([]);
  });

  /** Fails unless `box` lies wholly inside the viewport. */
  async function expectInViewport(page: Page, locator: Locator, what: string) {
    const box = await locator.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error(`${what} is not on screen`);
    expect(box.y, `${what} starts above the viewport`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${what} ends below the viewport`).toBeLessThanOrEqual(viewport.height);
    expect(box.x + box.width, `${what} ends right of the viewport`).toBeLessThanOrEqual(viewport.width);
  }

  /** Presses Tab until the focused element's own label matches `name`. */
  async function tabTo(page: Page, name: RegExp) {
    const passed: string[] = [];
    for (let press = 0; press < 60; press++) {
      await page.keyboard.press('Tab');
      const now = await page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        const text = element?.getAttribute('aria-label') ?? element?.labels?.[0]?.textContent ?? element?.textContent ?? '';
        return text.replace(/\s*\*\s*$/, '').trim();
      });
      if (name.test(now)) return now;
      passed.push(now);
    }
    throw new Error(`Tab never reached ${String(name)}; it passed: ${passed.join(' | ')}`);
  }

  it('fits the week at 1280 px: 7 whole days, whole groomer names, today marked, headings kept in view while the day scrolls', async () => {
    const { page, errors } = await e2e.browser.newPage({ width: 1280, height: 800 });
    await signInAs(page, e2e.product.url, 'staff');
    const groomers = await groomersOf(page);
    const today = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });

    await page.goto(`${e2e.product.url}/calendar?date=${today}&view=week`);
    const scroller = page.locator('.gb-calendar-scroll');
    await page.locator('[data-calendar-heading]').first().waitFor({ timeout: 15_000 });
    const area = await scroller.boundingBox();
    if (!area) throw new Error('the week is not on screen');
    const days = page.locator('.gb-calendar-week [data-calendar-heading]');
    expect(await days.count()).toBe(7);
    for (const day of await days.all()) {
      const box = await day.boundingBox();
      expect(box && box.x + box.width <= area.x + area.width + 1, `${await day.textContent()} is cut off`).toBe(true);
    }
    expect(await scroller.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    for (const groomer of groomers) {
      const name = page.locator('.gb-calendar-row-head', { hasText: groomer.name });
      expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth), `${groomer.name} is cut off`).toBe(true);
    }
    // Today: a visible mark on its column, and aria-current on its link.
    const current = page.locator('[aria-current="date"]');
    expect(await current.count()).toBe(1);
    await expect(current.getAttribute('href')).resolves.toBe(`/calendar?date=${today}`);
    await expect(page.locator(`[data-calendar-heading="${today}"]`).textContent()).resolves.toContain('Today');

    // Today's day view: the date marked, and the groomers' headings at the top of the grid however far it is scrolled.
    await current.click();
    await page.locator('[data-calendar-column]').first().waitFor({ timeout: 15_000 });
    await expect(page.locator('[aria-current="date"]').textContent()).resolves.toMatch(/\d{4}$/);
    await scroller.evaluate((element) => element.scrollBy(0, 250));
    expect(await scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(200);
    const top = (await scroller.boundingBox())?.y ?? NaN;
    for (const groomer of groomers) {
      const heading = await page.locator(`[data-calendar-heading="${groomer.name}"]`).boundingBox();
      expect(heading?.y, `${groomer.name}'s heading scrolled away`).toBeCloseTo(top + 1, 0);
    }
    expect(errors).toEqual([]);
  });

  it('moves a block with the arrow keys: the confirmation shows inside the viewport, and a move past the last groomer says why', async () => {
    const { page, errors } = await e2e.browser.newPage({ width: 1280, height: 800 });
    await signInAs(page, e2e.product.url, 'staff');
    const groomers = await groomersOf(page);
    const last = groomers.at(-1) as Groomer;
    const before = groomers.at(-2) as Groomer;
    const id = await bookOn(page, { name: 'Nell Aster', dog: 'Juniper', groomer: before, time: '16:00', date: MOVE_DAY });

    await page.goto(`${e2e.product.url}/calendar?date=${MOVE_DAY}`);
    const link = block(page, id).getByRole('link', { name: 'Nell Aster (Juniper)' });
    await link.waitFor({ timeout: 15_000 });
    await link.focus();
    await page.keyboard.press('ArrowRight');
    const moved = page.getByRole('status').filter({ hasText: `Moved Juniper to ${last.name} at 4:00 PM` });
    await moved.waitFor({ timeout: 15_000 });
    await expectInViewport(page, moved, 'the confirmation of the move');
    await column(page, last).getByRole('link', { name: 'Nell Aster (Juniper)' }).waitFor();
    const saved = await apiAs(page, e2e.product.url, 'GET', `/api/appointments?id=${id}`);
    expect(saved.body.appointment).toMatchObject({ groomer_id: last.id, time: '16:00' });

    // The focus stayed on the moved block: one more step right has nowhere to go, and says so.
    await page.keyboard.press('ArrowRight');
    const refused = page.getByRole('alert').filter({ hasText: `${last.name} is the last groomer` });
    await refused.waitFor();
    await expectInViewport(page, refused, 'the reason the move cannot happen');
    expect(errors).toEqual([]);
  });

  it('books from an empty slot with the keyboard alone, and the booking shows on the calendar', async () => {
    const { page, errors } = await e2e.browser.newPage({ width: 1280, height: 800, locale: 'en-US' });
    await signInAs(page, e2e.product.url, 'staff');
    const [first, second] = await groomersOf(page);
    if (!first || !second) throw new Error('the demo company has fewer than two groomers');

    await page.goto(`${e2e.product.url}/calendar?date=${SLOT_DAY}`);
    await column(page, first).waitFor({ timeout: 15_000 });
    // The grid's slots are one Tab stop: the first groomer's 9:00 AM, then the arrow keys.
    await tabTo(page, new RegExp(`^Book 9:00 AM with ${first.name}$`));
    await page.keyboard.press('ArrowRight');
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowDown');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(`Book 11:00 AM with ${second.name}`);
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 1, name: 'Add Appointment' }).waitFor({ timeout: 15_000 });
    await expect(page.getByLabel(/^Date( \*)?$/).inputValue()).resolves.toBe(SLOT_DAY);
    await expect(page.getByLabel('Time', { exact: true }).inputValue()).resolves.toBe('11:00 AM');
    await tabTo(page, /^Customer$/);
    await page.getByRole('listbox', { name: 'Customers' }).waitFor();
    await page.keyboard.type('Slot Sadie');
    for (let press = 0; press < 10; press++) {
      await page.keyboard.press('ArrowDown');
      const option = await page.evaluate(() => {
        const id = document.activeElement?.getAttribute('aria-activedescendant');
        return (id && document.getElementById(id)?.textContent) ?? '';
      });
      if (option.includes('Slot Sadie')) break;
    }
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(/^Customer( \*)?$/).inputValue()).resolves.toBe('Slot Sadie');
    await tabTo(page, /^Dog name$/);
    await page.keyboard.type('Pip');
    await tabTo(page, /^Add Appointment$/);
    const created = page.waitForResponse((response) => response.url().includes('/api/appointments') && response.request().method() === 'POST');
    await page.keyboard.press('Enter');
    expect((await created).status()).toBe(201);

    await page.goto(`${e2e.product.url}/calendar?date=${SLOT_DAY}`);
    const booked = column(page, second).getByRole('link', { name: 'Slot Sadie (Pip)' });
    await booked.waitFor({ timeout: 15_000 });
    await expect(booked.locator('xpath=..').textContent()).resolves.toContain('11:00 AM – 12:30 PM');
    expect(errors).toEqual([]);
  });

  it('at 375 px scrolls the day sideways a groomer at a time, every groomer reachable and every time whole', async () => {
    const { page, errors } = await e2e.browser.newPage({ width: 375, height: 740, bypassCSP: true });
    await signInAs(page, e2e.product.url, 'staff');
    const groomers = await groomersOf(page);
    for (const [index, groomer] of groomers.entries()) {
      await bookOn(page, { name: `Narrow Client ${index + 1}`, dog: 'Biscuit Barnaby', groomer, time: '10:30', date: PHONE_DAY, duration: 30 });
    }

    await page.goto(`${e2e.product.url}/calendar?date=${PHONE_DAY}`);
    await page.locator('[data-calendar-column]').first().waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const scroller = page.locator('.gb-calendar-scroll');
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

    for (const groomer of groomers) {
      const heading = page.locator(`[data-calendar-heading="${groomer.name}"]`);
      // Scrolled sideways to the column, as a swipe lands: its left edge beside the times.
      await column(page, groomer).evaluate((element) => element.scrollIntoView({ block: 'nearest', inline: 'start' }));
      const box = await heading.boundingBox();
      const left = ((await scroller.boundingBox())?.x ?? 0) + ((await page.locator('.gb-calendar-axis').boundingBox())?.width ?? 0);
      expect(box && box.x >= left - 1 && box.x + box.width <= 375, `${groomer.name}'s column cannot be brought into view: ${JSON.stringify(box)}`).toBe(true);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(150);
      const times = column(page, groomer).locator('.gb-calendar-block > span', { hasText: '10:30 AM – 11:00 AM' });
      await times.waitFor();
      // Whole: nothing of the text is cut off sideways, and its line lies inside its block.
      const whole = await times.evaluate((element) => {
        const own = element.getBoundingClientRect();
        const holder = (element.parentElement as HTMLElement).getBoundingClientRect();
        return element.scrollWidth <= element.clientWidth && own.right <= holder.right && own.bottom <= holder.bottom;
      });
      expect(whole, `the times on ${groomer.name}'s block are clipped`).toBe(true);
    }
    // The times of the day stay at the left while the groomers scroll past them.
    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const axis = await page.locator('.gb-calendar-axis').boundingBox();
    const area = await scroller.boundingBox();
    expect(axis?.x).toBeCloseTo((area?.x ?? NaN) + 1, 0);

    // The week, scrolled sideways, keeps the groomers' names at its left.
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await page.locator('.gb-calendar-row-head').first().waitFor();
    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const name = await page.locator('.gb-calendar-row-head').first().boundingBox();
    expect(name?.x).toBeCloseTo(((await scroller.boundingBox())?.x ?? NaN) + 1, 0);
    const violations = blocking(await axeViolations(page));
    expect(violations, describeViolations('the week at 375 px', violations)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
