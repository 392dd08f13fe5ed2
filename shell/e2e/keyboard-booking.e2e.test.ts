import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROUTES } from '@groombook/routes';
import { signInAs } from './support/sign-in';
import { apiAs, useProductInChromium } from './support/product-in-chromium';

/** A Saturday about eight months ahead: a month the demo data does not reach. */
function futureSaturday(): string {
  const date = new Date(Date.now() + 240 * 86_400_000);
  date.setUTCDate(date.getUTCDate() + ((6 - date.getUTCDay() + 7) % 7));
  return date.toISOString().slice(0, 10);
}

interface Focused {
  /** The focused element's name as a person reads it: its label, its own label or its text. */
  name: string;
  tag: string;
  /** Whether an outline or a shadow (its own or its ::after's, for a card-wide link) marks it. */
  marked: boolean;
  /** What the focus looks like, for the failure message. */
  style: string;
}

/** The element the keyboard is on, and whether anything shows it. */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const labelled = element.getAttribute('aria-labelledby');
    // The text a screen reader reads: a decoration marked aria-hidden (a menu's ▾) is not part of it.
    const readText = (node: Element) => {
      const copy = node.cloneNode(true) as Element;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent;
    };
    const name =
      element.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      readText(element) ??
      '';
    const marks = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    // A switch's or a chip's own input is invisible: what shows its focus is the element drawn after it.
    const invisible = getComputedStyle(element).opacity === '0';
    const drawn = invisible && element.nextElementSibling ? element.nextElementSibling : element;
    const own = getComputedStyle(drawn);
    const after = getComputedStyle(drawn, '::after');
    return {
      name: name.replace(/\s*\*\s*$/, '').trim(),
      tag: element.tagName.toLowerCase(),
      marked: marks(own) || marks(after),
      style: `outline: ${own.outlineStyle} ${own.outlineWidth} ${own.outlineColor}; box-shadow: ${own.boxShadow}`,
    };
  });
}

/** Fails unless the keyboard's focus is on an element and something shows it. */
async function expectVisibleFocus(page: Page): Promise<Focused> {
  const now = await focused(page);
  if (!now) throw new Error('The focus is on the page itself, on no element');
  expect(now.marked, `no visible focus on <${now.tag}> "${now.name}" (${now.style})`).toBe(true);
  return now;
}

/** The keys a person pressed: every press, and every character typed, counts one. */
class Keys {
  count = 0;
  readonly log: string[] = [];

  constructor(private readonly page: Page) {}

  async press(key: string): Promise<void> {
    this.count += 1;
    this.log.push(key);
    await this.page.keyboard.press(key);
  }

  async type(text: string): Promise<void> {
    this.count += text.length;
    this.log.push(JSON.stringify(text));
    await this.page.keyboard.type(text);
  }
}

/** Presses Tab until the focused element is named `name`; each stop must show its focus. */
async function tabTo(page: Page, keys: Keys, name: string | RegExp): Promise<void> {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const passed: string[] = [];
  for (let press = 0; press < 60; press++) {
    await keys.press('Tab');
    const now = await expectVisibleFocus(page);
    if (matches(now.name)) return;
    passed.push(now.name);
  }
  throw new Error(`Tab never reached "${String(name)}"; it passed: ${passed.join(' | ')}`);
}

/**
 * Presses Tab until a link named `name` is focused, opening on the way the closed header menu
 * named `menu` that may hold it (Enter on its button; Tab then goes through its links).
 */
async function tabToThrough(page: Page, keys: Keys, name: RegExp, menu: string): Promise<void> {
  const passed: string[] = [];
  for (let press = 0; press < 60; press++) {
    await keys.press('Tab');
    const now = await expectVisibleFocus(page);
    if (name.test(now.name)) return;
    const closedMenu = await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded') === 'false');
    if (now.name === menu && closedMenu) await keys.press('Enter');
    passed.push(now.name);
  }
  throw new Error(`Tab never reached "${String(name)}"; it passed: ${passed.join(' | ')}`);
}

/**
 * Presses ArrowDown until the open list's current option is `name`. The focus stays in the field,
 * which names that option in aria-activedescendant, as a screen reader reads it.
 */
async function arrowDownTo(page: Page, keys: Keys, name: string | RegExp): Promise<string> {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const seen: string[] = [];
  for (let press = 0; press < 30; press++) {
    await keys.press('ArrowDown');
    const current = await page.evaluate(() => {
      const id = document.activeElement?.getAttribute('aria-activedescendant');
      return (id && document.getElementById(id)?.textContent) ?? '';
    });
    if (matches(current)) return current;
    seen.push(current);
  }
  throw new Error(`ArrowDown never chose "${String(name)}"; it chose: ${seen.join(' | ')}`);
}

/** Presses `key` until the focused element reads `name` (the time picker's slots), with visible focus. */
async function arrowTo(page: Page, keys: Keys, key: string, name: string): Promise<void> {
  const seen: string[] = [];
  for (let press = 0; press < 25; press++) {
    await keys.press(key);
    const now = await expectVisibleFocus(page);
    if (now.name === name) return;
    seen.push(now.name);
  }
  throw new Error(`${key} never reached "${name}"; it went: ${seen.join(' | ')}`);
}

