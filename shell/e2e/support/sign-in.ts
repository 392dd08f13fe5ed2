import type { Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD } from './product';

/**
 * The page each demo account lands on after signing in: a super admin belongs to no salon,
 * so the home page asks them to choose the company to work in.
 */
const LANDING_HEADING: Record<keyof typeof DEMO, string> = {
  superadmin: 'Choose a company',
  admin: 'Dashboard',
  staff: 'Dashboard',
};

/** Signs in through the login page, as a person would, and waits for the page they land on. */
export async function signInAs(page: Page, baseUrl: string, who: keyof typeof DEMO, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(DEMO[who]);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: LANDING_HEADING[who] }).waitFor({ timeout: 15_000 });
}

/** A super admin chooses the company to act in, in the switcher under the header (at every width). */
export async function actInCompany(page: Page, companyName: string): Promise<void> {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /^(Choose a company|Acting in: )/ }).click();
  await banner.getByRole('button', { name: companyName, exact: true }).click();
  await banner.getByRole('button', { name: `Acting in: ${companyName}` }).waitFor();
}

/** Opens the account menu at the end of the header (Settings, the account pages, Logout). */
export async function openAccountMenu(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: /^Account: / }).click();
}

/** Logout from the account menu. */
export async function logOut(page: Page): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
}
