import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_COMPANY } from './support/product';
import { apiAs, useProductInChromium } from './support/product-in-chromium';
import { signInAs } from './support/sign-in';

interface TipRow {
  name: string;
  tips: number;
}

/** The demo salon's day from the menu to the report: an add-on on the menu, a booking with it, the dog through Home, checkout and the report. */
describe("the salon's day in Chromium", () => {
  const e2e = useProductInChromium();

  async function signedIn(who: 'admin' | 'staff'): Promise<Page> {
    const { page } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, who);
    return page;
  }

  async function tipsOf(page: Page, day: string): Promise<Map<string, number>> {
    const summary = await apiAs(page, e2e.product.url, 'GET', `/api/reports/summary?from=${day}&to=${day}`);
    expect(summary.status).toBe(200);
    return new Map((summary.body.data.tips as TipRow[]).map((row) => [row.name, Number(row.tips)]));
  }

  it('an admin adds an add-on; staff book a large dog with a bath and the add-on, check it in and out on Home, split the tip; the report shows it all', async () => {
    // An admin puts ear cleaning on the menu.
    const admin = await signedIn('admin');
    await admin.goto(`${e2e.product.url}/services`);
    await admin.getByRole('heading', { level: 1, name: 'Service Prices' }).waitFor({ timeout: 15_000 });
    await admin.getByRole('button', { name: 'Add Service' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Service' });
    await dialog.getByLabel(/^Name( \*)?$/).fill('Ear cleaning');
    await dialog.getByLabel('Kind').selectOption({ label: 'Add-on' });
    for (const size of ['Small', 'Medium', 'Large', 'Extra large']) {
      await dialog.getByLabel(`${size} price`, { exact: true }).fill('12');
      await dialog.getByLabel(`${size} minutes`, { exact: true }).fill('15');
    }
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await admin.getByRole('row').filter({ hasText: 'Ear cleaning' }).waitFor({ timeout: 15_000 });

    // Staff book a customer who has a phone for today, a large dog, a bath and the add-on.
    const staff = await signedIn('staff');
    const today = (await apiAs(staff, e2e.product.url, 'GET', '/api/appointments?date=today')).body.date as string;
    const created = await apiAs(staff, e2e.product.url, 'POST', '/api/customers', { name: 'Piper Flowers', phone_number: '(201) 555-0188' });
    expect(created.status).toBe(201);
    const before = await tipsOf(admin, today);

    await staff.goto(`${e2e.product.url}/add-appointment`);
    await staff.getByRole('heading', { level: 1, name: 'Add Appointment' }).waitFor({ timeout: 15_000 });
    await staff.getByLabel(/^Date( \*)?$/).fill(today);
    await staff.getByLabel('Time', { exact: true }).click();
    const picker = staff.getByRole('dialog', { name: 'Select Time' });
    await picker.getByRole('button', { name: '6:00 PM', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    const customer = staff.getByLabel(/^Customer( \*)?$/);
    await customer.click();
    await customer.fill('Piper Flowers');
    await staff.getByRole('option', { name: /^Piper Flowers/ }).click();
    await staff.getByLabel(/^Dog name( \*)?$/).fill('Moose');
    await staff.getByLabel(/^Groomer( \*)?$/).first().click();
    await staff.getByRole('option', { name: 'Sam Chen', exact: true }).click();
    await staff.getByLabel('Dog size').selectOption({ label: 'Large' });
    await staff.getByRole('checkbox', { name: /^Large dog bath/ }).check();
    await staff.getByRole('checkbox', { name: /^Ear cleaning/ }).check();
    // The price and the length are the menu's, at the large size: 100 + 12 and 90 + 15.
    await expect(staff.getByLabel('Service price', { exact: true }).inputValue()).resolves.toMatch(/112/);
    await expect(staff.getByLabel('Duration (minutes)').inputValue()).resolves.toBe('105');
    await staff.getByRole('button', { name: 'Add Appointment', exact: true }).click();
    await staff.getByText('Appointment successfully added!').waitFor({ timeout: 15_000 });
    const day = (await apiAs(staff, e2e.product.url, 'GET', '/api/appointments?date=today')).body.appointments as { id: string; dog_name: string; lines: { name: string }[] }[];
    const booked = day.find((appointment) => appointment.dog_name === 'Moose');
    expect(booked?.lines.map((line) => line.name)).toEqual(['Large dog bath', 'Ear cleaning']);

    // Home: the dog arrives, then is ready; the customer gets the text.
    await staff.goto(`${e2e.product.url}/`);
    const sam = staff.getByRole('region', { name: 'Sam Chen' });
    const moose = sam.getByRole('listitem').filter({ hasText: 'Moose' });
    await moose.waitFor({ timeout: 15_000 });
    await moose.getByRole('button', { name: 'Check in Moose' }).click();
    await moose.getByText('Checked in', { exact: true }).waitFor({ timeout: 15_000 });
    await moose.getByRole('button', { name: 'Ready Moose' }).click();
    await moose.getByText('Ready', { exact: true }).waitFor({ timeout: 15_000 });
    const readyText = `Moose is ready for pickup at ${DEMO_COMPANY}`;
    let simulator = '';
    for (let tries = 0; tries < 100 && !simulator.includes(readyText); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      simulator = await (await fetch(`${e2e.product.url}/api/dev/sms`)).text();
    }
    expect(simulator).toContain(readyText);

    // Checkout: paid by card, the tip split between Sam Chen and Jordan Lee.
    await moose.getByRole('link', { name: 'Complete Moose' }).click();
    const checkout = staff.getByRole('dialog', { name: 'Checkout' });
    await checkout.waitFor({ timeout: 15_000 });
    await checkout.getByText('Card', { exact: true }).click();
    await checkout.getByLabel(/^Amount paid( \*)?$/).fill('134.42');
    await checkout.getByRole('checkbox', { name: 'Split tip' }).check();
    await checkout.getByLabel('Tip 1').fill('10');
    await checkout.getByRole('button', { name: 'Add groomer' }).click();
    await checkout.getByLabel('Groomer 2').click();
    await staff.getByRole('option', { name: 'Jordan Lee', exact: true }).click();
    await checkout.getByLabel('Tip 2').fill('5');
    await checkout.getByRole('button', { name: 'Complete checkout' }).click();
    await checkout.waitFor({ state: 'detached', timeout: 15_000 });
    const done = await apiAs(staff, e2e.product.url, 'GET', `/api/appointments?id=${booked?.id}`);
    expect(done.body.appointment.status).toBe('completed');
    expect(done.body.appointment.payment_method).toBe('card');
    expect(done.body.appointment.tips).toHaveLength(2);

    // The report: the bath and the add-on sold today, both groomers' tips grown by their shares.
    const after = await tipsOf(admin, today);
    expect(Math.round(((after.get('Sam Chen') ?? 0) - (before.get('Sam Chen') ?? 0)) * 100)).toBe(1000);
    expect(Math.round(((after.get('Jordan Lee') ?? 0) - (before.get('Jordan Lee') ?? 0)) * 100)).toBe(500);
    await admin.goto(`${e2e.product.url}/reports?from=${today}&to=${today}`);
    const services = admin.getByRole('region', { name: 'Revenue by Service' });
    await services.getByRole('row').filter({ hasText: 'Ear cleaning' }).waitFor({ timeout: 15_000 });
    await services.getByRole('row').filter({ hasText: 'Large dog bath' }).waitFor();
    const tips = admin.getByRole('region', { name: 'Tips by Groomer' });
    for (const groomer of ['Sam Chen', 'Jordan Lee']) {
      const amount = (after.get(groomer) ?? 0).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
      await tips.getByRole('row').filter({ hasText: groomer }).filter({ hasText: amount }).waitFor();
    }
  });
});
