import { beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId, smsNumberOf, textFromPhone } from './support/product';
import { signInAs } from './support/sign-in';
import { apiAs, useProductInChromium } from './support/product-in-chromium';

const CUSTOMER = { name: 'Tamsin Texter', phone: '201-555-0471', e164: '+12015550471' };

/**
 * The first day after today in a time zone on which the demo salon opens (Monday to Saturday),
 * YYYY-MM-DD, and how the customer asks for it: "tomorrow", or on a Saturday "monday" (the salon
 * is closed on Sundays, so nobody is free then).
 */
function nextOpenDayIn(timeZone: string): { date: string; asked: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const sunday = next.getUTCDay() === 0;
  if (sunday) next.setUTCDate(next.getUTCDate() + 1);
  return { date: next.toISOString().slice(0, 10), asked: sunday ? 'monday' : 'tomorrow' };
}

describe('texts that become bookings in Chromium', () => {
  const e2e = useProductInChromium({ ANTHROPIC_API_KEY: '' });
  let salonNumber = '';
  let timeZone = 'America/New_York';
  beforeAll(async () => {
    const salonId = await demoCompanyId(e2e.product.url);
    salonNumber = await smsNumberOf(e2e.product.url, salonId);
    const company = (await (await fetch(`${e2e.product.url}/api/companies?id=${salonId}`)).json()) as { company?: { time_zone?: string } };
    timeZone = company.company?.time_zone ?? timeZone;
  });

  it('a customer\'s text "can Max come tomorrow at 2" (on a Saturday "monday") becomes an appointment in two clicks', async () => {
    const { page } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'admin');
    const created = await apiAs(page, e2e.product.url, 'POST', '/api/customers', { name: CUSTOMER.name, phone_number: CUSTOMER.phone });
    expect(created.status).toBe(201);
    const customerId = created.body.data.customer.id as string;
    expect((await apiAs(page, e2e.product.url, 'POST', '/api/pets', { customer_id: customerId, name: 'Max', size: 'small' })).status).toBe(201);
    // The SMS simulator's pretend reply: the customer texts the salon.
    const { date: day, asked } = nextOpenDayIn(timeZone);
    await textFromPhone(e2e.product.url, { from: CUSTOMER.e164, to: salonNumber, body: `can Max come ${asked} at 2` });

    await page.goto(`${e2e.product.url}/customer-conversation/${customerId}`);
    await page.getByRole('heading', { level: 1, name: CUSTOMER.name }).waitFor({ timeout: 15_000 });
    const card = page.getByRole('region', { name: 'Suggested appointment' });
    await card.waitFor({ timeout: 15_000 });
    await card.getByText('Max').first().waitFor();
    await card.getByText('2:00 PM').first().waitFor();

    // Click 1: the form opens filled in.
    await card.getByRole('button', { name: 'Open in appointment form' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add Appointment' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByLabel(/^Customer( \*)?$/).inputValue(), { timeout: 15_000 }).toBe(CUSTOMER.name);
    await expect.poll(() => page.getByLabel(/^Dog name( \*)?$/).inputValue()).toBe('Max');
    await expect(page.getByLabel(/^Date( \*)?$/).inputValue()).resolves.toBe(day);
    await expect(page.getByLabel('Time', { exact: true }).inputValue()).resolves.toBe('2:00 PM');
    // A groomer free at 2:00 PM is chosen with it (named once the groomers have loaded).
    await expect.poll(() => page.getByLabel(/^Groomer( \*)?$/).first().inputValue(), { timeout: 15_000 }).not.toBe('');

    // Click 2: staff press Add.
    await page.getByRole('button', { name: 'Add Appointment', exact: true }).click();
    await page.getByText('Appointment successfully added!').waitFor({ timeout: 15_000 });
    const [year, month] = day.split('-').map(Number);
    const list = (await apiAs(page, e2e.product.url, 'GET', `/api/appointments?year=${year}&month=${month}`)).body;
    const saved = list.appointments.filter((a: { customer_id: string | null }) => a.customer_id === customerId);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ date: day, time: '14:00', dog_name: 'Max' });

    // One more: the confirmation, texted to the customer through the simulator.
    await page.getByRole('button', { name: `Text confirmation to ${CUSTOMER.name}` }).click();
    await page.getByText(`The confirmation was texted to ${CUSTOMER.name}.`).waitFor({ timeout: 15_000 });
    const simulator = async () => (await (await fetch(`${e2e.product.url}/api/dev/sms`)).text()).replaceAll('&#39;', "'").replaceAll('&#x27;', "'");
    await expect.poll(async () => /Max's grooming appointment is booked for [^<]* at 2:00 PM/.test(await simulator()), { timeout: 30_000 }).toBe(true);
  });
});
