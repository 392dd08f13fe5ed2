import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, blocking, describeViolations } from './support/axe';
import { signInAs } from './support/sign-in';
import { apiAs, useProductInChromium } from './support/product-in-chromium';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The pet form and the booking warning are states the route walk of the accessibility test never reaches. */
async function expectAccessible(page: Page, where: string) {
  const found = blocking(await axeViolations(page));
  expect(found, describeViolations(where, found)).toEqual([]);
}

describe('pets in Chromium', () => {
  const e2e = useProductInChromium();

  async function staffPage(): Promise<Page> {
    // axe-core is injected as a script, which the pages' CSP would refuse.
    const { page } = await e2e.browser.newPage({ bypassCSP: true });
    await signInAs(page, e2e.product.url, 'staff');
    return page;
  }

  async function newCustomer(page: Page, name: string): Promise<string> {
    const created = await apiAs(page, e2e.product.url, 'POST', '/api/customers', { name });
    expect(created.status).toBe(201);
    return created.body.data.customer.id as string;
  }

  async function firstGroomer(page: Page): Promise<{ id: string; name: string }> {
    const groomers = await apiAs(page, e2e.product.url, 'GET', '/api/assignees');
    return groomers.body.data.assignees[0];
  }

  async function openBooking(page: Page, customerId: string) {
    await page.goto(`${e2e.product.url}/add-appointment?customerId=${customerId}`);
    await page.getByRole('heading', { level: 1, name: 'Add Appointment' }).waitFor({ timeout: 15_000 });
  }

  it('adds a pet with an expired vaccination in the customer dialog, then warns when booking it, without blocking', async () => {
    const page = await staffPage();
    const customerId = await newCustomer(page, 'Harriet Pembrook');
    const expiredOn = day(-30);

    await page.goto(`${e2e.product.url}/customers/${customerId}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Harriet Pembrook' }).waitFor({ timeout: 15_000 });
    const pets = dialog.getByRole('region', { name: 'Pets' });
    await pets.getByText('No pets yet').waitFor();
    await pets.getByRole('button', { name: 'Add Pet' }).click();
    await pets.getByRole('textbox', { name: 'Pet name' }).fill('Biscuit');
    await pets.getByLabel('Breed').fill('Cockapoo');
    await pets.getByLabel('Weight (kg)').fill('8.5');
    await pets.getByRole('button', { name: 'Add vaccination' }).click();
    await pets.getByLabel('Vaccination 1', { exact: true }).fill('Rabies');
    await pets.getByLabel('Vaccination 1 expires').fill(expiredOn);
    await expectAccessible(page, 'the pet form');
    await pets.getByRole('button', { name: 'Save Pet' }).click();
    const card = pets.getByRole('group', { name: 'Biscuit' });
    await card.getByText('Cockapoo · 8.5 kg').waitFor();
    await card.getByText(/Rabies: expired/).waitFor();

    const saved = await apiAs(page, e2e.product.url, 'GET', `/api/pets?customer_id=${customerId}`);
    expect(saved.body.data.pets).toMatchObject([{ name: 'Biscuit', weight_kg: 8.5, vaccinations: [{ name: 'Rabies', expires_on: expiredOn }] }]);

    // Booked for today: the vaccination expired before it.
    await openBooking(page, customerId);
    // The customer of ?customerId= fills in once it has loaded, which may be after the heading.
    await expect.poll(() => page.getByLabel(/^Customer( \*)?$/).inputValue(), { timeout: 10_000 }).toBe('Harriet Pembrook');
    await page.getByLabel(/^Dog name( \*)?$/).click();
    await page.getByRole('listbox', { name: 'Pets' }).getByRole('option', { name: 'Biscuit (Cockapoo)' }).click();
    await expect(page.getByLabel(/^Dog name( \*)?$/).inputValue()).resolves.toBe('Biscuit');
    const warning = page.getByRole('alert').filter({ hasText: 'Vaccination warning: Biscuit' });
    await warning.getByText(/^Rabies expired on .*, before this appointment\.$/).waitFor();
    await expectAccessible(page, 'the booking form with the vaccination warning');

    const groomer = await firstGroomer(page);
    await page.getByLabel(/^Groomer( \*)?$/).first().click();
    await page.getByRole('option', { name: groomer.name, exact: true }).click();
    await page.getByRole('button', { name: 'Add Appointment', exact: true }).click();
    await page.getByText('Appointment successfully added!').waitFor({ timeout: 15_000 });
    const booked = await apiAs(page, e2e.product.url, 'GET', `/api/appointments?customer_id=${customerId}&start_date=${day(-1)}`);
    expect(JSON.stringify(booked.body)).toContain('"dog_name":"Biscuit"');
  });

  it("suggests a pet's usual duration from its past appointments, taken only on Use", async () => {
    const page = await staffPage();
    const customerId = await newCustomer(page, 'Oscar Lindqvist');
    const groomer = await firstGroomer(page);
    expect((await apiAs(page, e2e.product.url, 'POST', '/api/pets', { customer_id: customerId, name: 'Milo' })).status).toBe(201);
    // The latest five past visits: 60, 75, 75, 120, 120 → usually 75; the oldest (480) is the sixth and does not count.
    const durations = [480, 60, 75, 75, 120, 120];
    for (const [index, minutes] of durations.entries()) {
      const booked = await apiAs(page, e2e.product.url, 'POST', '/api/appointments', {
        date: day(-70 + index * 10), time: '10:00', customer_id: customerId, groomer_id: groomer.id, dog_name: 'Milo', duration_minutes: minutes,
      });
      expect(booked.status).toBe(201);
    }

    await openBooking(page, customerId);
    await page.getByLabel(/^Dog name( \*)?$/).fill('milo');
    const suggestion = page.getByRole('status', { name: 'Duration suggestion' });
    await suggestion.getByText('Usually 75 min').waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'the booking form with the duration suggestion');
    const duration = page.getByLabel('Duration (minutes)');
    await expect(duration.inputValue()).resolves.toBe('90');
    await suggestion.getByRole('button', { name: 'Use 75 min' }).click();
    await expect.poll(() => duration.inputValue()).toBe('75');
    await suggestion.waitFor({ state: 'detached' });
  });
});
