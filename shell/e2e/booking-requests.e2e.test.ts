import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY, demoCompanyId } from './support/product';
import { apiAs, useProductInChromium } from './support/product-in-chromium';
import { signInAs } from './support/sign-in';

/** A phone's screen. */
const PHONE = { width: 375, height: 812 };

/** A day about a month ahead, as the date field takes it. */
function dayAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

describe('booking requests in Chromium', () => {
  const e2e = useProductInChromium();
  let companyId = '';

  beforeAll(async () => {
    companyId = await demoCompanyId(e2e.product.url);
  });

  it('a customer asks for a slot on a phone; staff accept it through the prefilled form in one call, and find the appointment in the list', async () => {
    const preferred = dayAhead(30);
    const phone = await e2e.browser.newPage(PHONE);
    const answer = await phone.page.goto(`${e2e.product.url}/book?company_id=${companyId}`);
    expect(answer?.status()).toBe(200);
    await phone.page.getByRole('heading', { level: 1, name: `Request an appointment at ${DEMO_COMPANY}` }).waitFor({ timeout: 15_000 });
    // Nothing wider than the phone: no sideways scrolling.
    await expect(phone.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);

    await phone.page.getByRole('button', { name: 'Send request' }).click();
    await phone.page.getByText('Name is required', { exact: true }).waitFor();
    await phone.page.getByLabel('Your name').fill('Wren Booker');
    await phone.page.getByLabel('Phone number').fill('201-555-0177');
    await phone.page.getByLabel("Your dog's name").fill('Juniper');
    await phone.page.getByLabel('Preferred date').fill(preferred);
    await phone.page.getByLabel('Preferred time').fill('10:00');
    await phone.page.getByLabel('Notes (optional)').fill('Nervous with dryers');
    await phone.page.getByRole('button', { name: 'Send request' }).click();
    await phone.page.getByRole('heading', { level: 1, name: 'Request sent!' }).waitFor({ timeout: 15_000 });
    await phone.page.getByText(`${DEMO_COMPANY} has your request and will contact you to confirm.`).waitFor();
    expect(phone.errors).toEqual([]);

    const { page } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'staff');
    await page.goto(`${e2e.product.url}/booking-requests`);
    await page.getByRole('heading', { level: 1, name: 'Booking Requests' }).waitFor({ timeout: 15_000 });
    const row = page.getByRole('row', { name: 'Request from Wren Booker' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Nervous with dryers');
    // Typed as 201-555-0177, shown as every screen shows numbers.
    await expect(row.textContent()).resolves.toContain('(201) 555-0177');
    await row.getByRole('button', { name: 'Accept request from Wren Booker' }).click();

    const dialog = page.getByRole('dialog', { name: 'Book Juniper for Wren Booker' });
    await dialog.waitFor({ timeout: 15_000 });
    await expect(dialog.getByLabel(/^Date( \*)?$/).inputValue()).resolves.toBe(preferred);
    await expect(dialog.getByLabel('Time', { exact: true }).inputValue()).resolves.toBe('10:00 AM');
    await expect(dialog.getByLabel(/^Dog name( \*)?$/).inputValue()).resolves.toBe('Juniper');
    await expect(dialog.getByLabel('Notes', { exact: true }).inputValue()).resolves.toBe('Nervous with dryers');
    // No customer has the number: the empty customer field stands for a new one, added only when the request is accepted.
    const customer = dialog.getByLabel(/^Customer( \*)?$/);
    await expect(customer.inputValue()).resolves.toBe('');
    await expect(customer.getAttribute('placeholder')).resolves.toBe('New customer: Wren Booker ((201) 555-0177)');
    await dialog.getByText('Wren Booker ((201) 555-0177) is added as a new customer, unless you choose one.').waitFor();
    const customersNamed = async () =>
      (await apiAs(page, e2e.product.url, 'GET', '/api/customers?search=Wren%20Booker')).body.data.customers.filter((c: { name: string }) => c.name === 'Wren Booker');
    await expect(customersNamed()).resolves.toEqual([]);
    await dialog.getByLabel(/^Groomer( \*)?$/).first().click();
    await page.getByRole('option', { name: 'Sam Chen', exact: true }).click();

    const puts: string[] = [];
    const otherWrites: string[] = [];
    page.on('request', (sent) => {
      const path = new URL(sent.url()).pathname;
      if (sent.method() === 'PUT' && path === '/api/booking-requests') puts.push(path);
      else if (sent.method() !== 'GET' && path.startsWith('/api/') && !path.startsWith('/api/auth/')) otherWrites.push(`${sent.method()} ${path}`);
    });
    await dialog.getByRole('button', { name: 'Add Appointment', exact: true }).click();
    await page.getByText('Booking request accepted').waitFor({ timeout: 15_000 });
    await dialog.waitFor({ state: 'detached' });
    expect(puts).toHaveLength(1);
    expect(otherWrites).toEqual([]);

    await page.getByRole('radio', { name: 'Accepted' }).check();
    const accepted = page.getByRole('row', { name: 'Request from Wren Booker' });
    await accepted.waitFor();
    await expect(accepted.textContent()).resolves.toContain('accepted');

    const stored = await apiAs(page, e2e.product.url, 'GET', '/api/booking-requests?status=accepted');
    const request = stored.body.data.booking_requests.find((r: { name: string }) => r.name === 'Wren Booker');
    expect(request.appointment_id).toBeTruthy();
    const appointment = (await apiAs(page, e2e.product.url, 'GET', `/api/appointments?id=${request.appointment_id}`)).body.appointment;
    expect(appointment).toMatchObject({ date: preferred, time: '10:00', dog_name: 'Juniper', customer: { name: 'Wren Booker' }, groomer: { name: 'Sam Chen' } });
    expect(request.customer_id).toBe(appointment.customer_id);
    await expect(customersNamed()).resolves.toMatchObject([{ id: appointment.customer_id, phone_number: '+12015550177', phone_e164: '+12015550177' }]);

    // The appointments list of that month shows it.
    const [year, month] = preferred.split('-').map(Number);
    await page.goto(`${e2e.product.url}/appointments?year=${year}&month=${month}`);
    await page.getByRole('heading', { level: 1, name: 'Appointments' }).waitFor({ timeout: 15_000 });
    const listed = page.getByRole('row').filter({ hasText: 'Wren Booker' });
    await listed.waitFor({ timeout: 15_000 });
    await expect(listed.textContent()).resolves.toContain('10:00 AM');
    await expect(listed.textContent()).resolves.toContain('Sam Chen');
  });
});
