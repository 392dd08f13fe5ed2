import type { Page } from 'playwright-core';
import { NAV_GROUPS, ROUTE_LIST } from '@groombook/routes';

/** The header's group of the page whose link reads `label`, as the route manifest gives it. */
function groupOf(label: string) {
  const group = ROUTE_LIST.find((route) => route.nav?.label === label)?.nav?.group;
  if (!group) throw new Error(`No header link named "${label}" in the route manifest`);
  return group;
}

/**
 * Opens the page of the header link `label` as a person would at the page's width: the link
 * itself when it shows, else through its group's menu (or the account menu); under 768px
 * through the drawer.
 */
export async function openHeaderLink(page: Page, label: string): Promise<void> {
  const banner = page.getByRole('banner');
  const drawerButton = banner.getByRole('button', { name: 'Open navigation' });
  if (await drawerButton.isVisible()) {
    await drawerButton.click();
    await page.getByRole('dialog').getByRole('link', { name: label, exact: true }).click();
    return;
  }
  const group = groupOf(label);
  if (group === 'account') {
    await banner.getByRole('button', { name: /^Account: / }).click();
    await banner.getByRole('link', { name: label, exact: true }).click();
    return;
  }
  const nav = banner.getByRole('navigation', { name: 'Main navigation' });
  const link = nav.getByRole('link', { name: label, exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: NAV_GROUPS[group].label, exact: true }).click();
  await link.click();
}
