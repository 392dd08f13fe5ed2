import { beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId, moveClock, optInByPhone, smsNumberOf } from './support/product';
import { signInAs } from './support/sign-in';
import { apiAs, useProductInChromium } from './support/product-in-chromium';

/** The salon's (America/New_York) date and time of day of `at`: what the Schedule fields take. */
function salonDateTime(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

describe('campaign drafts and scheduled sends in Chromium', () => {
  // The clock every process shares, moved by the test; campaigns go out whatever the hour.
  const e2e = useProductInChromium({ DEV_CLOCK: 'true', SMS_QUIET_HOURS: 'off' });
  const CUSTOMER = { name: 'Hazel Scheduled', phone: '201-555-0471', e164: '+12015550471' };
  const BREED = 'Schedule Test Terrier';
  let salon = { id: '', number: '' };
  beforeAll(async () => {
    const id = await demoCompanyId(e2e.product.url);
    salon = { id, number: await smsNumberOf(e2e.product.url, id) };
  });

  it('saves a draft with {pet_name}, reopens it, schedules it in salon time and sees it leave when the clock passes it', async () => {
    const { page } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'admin');
    const created = await apiAs(page, e2e.product.url, 'POST', '/api/customers', { name: CUSTOMER.name, phone_number: CUSTOMER.phone });
    expect(created.status).toBe(201);
    const pet = await apiAs(page, e2e.product.url, 'POST', '/api/pets', { customer_id: created.body.data.customer.id, name: 'Biscuit', breed: BREED });
    expect(pet.status, JSON.stringify(pet.body)).toBe(201);
    await optInByPhone(e2e.product.url, salon, CUSTOMER);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Marketing' }).click();
    await page.getByRole('heading', { level: 1, name: 'Marketing' }).waitFor({ timeout: 15_000 });
    await page.getByRole('tab', { name: 'Bulk Messages' }).click();

    // A saved-filter audience written in the form: the dog's breed; the count follows it.
    await page.getByLabel('Saved filter').first().check();
    await page.getByRole('textbox', { name: 'Breed' }).fill(BREED.toLowerCase());
    await page.getByText('Recipients: 1').waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill('Bath reminder');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hi {customer_first_name}, {pet_name} is due a bath');
    await page.getByText(/1 SMS per recipient once filled in/).waitFor();
    await page.getByRole('button', { name: 'Save draft' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Bath reminder' });
    await row.getByText('draft').waitFor();

    // Reopened: the draft's words come back; scheduled for five minutes from now, salon time.
    await row.getByRole('button', { name: 'Edit Bath reminder' }).click();
    await page.getByRole('heading', { name: "Edit 'Bath reminder'" }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Message' }).inputValue()).resolves.toBe('Hi {customer_first_name}, {pet_name} is due a bath');
    const leaves = new Date(Math.ceil((Date.now() + 5 * 60_000) / 60_000) * 60_000);
    const { date, time } = salonDateTime(leaves);
    await page.getByRole('button', { name: 'Schedule…' }).click();
    await page.getByRole('textbox', { name: 'Send on', exact: true }).fill(date);
    await page.getByRole('textbox', { name: 'Time', exact: true }).fill(time);
    await page.getByRole('tabpanel', { name: 'Bulk Messages' }).getByRole('button', { name: 'Schedule', exact: true }).click();
    await row.getByText(/^Scheduled for .+ \(salon time\)$/).waitFor();
    await expect(row.getByText(/^Scheduled for/).textContent()).resolves.toContain(
      new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/New_York' }).format(leaves),
    );

    // The clock passes its time: the sweep (every minute) starts it, and the text names the dog.
    await moveClock(e2e.product.url, new Date(leaves.getTime() + 60_000));
    await row.getByText(/^(sending|sent)$/).or(row.getByLabel(/Sending progress/)).first().waitFor({ timeout: 120_000 });
    const texts = await fetch(`${e2e.product.url}/api/dev/sms`).then((response) => response.text());
    expect(texts).toContain('Hi Hazel, Biscuit is due a bath');
  }, 240_000);
});
