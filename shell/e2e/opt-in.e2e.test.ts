import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { OPT_IN_MESSAGES } from '@groombook/contracts/platform';
import { MARKETING_MESSAGES_PER_MONTH, OPT_IN_DISCLOSURE_VERSION, OPT_OUT_BUSINESS_DAYS } from '@groombook/domain';
import { DEMO_COMPANY, demoCompanyId } from './support/product';
import { apiAs, useProductInChromium } from './support/product-in-chromium';
import { signInAs } from './support/sign-in';

/** A phone's screen. */
const PHONE = { width: 375, height: 812 };

/** Every request the page makes, in order. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

describe("the customers' opt-in pages in Chromium", () => {
  const e2e = useProductInChromium();
  let companyId = '';
  const optInAddress = () => `${e2e.product.url}/sms-opt-in?company_id=${companyId}&phone=201-555-0123`;

  beforeAll(async () => {
    companyId = await demoCompanyId(e2e.product.url);
  });

  async function openOptIn() {
    const opened = await e2e.browser.newPage(PHONE);
    const requests = recordRequests(opened.page);
    const response = await opened.page.goto(optInAddress());
    await opened.page.getByRole('heading', { level: 1, name: `Text messages from ${DEMO_COMPANY}` }).waitFor({ timeout: 15_000 });
    return { ...opened, requests, response };
  }

  it("opens on a phone with the company's name and the number filled in, loading only its own files", async () => {
    const { page, requests, response, errors } = await openOptIn();

    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    await expect(page.getByLabel('Mobile number').inputValue()).resolves.toBe('201-555-0123');
    await expect(page.getByLabel('Your name').inputValue()).resolves.toBe('');
    await expect(page.getByRole('checkbox').isChecked()).resolves.toBe(false);

    // The page and its own assets, and the company's name from the API: no shell, no remote.
    const paths = requests.map((request) => new URL(request.url()).pathname);
    expect(paths[0]).toBe('/sms-opt-in');
    for (const path of paths.slice(1)) {
      expect(path.startsWith('/opt-in/') || path === '/api/companies', path).toBe(true);
    }
    expect(paths.some((path) => path.startsWith('/opt-in/') && path.endsWith('.js'))).toBe(true);
    expect(paths.join(' ')).not.toMatch(/remoteEntry|mf-manifest|config\.json|\/remotes\/|\/main\./);
    expect(errors).toEqual([]);

    // Made for a phone: nothing wider than the screen, 16px fields (no zoom on iOS), large targets.
    const layout = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
      return {
        scrollWidth: document.documentElement.scrollWidth,
        viewportWidth: window.innerWidth,
        fontSizes: Array.from(document.querySelectorAll('input[type=text], input[type=tel]'), (input) => getComputedStyle(input).fontSize),
        inputHeight: box('#phone')?.height ?? 0,
        buttonHeight: box('button[type=submit]')?.height ?? 0,
      };
    });
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.viewportWidth);
    expect(layout.fontSizes).toEqual(['16px', '16px']);
    expect(layout.inputHeight).toBeGreaterThanOrEqual(44);
    expect(layout.buttonHeight).toBeGreaterThanOrEqual(44);
  });

  it('asks for consent before sending anything', async () => {
    const { page, requests } = await openOptIn();
    await page.getByLabel('Your name').fill('Pat Owner');
    await page.getByRole('button', { name: 'Sign up for texts' }).click();

    await page.getByText(OPT_IN_MESSAGES.consentRequired).waitFor();
    await expect(page.getByRole('checkbox').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(requests.some((request) => new URL(request.url()).pathname === '/api/sms-opt-in')).toBe(false);
  });

  it("opts in on a phone once the phone answers YES: the ledger keeps both steps, and both texts are in the customer's conversation", async () => {
    const { page, errors } = await openOptIn();
    await page.getByLabel('Your name').fill('Pat Owner');
    await page.getByRole('checkbox').check();
    const posted = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/sms-opt-in');
    await page.getByRole('button', { name: 'Sign up for texts' }).click();
    await page.getByText(OPT_IN_MESSAGES.pending).waitFor({ timeout: 15_000 });
    expect((await posted).postDataJSON()).toEqual({
      companyId,
      name: 'Pat Owner',
      phoneNumber: '201-555-0123',
      consent: true,
      disclosureVersion: OPT_IN_DISCLOSURE_VERSION,
    });
    // Nothing is confirmed by the form alone.
    expect(await page.getByRole('heading', { name: OPT_IN_MESSAGES.success }).count()).toBe(0);
    const layout = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, viewportWidth: window.innerWidth }));
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.viewportWidth);

    // The phone got the request from the salon's own number, and answers it.
    const company = (await (await fetch(`${e2e.product.url}/api/companies?id=${companyId}`)).json()) as { company: { sms_number: string } };
    const salonNumber = company.company.sms_number;
    // The text is queued with the answer and sent a moment later by its job.
    const asked = `Reply YES to get texts from ${DEMO_COMPANY}. Reply STOP to cancel.`;
    let simulator = '';
    for (let tries = 0; tries < 100 && !simulator.includes(asked); tries += 1) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      simulator = await (await fetch(`${e2e.product.url}/api/dev/sms`)).text();
    }
    expect(simulator).toContain(asked);
    const yes = await fetch(`${e2e.product.url}/api/dev/sms/inbound`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ from: '201-555-0123', to: salonNumber, body: 'YES' }),
    });
    expect(yes.status).toBe(200);
    await page.getByRole('heading', { name: OPT_IN_MESSAGES.success }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);

    // The salon's admin finds both steps in the ledger, and both texts in the conversation.
    const { page: admin } = await e2e.browser.newPage();
    await signInAs(admin, e2e.product.url, 'admin');
    const ledger = await apiAs(admin, e2e.product.url, 'GET', '/api/sms-consents?phone=201-555-0123');
    expect(ledger.status).toBe(200);
    const { consents, current } = (ledger.body as { data: { consents: Record<string, string | null>[]; current: string } }).data;
    expect(consents.map((entry) => [entry['action'], entry['source']])).toEqual([
      ['opt_in', 'YES'],
      ['opt_in_requested', 'opt-in page'],
    ]);
    const request = consents[1];
    expect(request).toMatchObject({ phone_e164: '+12015550123', name: 'Pat Owner', disclosure_version: OPT_IN_DISCLOSURE_VERSION });
    expect(request?.['ip_address']).toBeTruthy();
    expect(request?.['user_agent']).toMatch(/Chrom/);
    expect(request?.['customer_id']).toBeTruthy();
    expect(current).toBe('opted_in');

    await admin.goto(`${e2e.product.url}/customer-conversation/${request?.['customer_id']}`);
    const thread = admin.getByRole('list', { name: 'Messages' });
    await thread.getByText(`Reply YES to get texts from ${DEMO_COMPANY}`, { exact: false }).waitFor({ timeout: 15_000 });
    await thread.getByText(`${DEMO_COMPANY}: you're signed up for text messages`, { exact: false }).waitFor({ timeout: 15_000 });
  });

  it('links to the privacy policy of the same company, which names it', async () => {
    const { page } = await openOptIn();
    await page.getByRole('link', { name: 'SMS privacy policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'SMS privacy policy' }).waitFor();
    expect(new URL(page.url()).searchParams.get('company_id')).toBe(companyId);
    await page.getByText(`sent by ${DEMO_COMPANY} through GroomBook`).waitFor();
  });

  it('shows the whole privacy policy without JavaScript', async () => {
    const context = await e2e.browser.browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${e2e.product.url}/sms-privacy-policy?company_id=${companyId}`);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'SMS privacy policy' }).waitFor();
      const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
      for (const point of [
        'sent by your grooming salon through GroomBook',
        'We collect the mobile phone number',
        'reminders of your appointments',
        'promotions',
        `up to ${MARKETING_MESSAGES_PER_MONTH} marketing messages a month`,
        'do not sell, rent or share your phone number',
        'third parties',
        'Reply STOP',
        `within ${OPT_OUT_BUSINESS_DAYS} business days at the latest`,
        'Reply HELP',
        'Changes to this policy',
        'Contact',
      ]) {
        expect(text).toContain(point);
      }
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await context.close();
    }
  });

  it('is loaded from the server when the application itself navigates there', async () => {
    const { page } = await e2e.browser.newPage(PHONE);
    await page.goto(`${e2e.product.url}/forgot-password`);
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor({ timeout: 15_000 });
    await page.evaluate(() => ((window as unknown as { __shellDocument: boolean }).__shellDocument = true));

    await page.evaluate((address) => {
      window.history.pushState({}, '', address);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/sms-opt-in?company_id=${companyId}`);
    await page.getByRole('heading', { level: 1, name: `Text messages from ${DEMO_COMPANY}` }).waitFor({ timeout: 15_000 });
    // A new document, not a page of the shell's.
    await expect(page.evaluate(() => (window as unknown as { __shellDocument?: boolean }).__shellDocument)).resolves.toBeUndefined();
  });
});
