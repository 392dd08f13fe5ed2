import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInAs } from './support/sign-in';
import { apiAs, useProductInChromium } from './support/product-in-chromium';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('customers in Chromium', () => {
  const e2e = useProductInChromium();

  async function openCustomers(size?: { width: number; height: number }): Promise<Page> {
    const { page } = await e2e.browser.newPage(size);
    await signInAs(page, e2e.product.url, 'staff');
    await page.goto(`${e2e.product.url}/customers`);
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor({ timeout: 15_000 });
    return page;
  }

  it('adds a customer, finds them by a misspelt name, edits them, sees their appointments, and deletes them with their appointments', async () => {
    const page = await openCustomers();
    await page.getByRole('link', { name: 'Add Customer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Add Customer' }).waitFor();
    await dialog.getByLabel('Name').fill('Penelope Whitfield');
    await dialog.getByLabel('Phone').fill('(201) 555-0142');
    await dialog.getByLabel('Notes').fill('Poodle, hates the dryer.');
    await dialog.getByRole('button', { name: 'Save Customer' }).click();
    await dialog.waitFor({ state: 'detached' });

    const search = page.getByPlaceholder('Search customers');
    await search.fill('Penelopy Whitfeld');
    const list = page.getByRole('list', { name: 'Customers' });
    await list.getByRole('link', { name: 'Penelope Whitfield' }).click();
    // It opens on her details, the focus on the heading, with Edit for the form.
    await dialog.getByRole('heading', { name: 'Penelope Whitfield' }).waitFor();
    await dialog.getByText('(201) 555-0142').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('h2')?.textContent)).toBe('Penelope Whitfield');
    await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
    await dialog.getByRole('heading', { name: 'Edit Customer' }).waitFor();
    expect(await dialog.getByLabel('Phone').inputValue()).toBe('(201) 555-0142');
    await dialog.getByLabel('Notes').fill('Standard poodle, hates the dryer. Hand-dry.');
    await dialog.getByRole('button', { name: 'Save Customer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Customer Penelope Whitfield saved' }).waitFor();
    // Back on the row that was opened.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Penelope Whitfield');

    // Two appointments booked for her: one next week, one last week.
    const customers = await apiAs(page, e2e.product.url, 'GET', '/api/customers?search=Whitfield');
    const customerId = customers.body.data.customers[0].id as string;
    expect(customers.body.data.customers[0].notes).toBe('Standard poodle, hates the dryer. Hand-dry.');
    expect(customers.body.data.customers[0]).toMatchObject({ phone_number: '+12015550142', phone_e164: '+12015550142' });
    const groomers = await apiAs(page, e2e.product.url, 'GET', '/api/assignees');
    const groomer = groomers.body.data.assignees[0].id as string;
    const future = await apiAs(page, e2e.product.url, 'POST', '/api/appointments', {
      date: day(7), time: '10:30', customer_id: customerId, groomer_id: groomer, dog_name: 'Noodle', charged_amount: 100, notes: 'Next week trim',
    });
    const past = await apiAs(page, e2e.product.url, 'POST', '/api/appointments', {
      date: day(-7), time: '', customer_id: customerId, groomer_id: groomer, dog_name: 'Noodle', charged_amount: 80, notes: 'Last week bath',
    });
    expect([future.status, past.status]).toEqual([201, 201]);

    await page.goto(`${e2e.product.url}/customers/${customerId}`);
    await dialog.getByRole('heading', { name: 'Penelope Whitfield' }).waitFor({ timeout: 15_000 });
    await dialog.getByText('Future Appointments (1)').waitFor();
    await dialog.getByText('Next week trim').waitFor();
    await expect(dialog.getByRole('link', { name: 'Create New Appointment for Customer' }).getAttribute('href')).resolves.toBe(
      `/add-appointment?customerId=${customerId}`,
    );
    await dialog.getByRole('button', { name: /^Past Appointments/ }).click();
    await dialog.getByText('Last week bath').waitFor();
    await dialog.getByText('Appointment time missing').waitFor();
    await dialog.getByText('Past Appointments (1)').waitFor();

    await dialog.getByRole('button', { name: 'Delete Customer' }).click();
    const confirm = dialog.getByRole('group', { name: 'Confirm customer deletion' });
    await confirm.getByText('Are you REALLY SURE you want to delete this customer?').waitFor();
    await confirm.getByText('It will remove ALL of their appointments.').waitFor();
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Customer Penelope Whitfield deleted' }).waitFor();

    await search.fill('Penelope Whitfield');
    await page.getByText('No customers match your search').waitFor();
    expect((await apiAs(page, e2e.product.url, 'GET', `/api/appointments?id=${future.body.appointment.id}`)).status).toBe(404);
    expect((await apiAs(page, e2e.product.url, 'GET', `/api/appointments?id=${past.body.appointment.id}`)).status).toBe(404);
  });

  it('deletes several selected customers after a confirmation', async () => {
    const page = await openCustomers();
    for (const name of ['Zed Alpha', 'Zed Bravo']) {
      await apiAs(page, e2e.product.url, 'POST', '/api/customers', { name });
    }
    await page.reload();
    const search = page.getByPlaceholder('Search customers');
    await search.fill('Zed');
    await page.getByRole('checkbox', { name: 'Select Zed Alpha' }).check();
    await page.getByRole('checkbox', { name: 'Select Zed Bravo' }).check();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, Delete' }).click();
    await page.getByText('No customers match your search').waitFor({ timeout: 15_000 });
    const left = await apiAs(page, e2e.product.url, 'GET', '/api/customers?search=Zed');
    expect(left.body.data.customers).toEqual([]);
  });

  for (const size of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    it(`shows a new customer saved at ${size.width}px: the toast in view and the focus on their row, scrolled to`, async () => {
      const page = await openCustomers(size);
      // Enough customers before hers that her row starts out of view.
      for (let index = 0; index < 20; index += 1) {
        await apiAs(page, e2e.product.url, 'POST', '/api/customers', { name: `Aaron Filler ${size.width}-${index}` });
      }
      await page.reload();
      await page.getByRole('list', { name: 'Customers' }).waitFor({ timeout: 15_000 });
      const name = `Zuzana Zwick ${size.width}`;
      await page.getByRole('link', { name: 'Add Customer' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByRole('button', { name: 'Save Customer' }).click();
      await dialog.waitFor({ state: 'detached' });

      const toast = page.getByRole('status').filter({ hasText: `Customer ${name} saved` });
      await toast.waitFor();
      const box = (await toast.boundingBox()) ?? { x: -1, y: -1, width: 0, height: 0 };
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);

      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(name);
      const focused = await page.evaluate(() => {
        const active = document.activeElement ?? document.body;
        const rect = active.getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom, inList: active.closest('[aria-label="Customers"]') !== null };
      });
      expect(focused.inList).toBe(true);
      expect(focused.top).toBeGreaterThanOrEqual(0);
      expect(focused.bottom).toBeLessThanOrEqual(size.height);
    });
  }

  it('gives each selection box a finger-sized target at 375px', async () => {
    const page = await openCustomers({ width: 375, height: 740 });
    const box = page.getByRole('list', { name: 'Customers' }).getByRole('checkbox').first();
    await box.waitFor({ timeout: 15_000 });
    const target = await box.evaluate((input) => {
      const rect = input.closest('label')?.getBoundingClientRect();
      const link = input.closest('[role="listitem"]')?.querySelector('a')?.getBoundingClientRect();
      return { width: rect?.width ?? 0, height: rect?.height ?? 0, gap: (link?.left ?? 0) - (rect?.right ?? 0) };
    });
    expect(target.width).toBeGreaterThanOrEqual(44);
    expect(target.height).toBeGreaterThanOrEqual(44);
    expect(target.gap).toBeGreaterThanOrEqual(4);
  });

  it('shows the customer dialog full screen at 375px', async () => {
    const page = await openCustomers({ width: 375, height: 740 });
    await page.goto(`${e2e.product.url}/customers/new`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Add Customer' }).waitFor({ timeout: 15_000 });
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(370);
    expect(box?.height).toBeGreaterThanOrEqual(730);
    const notes = await dialog.getByLabel('Notes').boundingBox();
    expect(Math.round(notes?.height ?? 0)).toBe(200);
  });
});
