import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoCompanyId, smsNumberOf, textFromPhone } from './support/product';
import { signInAs } from './support/sign-in';
import { apiAs, useProductInChromium } from './support/product-in-chromium';

/** The Messages link's accessible name: "Messages", or "Messages, 3 unread". */
const messagesLinkName = (unread: number) => (unread > 0 ? `Messages, ${unread} unread` : 'Messages');

describe('the front desk in Chromium', () => {
  const e2e = useProductInChromium({ SMS_QUIET_HOURS: 'off' });
  let salonNumber = '';
  beforeAll(async () => {
    salonNumber = await smsNumberOf(e2e.product.url, await demoCompanyId(e2e.product.url));
  });
  const CUSTOMER = { name: 'Willow Frontdesk', phone: '201-555-0451', e164: '+12015550451' };
  const ANSWER = 'Yes, 3pm works. See you and Biscuit then!';

  const unreadNow = async (page: Page) => (await apiAs(page, e2e.product.url, 'GET', '/api/sms-unread')).body.data.unread_conversations as number;
  const header = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
  const markStillHere = (page: Page) => page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  const stillHere = (page: Page) => page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere);

  it('staff answer a text from the Messages page: the count rises live, the conversation opens from the list, the answer reaches the phone', async () => {
    const { page, errors } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'staff');
    const created = await apiAs(page, e2e.product.url, 'POST', '/api/customers', { name: CUSTOMER.name, phone_number: CUSTOMER.phone });
    expect(created.status).toBe(201);
    const before = await unreadNow(page);

    // The header's own link, after Customers.
    await header(page).getByRole('link', { name: messagesLinkName(before), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'New Message' }).waitFor();
    await markStillHere(page);

    // The customer texts the salon: the header's count and the list follow without a reload.
    await textFromPhone(e2e.product.url, { from: CUSTOMER.e164, to: salonNumber, body: 'Can Biscuit come at 3pm tomorrow?' });
    await header(page).getByRole('link', { name: messagesLinkName(before + 1), exact: true }).waitFor({ timeout: 15_000 });
    const row = page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(CUSTOMER.name) });
    await row.getByText('Can Biscuit come at 3pm tomorrow?').waitFor({ timeout: 15_000 });
    await row.getByText('1 unread', { exact: true }).waitFor();
    await expect(stillHere(page)).resolves.toBe(true);

    // Opened from the list: read (the count goes back down), then answered.
    await row.click();
    await page.getByRole('heading', { level: 1, name: CUSTOMER.name }).waitFor({ timeout: 15_000 });
    const thread = page.getByRole('list', { name: 'Messages' });
    await thread.getByText('Can Biscuit come at 3pm tomorrow?').waitFor();
    await header(page).getByRole('link', { name: messagesLinkName(before), exact: true }).waitFor({ timeout: 15_000 });
    await page.getByRole('textbox', { name: 'Reply' }).fill(ANSWER);
    await page.getByRole('textbox', { name: 'Reply' }).press('Enter');
    await thread.getByText(ANSWER).waitFor();

    // The simulator received it, to the customer's phone.
    await expect
      .poll(
        async () => {
          const simulator = await (await fetch(`${e2e.product.url}/api/dev/sms`)).text();
          return simulator.includes(CUSTOMER.e164) && simulator.includes(ANSWER.replace("'", '&#39;'));
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    await page.getByRole('link', { name: 'Back to Messages' }).click();
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    expect(errors).toEqual([]);
  });

  it("tells staff who open Marketing that it is for admins, in words, without sending them home", async () => {
    const { page, errors } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'staff');
    await expect(header(page).getByRole('link', { name: 'Marketing' }).count()).resolves.toBe(0);
    await page.goto(`${e2e.product.url}/marketing`);
    await page.getByRole('heading', { level: 1, name: "You can't open this page" }).waitFor({ timeout: 15_000 });
    await page.getByText('Marketing is for admins.').waitFor();
    await page.getByText('Ask an admin of Happy Paws Grooming if you need it.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/marketing');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL(`${e2e.product.url}/`);
    expect(errors).toEqual([]);
  });
});
