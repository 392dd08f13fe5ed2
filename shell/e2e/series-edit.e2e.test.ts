import { describe, expect, it } from 'vitest';
import { signInAs } from './support/sign-in';
import { apiAs, useProductInChromium } from './support/product-in-chromium';

interface Occurrence {
  id: string;
  date: string;
  time: string | null;
  groomer_id: string | null;
  recurring_sequence: number | null;
  recurring_group_id: string | null;
}

/** A Monday about eight months ahead: a month the demo data does not reach. */
function futureMonday(): string {
  const date = new Date(Date.now() + 240 * 86_400_000);
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7));
  return date.toISOString().slice(0, 10);
}

describe('series edits in Chromium', () => {
  const e2e = useProductInChromium();

  it('edits the third occurrence of a weekly series with "This and following": the first two stay, the rest move', async () => {
    const { page } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'admin');
    const api = (method: string, path: string, body?: unknown) => apiAs(page, e2e.product.url, method, path, body);

    const groomer = (await api('GET', '/api/assignees')).body.data.assignees[0].id as string;
    const customer = (await api('POST', '/api/customers', { name: 'Series Sam' })).body.data.customer.id as string;
    const created = await api('POST', '/api/recurring-appointments', {
      date: futureMonday(),
      time: '09:00',
      groomer_id: groomer,
      customer_id: customer,
      dog_name: 'Pepper',
      charged_amount: 70,
      duration_minutes: 60,
      recurring_config: { frequency: 'weekly', interval: 1, endType: 'count', endCount: 6 },
    });
    expect(created.status).toBe(201);
    const groupId = created.body.data.recurring_group_id as string;

    /** The series as the API lists it, in order: its weeks span two months at most. */
    async function series(): Promise<Occurrence[]> {
      const found: Occurrence[] = [];
      const start = new Date(`${futureMonday()}T00:00:00Z`);
      for (const offset of [0, 1]) {
        const month = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + offset, 1));
        const answer = await api('GET', `/api/appointments?year=${month.getUTCFullYear()}&month=${month.getUTCMonth() + 1}`);
        found.push(...(answer.body.appointments as Occurrence[]).filter((a) => a.recurring_group_id === groupId));
      }
      return found.sort((a, b) => (a.recurring_sequence ?? 0) - (b.recurring_sequence ?? 0));
    }
    const before = await series();
    expect(before.map((a) => a.time)).toEqual(['09:00', '09:00', '09:00', '09:00', '09:00', '09:00']);

    await page.goto(`${e2e.product.url}/edit-appointment/${before[2]!.id}`);
    await page.getByRole('heading', { level: 1, name: 'Edit Appointment' }).waitFor({ timeout: 15_000 });
    await page.getByRole('region', { name: 'Part of Recurring Series' }).getByText('Appointment 3 of 6').waitFor();
    await expect(page.getByRole('radio', { name: 'This appointment' }).isChecked()).resolves.toBe(true);

    await page.getByLabel('Time', { exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Select Time' });
    await picker.getByRole('button', { name: '1:00 PM', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: 'This and following' }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('4 appointments successfully updated!').waitFor({ timeout: 15_000 });

    const after = await series();
    expect(after.map((a) => a.date)).toEqual(before.map((a) => a.date));
    expect(after.map((a) => a.time)).toEqual(['09:00', '09:00', '13:00', '13:00', '13:00', '13:00']);
  });
});
