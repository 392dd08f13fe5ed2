import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROUTES } from '@groombook/routes';
import { signInAs } from './support/sign-in';
import { useProductInChromium } from './support/product-in-chromium';

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
    const name =
      element.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
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

/** Presses Tab (or Shift+Tab) until the focused element is named `name`; each stop must show its focus. */
async function tabTo(page: Page, name: string | RegExp, { backwards = false } = {}): Promise<void> {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const passed: string[] = [];
  for (let press = 0; press < 60; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const now = await expectVisibleFocus(page);
    if (matches(now.name)) return;
    passed.push(now.name);
  }
  throw new Error(`Tab never reached "${String(name)}"; it passed: ${passed.join(' | ')}`);
}

/**
 * Presses ArrowDown until the open list's current option is `name`. The focus stays in the field,
 * which names that option in aria-activedescendant, as a screen reader reads it.
 */
async function arrowDownTo(page: Page, name: string): Promise<void> {
  const seen: string[] = [];
  for (let press = 0; press < 30; press++) {
    await page.keyboard.press('ArrowDown');
    const current = await page.evaluate(() => {
      const id = document.activeElement?.getAttribute('aria-activedescendant');
      return (id && document.getElementById(id)?.textContent) ?? '';
    });
    if (current === name) return;
    seen.push(current);
  }
  throw new Error(`ArrowDown never chose "${name}"; it chose: ${seen.join(' | ')}`);
}

describe('booking with the keyboard alone', () => {
  const e2e = useProductInChromium();
  const DAY = futureSaturday();
  const [YEAR, MONTH, DATE] = DAY.split('-') as [string, string, string];

  it('books an appointment from the appointments list with Tab, arrows, Enter, Space and typing, with visible focus at every stop', async () => {
    const { page } = await e2e.browser.newPage({ locale: 'en-US' });
    await signInAs(page, e2e.product.url, 'staff');
    await page.goto(`${e2e.product.url}${ROUTES.appointments.path}`);
    await page.getByRole('heading', { level: 1, name: 'Appointments' }).waitFor({ timeout: 15_000 });

    // The list's own Add Appointment link (the header's is in its Schedule menu, closed).
    await tabTo(page, 'Add Appointment');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Add Appointment' }).waitFor({ timeout: 15_000 });
    await page.getByRole('form', { name: 'Add appointment' }).waitFor();

    // Date: its month, day and year parts are typed in turn.
    await tabTo(page, 'Date');
    await page.keyboard.type(`${MONTH}${DATE}${YEAR}`);
    await expect(page.getByLabel(/^Date/).inputValue()).resolves.toBe(DAY);

    // Time: Enter opens the picker, Tab goes along the slots, Space picks one; the focus comes back to the field.
    await tabTo(page, 'Time');
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Select Time' });
    await picker.waitFor();
    await tabTo(page, '11:30 AM');
    await page.keyboard.press('Space');
    await picker.waitFor({ state: 'detached' });
    expect((await expectVisibleFocus(page)).name).toBe('Time');
    await expect(page.getByLabel('Time', { exact: true }).inputValue()).resolves.toBe('11:30 AM');

    // Customer: typing narrows the list, the arrow keys choose (here: a new customer), Enter takes the choice.
    await tabTo(page, 'Customer');
    await page.getByRole('listbox', { name: 'Customers' }).waitFor();
    await page.keyboard.type('Keyboard Kim');
    await arrowDownTo(page, '+ Create customer "Keyboard Kim"');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox', { name: 'Customers' }).waitFor({ state: 'detached' });
    await expect(page.getByLabel(/^Customer( \*)?$/).inputValue()).resolves.toBe('Keyboard Kim');

    await tabTo(page, 'Dog name');
    await page.keyboard.type('Biscuit');

    // Groomer: a searchable select, the same way.
    await tabTo(page, 'Groomer');
    await page.keyboard.type('Sam');
    await arrowDownTo(page, 'Sam Chen');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Groomer' }).inputValue()).resolves.toBe('Sam Chen');

    await tabTo(page, 'Service price');
    await page.keyboard.type('80');
    await tabTo(page, 'Payment received');
    await page.keyboard.type('95');
    await expect(page.getByLabel('Calculated tip').inputValue()).resolves.toBe('$9.70');

    // Back up to the dog's name with Shift+Tab to correct it, then on to the button.
    await tabTo(page, 'Dog name', { backwards: true });
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Biscuit Jr');
    await tabTo(page, 'Add Appointment');
    await page.keyboard.press('Enter');
    await page.getByText('Appointment successfully added!').waitFor({ timeout: 15_000 });

    await page.goto(`${e2e.product.url}${ROUTES.appointments.path}?year=${Number(YEAR)}&month=${Number(MONTH)}`);
    const row = page.getByRole('row').filter({ hasText: 'Keyboard Kim' });
    await row.waitFor({ timeout: 15_000 });
    await expect(row.textContent()).resolves.toContain('11:30 AM');
    await expect(row.textContent()).resolves.toContain('Sam Chen');
  });
});
