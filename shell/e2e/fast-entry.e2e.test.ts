import { describe, expect, it } from 'vitest';
import { signInAs } from './support/sign-in';
import { apiAs, useProductInChromium } from './support/product-in-chromium';

/** A Tuesday about eight months ahead, in a month the demo data does not reach. */
function futureTuesday(): string {
  const date = new Date(Date.now() + 240 * 86_400_000);
  date.setUTCDate(date.getUTCDate() + ((9 - date.getUTCDay()) % 7));
  return date.toISOString().slice(0, 10);
}

const DAY = futureTuesday();
const [YEAR, MONTH, DATE] = DAY.split('-') as [string, string, string];

describe('Fast Appointment Entry in Chromium', () => {
  // The built-in reader, whatever the machine's environment holds.
  const e2e = useProductInChromium({ ANTHROPIC_API_KEY: '' });

  it('reads a typed sentence, shows it for review, fills the form by keyboard alone, and the saved appointment is in the list', async () => {
    const { page } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'staff');
    const created = await apiAs(page, e2e.product.url, 'POST', '/api/customers', { name: 'Wendell Okafor' });
    expect(created.status).toBe(201);

    await page.goto(`${e2e.product.url}/add-appointment`);
    await page.getByRole('heading', { level: 1, name: 'Add Appointment' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Fast Appointment Entry' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Fast Appointment Entry' });
    const sentence = dialog.getByLabel('Appointment details');
    await sentence.waitFor({ timeout: 15_000 });
    await expect(sentence.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    // Misspelt, lowercase, as typed at the desk.
    await page.keyboard.type(`biscuit for wendel okafor ${MONTH}/${DATE}/${YEAR} at 2:30pm with sam, large dog bath, 45 min, nervous with dryers`);
    await page.keyboard.press('Enter');
    await dialog.getByText('Data parsed successfully! Review below and click "Apply to Form" to update.').waitFor({ timeout: 15_000 });
    const review = dialog.getByRole('table', { name: 'Parsed details' });
    await expect(review.textContent()).resolves.toContain('Wendell Okafor');
    await expect(review.textContent()).resolves.toContain('Sam Chen');
    await expect(review.textContent()).resolves.toContain('2:30 PM');
    await expect(review.textContent()).resolves.toContain('$100.00');
    // One action at a time: 'Apply to Form' now, in the place 'Fill Form' was.
    await expect(dialog.getByRole('button', { name: 'Fill Form' }).count()).resolves.toBe(0);

    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Form updated successfully!').waitFor();
    await expect(page.getByLabel(/^Date( \*)?$/).inputValue()).resolves.toBe(DAY);
    await expect(page.getByLabel('Time', { exact: true }).inputValue()).resolves.toBe('2:30 PM');
    await expect(page.getByLabel('Duration (minutes)').inputValue()).resolves.toBe('45');
    await expect(page.getByLabel(/^Customer( \*)?$/).inputValue()).resolves.toBe('Wendell Okafor');
    await expect(page.getByLabel(/^Dog name( \*)?$/).inputValue()).resolves.toBe('Biscuit');
    await expect(page.getByLabel(/^Groomer( \*)?$/).first().inputValue()).resolves.toBe('Sam Chen');
    await expect(page.getByLabel('Service price', { exact: true }).inputValue()).resolves.toBe('100');
    await expect(page.getByLabel('Notes', { exact: true }).inputValue()).resolves.toBe('Large dog bath, nervous with dryers');

    // The sentence named the menu's large dog bath; the desk says how big the dog is, which prices it.
    await page.getByText("Choose the dog's size to price the services.").waitFor();
    await page.getByLabel('Dog size').selectOption({ label: 'Large' });
    await expect(page.getByRole('checkbox', { name: /^Large dog bath/ }).isChecked()).resolves.toBe(true);
    await expect(page.getByLabel('Service price', { exact: true }).inputValue()).resolves.toBe('100');
    await expect(page.getByLabel('Duration (minutes)').inputValue()).resolves.toBe('45');
    await page.getByRole('button', { name: 'Add Appointment', exact: true }).click();
    await page.getByText('Appointment successfully added!').waitFor({ timeout: 15_000 });

    await page.goto(`${e2e.product.url}/appointments?year=${Number(YEAR)}&month=${Number(MONTH)}`);
    const row = page.getByRole('row').filter({ hasText: 'Wendell Okafor' });
    await row.waitFor({ timeout: 15_000 });
    await expect(row.textContent()).resolves.toContain('2:30 PM');
    await expect(row.textContent()).resolves.toContain('Sam Chen');

    const month = (await apiAs(page, e2e.product.url, 'GET', `/api/appointments?year=${Number(YEAR)}&month=${Number(MONTH)}`)).body;
    const saved = month.appointments.find((a: { customer: { name: string } | null }) => a.customer?.name === 'Wendell Okafor');
    expect(saved).toMatchObject({ date: DAY, time: '14:30', dog_name: 'Biscuit', charged_amount: 100, duration_minutes: 45, notes: 'Large dog bath, nervous with dryers' });
  });

  it('says when a sentence holds no appointment, and starts over when reopened', async () => {
    const { page } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'staff');
    await page.goto(`${e2e.product.url}/add-appointment`);
    await page.getByRole('button', { name: 'Fast Appointment Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fast Appointment Entry' });
    await dialog.getByLabel('Appointment details').waitFor({ timeout: 15_000 });

    await dialog.getByRole('button', { name: 'Fill Form' }).click();
    await dialog.getByText('Please enter appointment details to parse.').waitFor();
    await dialog.getByLabel('Appointment details').fill('hello there');
    await dialog.getByRole('button', { name: 'Fill Form' }).click();
    await dialog.getByText(/^No appointment information could be extracted from your text\./).waitFor({ timeout: 15_000 });

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Fast Appointment Entry' }).click();
    await expect(dialog.getByLabel('Appointment details').inputValue()).resolves.toBe('');
    await expect(dialog.getByRole('alert').count()).resolves.toBe(0);
  });
});
