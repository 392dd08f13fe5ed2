import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasRoleAtLeast, type Role } from '@groombook/domain';
import { editAppointmentPath, ROUTE_LIST, ROUTES, type KeyedRoute } from '@groombook/routes';
import { axeViolations, blocking, describeViolations } from './support/axe';
import { DEMO } from './support/product';
import { signInAs } from './support/sign-in';
import { apiAs, useProductInChromium } from './support/product-in-chromium';

/** Who opens a page: nobody signed in, or one of the demo sign-ins. */
type Visitor = 'signed out' | keyof typeof DEMO;
const SIGNED_IN: Record<keyof typeof DEMO, Role> = { staff: 'staff', admin: 'admin', superadmin: 'superadmin' };

/** Public pages signed out; every other page by each sign-in whose role may open it. */
function visitorsOf(route: KeyedRoute): Visitor[] {
  const minRole = route.minRole;
  if (minRole === null) return ['signed out'];
  return (Object.keys(SIGNED_IN) as (keyof typeof DEMO)[]).filter((who) => hasRoleAtLeast(SIGNED_IN[who], minRole));
}

/** Every route of the manifest with each of its visitors: a new route is checked without a change here. */
const VISITS = ROUTE_LIST.flatMap((route) => visitorsOf(route).map((visitor) => ({ route, visitor })));

/** The ids the patterns' parameters take, by parameter name, read from the demo company (a campaign is sent for the purpose). */
interface Ids {
  customerId: string;
  appointmentId: string;
  campaignId: string;
  companyId: string;
}

/** The address of a route: its parameters filled from `ids`, a trailing `/*` with an unknown page. */
function addressOf(route: KeyedRoute, ids: Ids): string {
  const path = route.path
    .replace(/:(\w+)/g, (_, name: string) => {
      const id = (ids as unknown as Record<string, string | undefined>)[name];
      if (!id) throw new Error(`No id for the parameter :${name} of ${route.key} (${route.path}): add one to the test's ids`);
      return id;
    })
    .replace(/\/\*$/, '/no-such-page');
  // The customers' opt-in pages belong to a company, named in the query.
  return route.owner === 'opt-in' ? `${path}?company_id=${ids.companyId}` : path;
}

/**
 * Waits until the page shows its content: a first-level heading, no spinner and no 'Loading...'
 * text, then for the dialogs' and popovers' transitions to end (a fading element has a lower contrast).
 */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 20_000 });
  await page.waitForFunction(
    () => {
      const shown = (element: Element) => element.getClientRects().length > 0;
      const spinning = Array.from(document.querySelectorAll('.mantine-Loader-root, [aria-busy="true"]')).some(shown);
      const loadingText = Array.from(document.querySelectorAll('body *')).some(
        (element) => element.children.length === 0 && /^\s*Loading\b/.test(element.textContent ?? '') && shown(element),
      );
      return !spinning && !loadingText;
    },
    undefined,
    { timeout: 20_000 },
  );
  await page.waitForTimeout(400);
}

