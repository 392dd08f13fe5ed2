import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoCompanyId, optInByPhone as optIn, smsNumberOf, textFromPhone } from './support/product';
import { actInCompany, signInAs } from './support/sign-in';
import { apiAs, pageAccessToken, useProductInChromium } from './support/product-in-chromium';

describe('marketing in Chromium', () => {
  // Campaigns go out at once whatever the hour the test runs at.
  const e2e = useProductInChromium({ SMS_QUIET_HOURS: 'off' });
  let salonId = '';
  let salonNumber = '';
  beforeAll(async () => {
    salonId = await demoCompanyId(e2e.product.url);
    salonNumber = await smsNumberOf(e2e.product.url, salonId);
  });
  /** A customer's text to the demo salon. */
  const reply = (from: string, body: string) => textFromPhone(e2e.product.url, { from, to: salonNumber, body });
  /** The customer signs up on the salon's opt-in page and confirms with YES from the phone: campaigns may reach them. */
  const optInByPhone = (name: string, phone: string, e164: string) => optIn(e2e.product.url, { id: salonId, number: salonNumber }, { name, phone, e164 });
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
      await optInByPhone(customer.name, customer.phone, customer.e164);
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
    await page.getByRole('button', { name: 'Send now', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
    await page.getByText("'Spring special': sent").waitFor({ timeout: 30_000 });
    await page.getByText('100%').first().waitFor();

    await page.getByRole('link', { name: 'View details' }).click();
    await page.getByRole('heading', { level: 1, name: 'Campaign Details' }).waitFor();
    for (const customer of [MAPLE, JUNIPER]) {
      const row = page.getByRole('row').filter({ hasText: customer.name });
      await row.getByText('delivered').waitFor({ timeout: 30_000 });
      // Numbers read as everywhere else: (201) 555-0411.
      await expect(row.textContent()).resolves.toContain(`(${customer.phone.slice(0, 3)}) ${customer.phone.slice(4)}`);
    }

    // Maple's conversation shows the campaign text; her reply appears without a reload.
    await page.goto(`${e2e.product.url}/customer-conversation/${ids.maple}`);
    await page.getByRole('heading', { level: 1, name: MAPLE.name }).waitFor({ timeout: 15_000 });
    const thread = page.getByRole('list', { name: 'Messages' });
    await thread.getByText('Spring baths are 20% off this week!').waitFor();
    await thread.getByText('Campaign', { exact: true }).waitFor();
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await reply(MAPLE.e164, 'Can we come Friday at 10?');
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
    await reply(JUNIPER.e164, 'Yes please, sign us up');
    await juniperRow.getByText('Yes please, sign us up').waitFor({ timeout: 15_000 });
    // Unread: her YES to the opt-in and this reply.
    await juniperRow.getByText('2 unread', { exact: true }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).resolves.toBe(true);
  });

  it('keeps two salons that text the same customer apart: each reply lands in the thread of the salon whose number it was sent to', async () => {
    const SHARED = { phone: '201-555-0433', e164: '+12015550433' };
    // Salon A: the demo salon's admin.
    const { page: adminA } = await e2e.browser.newPage();
    await signInAs(adminA, e2e.product.url, 'admin');
    const inA = await apiAs(adminA, e2e.product.url, 'POST', '/api/customers', { name: 'Robin at Happy Paws', phone_number: SHARED.phone });
    expect(inA.status).toBe(201);
    const customerA = inA.body.data.customer.id as string;

    // Salon B: a new company (the simulator gives it a number of its own), worked in by a super admin.
    const { page: root, errors } = await e2e.browser.newPage();
    await signInAs(root, e2e.product.url, 'superadmin');
    const createdB = await apiAs(root, e2e.product.url, 'POST', '/api/companies', { name: 'Second Street Salon' });
    expect(createdB.status).toBe(201);
    const salonB = createdB.body.company as { id: string; sms_number: string | null };
    expect(salonB.sms_number).toMatch(/^\+1\d{10}$/);
    expect(salonB.sms_number).not.toBe(salonNumber);
    const asB = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${e2e.product.url}${path}`, {
        method,
        headers: { Authorization: `Bearer ${await pageAccessToken(root)}`, 'X-Company-Id': salonB.id, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    };
    const inB = await asB('POST', '/api/customers', { name: 'Robin at Second Street', phone_number: SHARED.phone });
    expect(inB.status).toBe(201);
    const customerB = inB.body.data.customer.id as string;

    // Each salon texts the customer; the customer answers each salon's number.
    expect((await asB('POST', `/api/sms-conversations?customerId=${customerB}`, { message: 'Second Street: your total is $85.' })).status).toBe(201);
    expect((await apiAs(adminA, e2e.product.url, 'POST', `/api/sms-conversations?customerId=${customerA}`, { message: 'Happy Paws: Robin is ready!' })).status).toBe(201);
    await textFromPhone(e2e.product.url, { from: SHARED.e164, to: salonB.sms_number!, body: 'Paying Second Street with card 4111' });
    await textFromPhone(e2e.product.url, { from: SHARED.e164, to: salonNumber, body: 'Coming for Robin at 5' });

    // Salon A's conversation: its own text and the answer to it, nothing of B's.
    await adminA.goto(`${e2e.product.url}/customer-conversation/${customerA}`);
    const threadA = adminA.getByRole('list', { name: 'Messages' });
    await threadA.getByText('Coming for Robin at 5').waitFor({ timeout: 15_000 });
    await threadA.getByText('Happy Paws: Robin is ready!').waitFor();
    expect(await threadA.getByText('card 4111', { exact: false }).count()).toBe(0);
    expect(await threadA.getByText('Second Street: your total', { exact: false }).count()).toBe(0);

    // Salon B's, worked in by the super admin: only B's.
    await root.goto(`${e2e.product.url}/marketing`);
    await actInCompany(root, 'Second Street Salon');
    await root.goto(`${e2e.product.url}/customer-conversation/${customerB}`);
    const threadB = root.getByRole('list', { name: 'Messages' });
    await threadB.getByText('Paying Second Street with card 4111').waitFor({ timeout: 15_000 });
    await threadB.getByText('Second Street: your total is $85.').waitFor();
    expect(await threadB.getByText('Coming for Robin at 5').count()).toBe(0);
    expect(await threadB.getByText('Robin is ready', { exact: false }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
