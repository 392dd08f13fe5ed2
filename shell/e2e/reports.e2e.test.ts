import fs from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInAs } from './support/sign-in';
import { apiAs, useProductInChromium } from './support/product-in-chromium';

/** March two years ago: a month the demo data (the last 45 days and the next 30) never reaches. */
const YEAR = new Date().getFullYear() - 2;
const day = (n: number) => `${YEAR}-03-${String(n).padStart(2, '0')}`;
const REPORT = `/reports?year=${YEAR}&month=3`;

/** Each body row's cells, as the page shows them. */
const tableRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')));

/** A CSV line's cells (quoted cells unquoted). */
const csvCells = (line: string) => [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) => (m[1] ?? m[2] ?? '').replaceAll('""', '"'));

describe('revenue reports in Chromium', () => {
  const e2e = useProductInChromium();

  /**
   * The month, worked out by hand: Rowan Tate's $100.00 paid $110.00 (tax $6.63, tip $3.37) and
   * Quinn Hale's $80.00 paid $85.30 (tax $5.30, no tip) on the 3rd, and Quinn's $4.00 booking on
   * the 10th not paid yet ($4.27 due with tax).
   */
  beforeAll(async () => {
    const { page } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'admin');
    const call = (method: string, path: string, body: unknown) => apiAs(page, e2e.product.url, method, path, body);
    const rowan = (await call('POST', '/api/assignees', { name: 'Rowan Tate' })).body.data.assignee.id;
    const quinn = (await call('POST', '/api/assignees', { name: 'Quinn Hale' })).body.data.assignee.id;
    const customer = (await call('POST', '/api/customers', { name: 'Report Customer' })).body.data.customer.id;
    const book = async (date: string, groomer: string, charged: number, paid: number | null) => {
      const answer = await call('POST', '/api/appointments', {
        date,
        time: '10:00',
        customer_id: customer,
        groomer_id: groomer,
        dog_name: 'Biscuit',
        charged_amount: charged,
        amount_given: paid,
        duration_minutes: 60,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    };
    await book(day(3), rowan, 100, 110);
    await book(day(3), quinn, 80, 85.3);
    await book(day(10), quinn, 4, null);
  });

  async function openReport(): Promise<{ page: Page; errors: string[]; scripts: string[] }> {
    const { page, errors } = await e2e.browser.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    await signInAs(page, e2e.product.url, 'admin');
    await page.getByRole('link', { name: 'Reports', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Revenue Reports' }).waitFor({ timeout: 15_000 });
    // The month and year chosen go into the URL.
    await page.getByLabel('Year', { exact: true }).selectOption(String(YEAR));
    await page.waitForURL((url) => url.searchParams.get('year') === String(YEAR));
    await page.getByLabel('Month', { exact: true }).selectOption('3');
    await page.waitForURL((url) => `${url.pathname}${url.search}` === REPORT);
    await page.getByRole('table', { name: 'Daily Totals' }).getByText('$180.00').waitFor({ timeout: 15_000 });
    return { page, errors, scripts };
  }

  it("shows an admin the month's figures, its tables and their charts", async () => {
    const { page, errors, scripts } = await openReport();
    const figure = (label: string) => page.getByRole('group', { name: label, exact: true });
    await expect(figure('Monthly Total').textContent()).resolves.toContain('$180.00');
    await expect(figure('Tax Collected').textContent()).resolves.toContain('$11.93');
    await expect(figure('Tips').textContent()).resolves.toContain('$3.37');
    await expect(figure('Payments Received').textContent()).resolves.toContain('$195.30');
    await expect(figure('Unpaid').textContent()).resolves.toMatch(/\$4\.27.*1 appointment/);

    await expect(tableRows(page, 'Daily Totals')).resolves.toEqual([[expect.stringMatching(/Mar 3, /), '$180.00', '$11.93', '$3.37', '$195.30', '2']]);
    await expect(tableRows(page, 'Revenue per Groomer')).resolves.toEqual([
      ['Rowan Tate', '$100.00', '$3.37', '1'],
      ['Quinn Hale', '$80.00', '$0.00', '1'],
    ]);
    await page.getByRole('table', { name: `Monthly Totals ${YEAR}` }).getByText('March').waitFor();
    const months = await tableRows(page, `Monthly Totals ${YEAR}`);
    expect(months).toHaveLength(12);
    expect(months[2]).toEqual(['March', '$180.00']);

    // Each chart is drawn: an SVG with its columns, bars or line.
    for (const [chart, mark] of [
      ['Daily revenue chart', '.recharts-bar-rectangle'],
      ['Revenue per groomer chart', '.recharts-bar-rectangle'],
      ['Monthly revenue chart', '.recharts-line-curve'],
    ] as const) {
      await page.getByRole('img', { name: chart }).locator(mark).first().waitFor({ timeout: 15_000 });
    }
    expect(await page.getByRole('img', { name: 'Revenue per groomer chart' }).locator('.recharts-bar-rectangle').count()).toBe(2);
    // The charts came with the scheduling remote's reports page, not with the shell.
    expect(scripts.filter((path) => !path.startsWith('/remotes/')).length).toBeGreaterThan(0);
    const chartScripts = await page.evaluate(async (paths) => {
      const bodies = await Promise.all(paths.map(async (path) => [path, await (await fetch(path)).text()] as const));
      return bodies.filter(([, body]) => body.includes('recharts-surface')).map(([path]) => path);
    }, scripts);
    expect(chartScripts).toHaveLength(1);
    expect(chartScripts[0]).toMatch(/^\/remotes\/scheduling\//);
    expect(errors).toEqual([]);
  });

  it('downloads each table as a CSV whose rows are the rows shown, money as plain numbers with a Currency column', async () => {
    const { page } = await openReport();
    await page.getByRole('table', { name: `Monthly Totals ${YEAR}` }).getByText('March').waitFor();
    const downloaded: Record<string, string[]> = {};
    for (const [table, fileName] of [
      ['Daily Totals', `daily-totals-${YEAR}-03.csv`],
      ['Revenue per Groomer', `revenue-per-groomer-${YEAR}-03.csv`],
      [`Monthly Totals ${YEAR}`, `monthly-totals-${YEAR}.csv`],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Export CSV of ${table}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(fileName);
      const text = (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
      const [header, ...lines] = text.trimEnd().split('\r\n');
      downloaded[table] = text.trimEnd().split('\r\n');
      const headings = await page.getByRole('table', { name: table }).locator('thead th').allTextContents();
      expect(csvCells(header ?? '')).toEqual([...headings, 'Currency']);
      // The CSV holds money as plain numbers ("180.00", the table "$180.00"), days as YYYY-MM-DD, and its currency.
      const shown = (await tableRows(page, table)).map((row) => [
        ...row.map((cell) => (/^-?\$[\d,]+\.\d\d$/.test(cell) ? cell.replace('$', '').replaceAll(',', '') : cell)),
        'USD',
      ]);
      const asShown = lines.map(csvCells).map((cells) => cells.map((cell) => (/^\d{4}-\d\d-\d\d$/.test(cell) ? `day ${cell}` : cell)));
      expect(asShown).toEqual(shown.map((row) => row.map((cell) => (/Mar 3, /.test(cell) ? `day ${day(3)}` : cell))));
    }
    expect(downloaded['Daily Totals']).toEqual(['Date,Revenue,Tax,Tips,Payments,Appointments,Currency', `${day(3)},180.00,11.93,3.37,195.30,2,USD`]);
    expect(downloaded['Revenue per Groomer']?.[1]).toBe('Rowan Tate,100.00,3.37,1,USD');
  });

  it('fits every Daily Totals column in a 1280 px window, draws the days as bars and the months as a straight line', async () => {
    const { page } = await openReport();
    const table = page.getByRole('table', { name: 'Daily Totals' });
    const measure = () =>
      table.locator('thead th').evaluateAll((cells) => cells.map((cell) => ({ text: cell.textContent, right: cell.getBoundingClientRect().right })));
    await expect.poll(async () => (await measure()).map((heading) => heading.text)).toEqual(['Date', 'Revenue', 'Tax', 'Tips', 'Payments', 'Appointments']);
    const headings = await measure();
    for (const heading of headings) expect(heading.right, String(heading.text)).toBeLessThanOrEqual(1280);
    // Nothing hidden in the table's own scrolling box, and so no cue to scroll.
    const box = page.getByRole('group', { name: 'Daily Totals' });
    await expect(box.evaluate((element) => element.scrollWidth - element.clientWidth)).resolves.toBeLessThanOrEqual(1);
    await expect(page.locator('[data-report-section="daily"] [data-scroll-cue]').count()).resolves.toBe(0);

    const daily = page.getByRole('img', { name: 'Daily revenue chart' });
    await daily.locator('.recharts-bar-rectangle').first().waitFor({ timeout: 15_000 });
    // March two years ago is over: a bar place for each of its 31 days, one of them with revenue.
    await expect(daily.locator('.recharts-bar-rectangle path').count()).resolves.toBe(1);
    const line = page.getByRole('img', { name: 'Monthly revenue chart' }).locator('.recharts-line-curve').first();
    await line.waitFor({ timeout: 15_000 });
    // Straight segments only (no Bezier curves, which dip below $0 between months).
    await expect(line.getAttribute('d')).resolves.not.toMatch(/C/);
  });

  it('draws an empty month on a $0 to $100 axis, not a scale of cents', async () => {
    const { page } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'admin');
    await page.goto(`${e2e.product.url}/reports?year=${YEAR}&month=2`);
    const ticks = page.getByRole('img', { name: 'Daily revenue chart' }).locator('.recharts-yAxis-tick-labels text');
    await ticks.first().waitFor({ timeout: 15_000 });
    const labels = await ticks.allTextContents();
    expect(labels).not.toContain('$4');
    expect(labels[0]).toBe('$0');
    expect(labels.at(-1)).toBe('$100');
  });

  it('prints a full month on one page, without the header, the selectors or the charts', async () => {
    // January: a paid appointment every day, shared among eight groomers, so every table is as long as a month makes it.
    const { page } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'admin');
    const call = (method: string, path: string, body: unknown) => apiAs(page, e2e.product.url, method, path, body);
    const groomers: string[] = [];
    for (let n = 1; n <= 8; n++) groomers.push((await call('POST', '/api/assignees', { name: `Print Groomer ${n}` })).body.data.assignee.id);
    const customer = (await call('POST', '/api/customers', { name: 'Print Customer' })).body.data.customer.id;
    for (let date = 1; date <= 31; date++) {
      const booked = await call('POST', '/api/appointments', {
        date: `${YEAR}-01-${String(date).padStart(2, '0')}`,
        time: '09:00',
        groomer_id: groomers[date % groomers.length],
        customer_id: customer,
        dog_name: 'Pixel',
        charged_amount: 100,
        amount_given: 120,
        duration_minutes: 60,
      });
      expect(booked.status).toBe(201);
    }
    await page.goto(`${e2e.product.url}/reports?year=${YEAR}&month=1`);
    await page.getByRole('table', { name: 'Daily Totals' }).locator('tbody tr').nth(30).waitFor({ timeout: 15_000 });
    await page.getByRole('img', { name: 'Daily revenue chart' }).locator('.recharts-bar-rectangle').first().waitFor({ timeout: 15_000 });
    await page.getByRole('table', { name: `Monthly Totals ${YEAR}` }).getByText('January').waitFor();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(false);
    await expect(page.getByLabel('Month', { exact: true }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Print' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('img', { name: 'Daily revenue chart' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('heading', { name: `January ${YEAR}` }).isVisible()).resolves.toBe(true);
    for (const table of ['Daily Totals', 'Revenue per Groomer', `Monthly Totals ${YEAR}`]) {
      await expect(page.getByRole('table', { name: table }).isVisible(), table).resolves.toBe(true);
    }
    for (const format of ['Letter', 'A4']) {
      const pdf = (await page.pdf({ format })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page\b/g), format).toHaveLength(1);
    }
  });

  it('keeps staff out of /reports, in the browser and at the API', async () => {
    const { page } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'staff');
    await expect(page.getByRole('link', { name: 'Reports', exact: true }).count()).resolves.toBe(0);
    await page.goto(`${e2e.product.url}${REPORT}`);
    // Told in words, where they asked, not sent elsewhere.
    await page.getByRole('heading', { level: 1, name: "You can't open this page" }).waitFor({ timeout: 15_000 });
    await page.getByText('Reports is for admins.').waitFor();
    expect(new URL(page.url()).pathname).toBe(REPORT.split('?')[0]);
    await expect(page.getByRole('heading', { name: 'Revenue Reports' }).count()).resolves.toBe(0);
    const refused = await apiAs(page, e2e.product.url, 'GET', `/api/revenue-reports?start_date=${day(1)}&end_date=${day(31)}`);
    expect(refused.status).toBe(403);
  });
});