/** Fails with the compact list of what axe found moderate, serious or critical. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  const found = blocking(await axeViolations(page));
  expect(found.length, describeViolations(where, found)).toBe(0);
}

describe('accessibility in Chromium (axe-core)', () => {
  const e2e = useProductInChromium({ SMS_QUIET_HOURS: 'off' });
  const pages = new Map<Visitor, Page>();
  const ids: Ids = { customerId: '', appointmentId: '', campaignId: '', companyId: '' };

  async function pageOf(visitor: Visitor): Promise<Page> {
    const known = pages.get(visitor);
    if (known) return known;
    const { page } = await e2e.browser.newPage({ bypassCSP: true });
    if (visitor !== 'signed out') await signInAs(page, e2e.product.url, visitor);
    pages.set(visitor, page);
    return page;
  }

  async function open(visitor: Visitor, address: string): Promise<Page> {
    const page = await pageOf(visitor);
    await page.goto(`${e2e.product.url}${address}`);
    await settled(page);
    return page;
  }

  beforeAll(async () => {
    const admin = await pageOf('admin');
    const customers = await apiAs(admin, e2e.product.url, 'GET', '/api/customers');
    ids.customerId = customers.body.data.customers[0].id;
    const today = new Date();
    const month = await apiAs(admin, e2e.product.url, 'GET', `/api/appointments?year=${today.getFullYear()}&month=${today.getMonth() + 1}`);
    ids.appointmentId = month.body.appointments[0].id;
    const campaign = await apiAs(admin, e2e.product.url, 'POST', '/api/campaigns', {
      title: 'Spring special',
      message: 'Spring baths are 20% off this week!',
      recipients: { mode: 'all' },
    });
    expect(campaign.status).toBe(201);
    ids.campaignId = campaign.body.data.campaign.id;
    const companies = await apiAs(await pageOf('superadmin'), e2e.product.url, 'GET', '/api/companies');
    ids.companyId = companies.body.data.companies.find((company: { name: string }) => company.name === 'Happy Paws Grooming').id;
  });

  it('has a visitor for every route of the manifest', () => {
    const checked = new Set(VISITS.map((visit) => visit.route.key));
    expect(ROUTE_LIST.filter((route) => !checked.has(route.key))).toEqual([]);
  });

  /**
   * Opens each control of the page that pops something up (a menu, a list of choices, a picker:
   * every enabled element with aria-haspopup), checks the page with it open, and closes it with
   * Escape. A page that opens as a dialog (a customer, a new company) is checked as it opens:
   * Escape would close it.
   */
  async function expectPopupsAccessible(page: Page, where: string): Promise<void> {
    if (await page.getByRole('dialog').first().isVisible()) return;
    const openers = page.locator('[aria-haspopup]:not([aria-haspopup="false"]):not([disabled]):visible');
    const count = await openers.count();
    for (let index = 0; index < count; index++) {
      const opener = openers.nth(index);
      if (!(await opener.isVisible())) continue;
      const name = ((await opener.getAttribute('aria-label')) ?? (await opener.textContent()) ?? '').trim().slice(0, 40);
      await opener.click();
      await page.waitForTimeout(300);
      await settled(page);
      await expectAccessible(page, `${where}, with "${name}" open`);
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
    }
  }

  // Each page as it opens, with each of its menus, lists and pickers open, then with each of its other tabs chosen.
  it.each(VISITS.map((visit) => [`${visit.route.path} (${visit.visitor})`, visit] as const))('%s', async (_, { route, visitor }) => {
    const page = await open(visitor, addressOf(route, ids));
    if (visitor !== 'signed out') expect(new URL(page.url()).pathname).not.toBe(ROUTES.login.path);
    const where = `${route.key} ${addressOf(route, ids)} as ${visitor}`;
    await expectAccessible(page, where);
    await expectPopupsAccessible(page, where);
    const tabs = page.getByRole('tab');
    for (let index = 0; index < (await tabs.count()); index++) {
      const tab = tabs.nth(index);
      if ((await tab.getAttribute('aria-selected')) === 'true') continue;
      const name = await tab.textContent();
      await tab.click();
      await settled(page);
      await expectAccessible(page, `${where}, tab ${name}`);
    }
  });

  it('the sign-in page with a failed sign-in', async () => {
    const page = await open('signed out', ROUTES.login.path);
    await page.getByLabel('Email').fill(DEMO.staff);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Invalid login credentials').waitFor();
    await expectAccessible(page, 'login with a failed sign-in');

    // An empty form: the fields' own errors.
    await page.getByLabel('Email').fill('');
    await page.getByLabel('Password', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await expectAccessible(page, 'login with field errors');
  });

  it('the appointment form: filled, its time picker and customer list open, and its field errors', async () => {
    const page = await open('staff', ROUTES.addAppointment.path);
    await page.getByRole('button', { name: 'Add Appointment', exact: true }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await expectAccessible(page, 'add appointment with field errors');

    await page.getByLabel('Time', { exact: true }).click();
    await page.getByRole('dialog', { name: 'Select Time' }).waitFor();
    await settled(page);
    await expectAccessible(page, 'the time picker');
    await page.getByRole('button', { name: '10:00 AM', exact: true }).click();

    const customer = page.getByLabel(/^Customer( \*)?$/);
    await customer.click();
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await settled(page);
    await expectAccessible(page, 'the customer list open');
    await page.getByRole('listbox').getByRole('option').first().click();

    await page.getByLabel(/^Dog name( \*)?$/).fill('Rex');
    await page.getByLabel(/^Groomer( \*)?$/).first().click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.getByLabel('Service price', { exact: true }).fill('100');
    await page.getByLabel('Payment received', { exact: true }).fill('120');
    const recurring = page.getByRole('switch', { name: 'Make this a recurring appointment' });
    await recurring.click();
    await settled(page);
    await expectAccessible(page, 'add appointment filled, recurring');

    await recurring.click();
    await page.getByRole('button', { name: 'Add Appointment', exact: true }).click();
    await page.getByText('Appointment successfully added!').waitFor({ timeout: 15_000 });
    await settled(page);
    await expectAccessible(page, 'add appointment saved');
  });

  it("the edit page's delete confirmation", async () => {
    const page = await open('staff', editAppointmentPath(ids.appointmentId));
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete this appointment?' }).waitFor();
    await settled(page);
    await expectAccessible(page, 'the delete confirmation');
  });

  it('the narrow layout with its navigation drawer open', async () => {
    const { page } = await e2e.browser.newPage({ width: 375, height: 740, bypassCSP: true });
    await signInAs(page, e2e.product.url, 'admin');
    await settled(page);
    await expectAccessible(page, 'the dashboard at 375px');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog').waitFor();
    await settled(page);
    await expectAccessible(page, 'the navigation drawer');
  });
});