/** Keys from Home to a saved appointment at most (76 before the form was tuned for the keyboard). */
const KEYPRESS_BUDGET = 40;

describe('booking with the keyboard alone', () => {
  const e2e = useProductInChromium();
  const DAY = futureSaturday();
  const [YEAR, MONTH, DATE] = DAY.split('-') as [string, string, string];

  it(`books an appointment from Home with Tab, arrows, Enter and typing, in at most ${KEYPRESS_BUDGET} keys, with visible focus at every stop`, async () => {
    const { page } = await e2e.browser.newPage({ locale: 'en-US' });
    await signInAs(page, e2e.product.url, 'staff');
    // Home as a person arrives there: nothing focused yet.
    await page.goto(`${e2e.product.url}${ROUTES.home.path}`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 15_000 });
    const keys = new Keys(page);
    // The demo's customers are named afresh each time: one whose first three letters no other name starts with.
    const names = ((await apiAs(page, e2e.product.url, 'GET', '/api/customers')).body.data.customers as { name: string }[]).map((c) => c.name).sort();
    const wanted = names.find((name) => names.filter((other) => other.slice(0, 3).toLowerCase() === name.slice(0, 3).toLowerCase()).length === 1) ?? '';
    expect(wanted).not.toBe('');
    const prefix = wanted.slice(0, 3);

    // The header's Add Appointment link, or the one in its Schedule menu.
    await tabToThrough(page, keys, /^Add (New )?Appointment$/, 'Schedule');
    await keys.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Add Appointment' }).waitFor({ timeout: 15_000 });
    await page.getByRole('form', { name: 'Add appointment' }).waitFor();

    // The page puts the keyboard in its first field, Date: its month, day and year are typed in turn.
    await expect.poll(async () => (await focused(page))?.name, { timeout: 5_000 }).toBe('Date');
    await keys.type(`${MONTH}${DATE}${YEAR}`);
    await expect(page.getByLabel(/^Date/).inputValue()).resolves.toBe(DAY);

    // Time: Enter opens the picker on its first slot, the arrows move along the rows, Enter picks; the focus comes back to the field.
    await tabTo(page, keys, 'Time');
    await keys.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Select Time' });
    await picker.waitFor();
    await expect.poll(async () => (await focused(page))?.name).toBe('9:00 AM');
    await arrowTo(page, keys, 'ArrowDown', '3:00 PM');
    await keys.press('Enter');
    await picker.waitFor({ state: 'detached' });
    expect((await expectVisibleFocus(page)).name).toBe('Time');
    await expect(page.getByLabel('Time', { exact: true }).inputValue()).resolves.toBe('3:00 PM');

    // Customer: typing narrows the list, the arrow keys choose, Enter takes the choice; their only dog is filled in.
    await tabTo(page, keys, 'Customer');
    await page.getByRole('listbox', { name: 'Customers' }).waitFor();
    await keys.type(prefix);
    // The list narrows once the salon's customers have loaded; waiting costs no key.
    await page.getByRole('option', { name: wanted, exact: true }).waitFor({ timeout: 15_000 });
    const customer = await arrowDownTo(page, keys, wanted);
    await keys.press('Enter');
    await page.getByRole('listbox', { name: 'Customers' }).waitFor({ state: 'detached' });
    await expect(page.getByLabel(/^Customer( \*)?$/).inputValue()).resolves.toBe(customer);
    await expect.poll(() => page.getByLabel(/^Dog name( \*)?$/).inputValue(), { timeout: 10_000 }).not.toBe('');
    const dog = await page.getByLabel(/^Dog name( \*)?$/).inputValue();

    // Groomer: a searchable select, the same way; Enter once it is chosen books.
    await tabTo(page, keys, 'Groomer');
    await keys.type('Sam');
    await arrowDownTo(page, keys, 'Sam Chen');
    await keys.press('Enter');
    await expect.poll(() => page.getByRole('combobox', { name: 'Groomer' }).inputValue(), { timeout: 5_000 }).toBe('Sam Chen');
    await keys.press('Enter');

    const saved = page.getByRole('status').filter({ hasText: 'Appointment successfully added!' });
    await saved.waitFor({ timeout: 15_000 });
    await expect(saved.textContent()).resolves.toContain(`Booked ${dog} with Sam Chen on `);
    console.log(`Keyboard booking from Home: ${keys.count} keys (${keys.log.join(' ')})`);
    expect(keys.count, `keys pressed: ${keys.log.join(' ')}`).toBeLessThanOrEqual(KEYPRESS_BUDGET);
    // The focus is not lost: it is on the page's heading, from which the next booking starts.
    await expect(focused(page).then((now) => now?.tag)).resolves.toBe('h1');

    await page.goto(`${e2e.product.url}${ROUTES.appointments.path}?year=${Number(YEAR)}&month=${Number(MONTH)}`);
    const row = page.getByRole('row').filter({ hasText: customer });
    await row.waitFor({ timeout: 15_000 });
    await expect(row.textContent()).resolves.toContain('3:00 PM');
    await expect(row.textContent()).resolves.toContain('Sam Chen');
  });
});
