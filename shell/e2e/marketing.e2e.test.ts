import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInAs } from './support/sign-in';
import { apiAs, useProductInChromium } from './support/product-in-chromium';

/** A customer's reply as the SMS simulator delivers it (this machine may use the development endpoint). */
async function reply(baseUrl: string, from: string, body: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/dev/sms/inbound`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ from, body }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('marketing in Chromium', () => {
  // Campaigns go out at once whatever the hour the test runs at.
  const e2e = useProductInChromium({ SMS_QUIET_HOURS: 'off' });
  const MAPLE = { name: 'Maple Texter', phone: '201-555-0411', e164: '+12015550411' };
  const JUNIPER = { name: 'Juniper Texter', phone: '201-555-0412', e164: '+12015550412' };

  async function openMarketing(): Promise<{ page: Page; ids: Record<'maple' | 'juniper', string> }> {
    const { page } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'admin');
    const ids = {} as Record<'maple' | 'juniper', string>;
    for (const [key, customer] of [['maple', MAPLE], ['juniper', JUNIPER]] as const) {
      const created = await apiAs(page, e2e.product.url, 'POST', '/api/customers', { name: customer.name, phone_number: customer.phone });
      expect(created.status).toBe(201);
      ids[key] = created.body.data.customer.id;
    }
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Marketing' }).click();
    await page.getByRole('heading', { level: 1, name: 'Marketing' }).waitFor({ timeout: 15_000 });
    return { page, ids };
  }

  it('makes a group, sends it a campaign, follows it to 100 percent and opens its details; a reply shows up live', async () => {
    const { page, ids } = await openMarketing();

    // Manage Groups: a new group of the two customers.
    await page.getByRole('tab', { name: 'Manage Groups' }).click();
    await page.getByRole('button', { name: 'Create Group' }).click();
    const dialog = page.getByRole('dialog');
    const save = dialog.getByRole('button', { name: 'Create Group' });
    await expect(save.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Group name').fill('Texting regulars');
    const members = dialog.getByLabel('Customers');
    for (const customer of [MAPLE, JUNIPER]) {
      await members.fill(customer.name.split(' ')[0]!);
      await page.getByRole('option', { name: new RegExp(customer.name) }).click();
    }
    // Back to the name field: the customers' dropdown closes.
    await dialog.getByLabel('Group name').click();
    await save.click();
    const groupRow = page.getByRole('row').filter({ hasText: 'Texting regulars' });
    await groupRow.waitFor();
    await expect(groupRow.getByRole('cell').nth(1).textContent()).resolves.toBe('2');

    // Bulk Messages: to that group, with its live count; sent after the confirmation.
    await page.getByRole('tab', { name: 'Bulk Messages' }).click();
    await page.getByLabel('A specific group').check();
    await page.getByRole('combobox', { name: 'Group' }).click();
    await page.getByRole('option', { name: 'Texting regulars (2)' }).click();
    await page.getByText('Recipients: 2').waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill('Spring special');
    await page.getByRole('textbox', { name: 'Message' }).fill('Spring baths are 20% off this week!');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
    await page.getByText("'Spring special': sent").waitFor({ timeout: 30_000 });
    await page.getByText('100%').first().waitFor();

    await page.getByRole('link', { name: 'View details' }).click();
    await page.getByRole('heading', { level: 1, name: 'Campaign Details' }).waitFor();
    for (const customer of [MAPLE, JUNIPER]) {
      const row = page.getByRole('row').filter({ hasText: customer.name });
      await row.getByText('delivered').waitFor({ timeout: 30_000 });
      await expect(row.textContent()).resolves.toContain(customer.e164);
    }

    // Maple's conversation shows the campaign text; her reply appears without a reload.
    await page.goto(`${e2e.product.url}/customer-conversation/${ids.maple}`);
    await page.getByRole('heading', { level: 1, name: MAPLE.name }).waitFor({ timeout: 15_000 });
    const thread = page.getByRole('list', { name: 'Messages' });
    await thread.getByText('Spring baths are 20% off this week!').waitFor();
    await thread.getByText('Campaign', { exact: true }).waitFor();
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await reply(e2e.product.url, MAPLE.e164, 'Can we come Friday at 10?');
    await thread.getByText('Can we come Friday at 10?').waitFor({ timeout: 15_000 });
    await expect(page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).resolves.toBe(true);

    // Staff reply: Enter sends.
    await page.getByRole('textbox', { name: 'Reply' }).fill('Friday at 10 is booked.');
    await page.getByRole('textbox', { name: 'Reply' }).press('Enter');
    await thread.getByText('Friday at 10 is booked.').waitFor();

    // The list: Juniper's reply comes in while it is open, with its unread badge.
    await page.goto(`${e2e.product.url}/marketing?tab=conversations`);
    const juniperRow = page.getByRole('link', { name: JUNIPER.name });
    await juniperRow.waitFor({ timeout: 15_000 });
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await reply(e2e.product.url, JUNIPER.e164, 'Yes please, sign us up');
    await juniperRow.getByText('Yes please, sign us up').waitFor({ timeout: 15_000 });
    await juniperRow.getByText('1 unread', { exact: true }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).resolves.toBe(true);
  });
});
