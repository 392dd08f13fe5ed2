import type { Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD } from './product';

/** Signs in through the login page, as a person would, and waits for the dashboard. */
export async function signInAs(page: Page, baseUrl: string, who: keyof typeof DEMO, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(DEMO[who]);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 15_000 });
}
