import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser';
import { DEMO, DEMO_PASSWORD, demoCompanyId, smsNumberOf } from './support/product';
import { pageAccessToken } from './support/product-in-chromium';
import { launchScaledOutProduct, type ScaledOutProduct } from './support/scale-out';
import { signInAs } from './support/sign-in';

const SIGN_IN_RATE_LIMIT = 3;

async function me(baseUrl: string, token: string) {
  const response = await fetch(`${baseUrl}/api/me`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as { user?: { email?: string } } };
}

async function signIn(baseUrl: string, email: string, password: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('two API processes behind one port', () => {
  let product: ScaledOutProduct;
  let browser: BrowserSession;

  beforeAll(async () => {
    product = await launchScaledOutProduct({ SIGN_IN_RATE_LIMIT: String(SIGN_IN_RATE_LIMIT), SMS_QUIET_HOURS: 'off' });
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('keeps a session signed in through one process on the other: its access token and its refresh cookie', async () => {
    const { page, errors } = await browser.newPage();
    product.proxy.route = () => 'a';
    await signInAs(page, product.url, 'admin');
    expect(product.proxy.served.filter((r) => r.path === '/api/auth/sign-in').map((r) => r.backend)).toEqual(['a']);

    const fromA = await pageAccessToken(page);
    expect(await me(product.b.url, fromA)).toMatchObject({ status: 200, body: { user: { email: DEMO.admin } } });

    // The refresh cookie A set is rotated by B, and B's new token works on A.
    product.proxy.route = () => 'b';
    const fromB = await pageAccessToken(page);
    expect(product.proxy.served.filter((r) => r.path === '/api/auth/refresh').at(-1)).toMatchObject({ backend: 'b', status: 200 });
    expect(await me(product.a.url, fromB)).toMatchObject({ status: 200, body: { user: { email: DEMO.admin } } });
    // And the cookie B rotated is good on A again.
    product.proxy.route = () => 'a';
    await pageAccessToken(page);
    expect(product.proxy.served.filter((r) => r.path === '/api/auth/refresh').map((r) => `${r.backend} ${r.status}`).slice(-2)).toEqual(['b 200', 'a 200']);

    // Alternating requests, the application works as on one process.
    let turn = 0;
    product.proxy.route = () => (turn++ % 2 === 0 ? 'a' : 'b');
    const servedBefore = product.proxy.served.length;
    await page.goto(`${product.url}/customers`);
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor({ timeout: 20_000 });
    await page.getByRole('list', { name: 'Customers' }).getByRole('link').first().waitFor({ timeout: 15_000 });
    const apiCalls = product.proxy.served.slice(servedBefore).filter((r) => r.path.startsWith('/api/'));
    expect(new Set(apiCalls.map((r) => r.backend))).toEqual(new Set(['a', 'b']));
    expect(apiCalls.filter((r) => (r.status ?? 0) >= 400)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('counts failed sign-ins across both processes', async () => {
    for (let attempt = 0; attempt < SIGN_IN_RATE_LIMIT; attempt += 1) {
      expect(await signIn(attempt % 2 === 0 ? product.a.url : product.b.url, DEMO.staff, 'not the password')).toBe(400);
    }
    // Neither process alone has seen the limit, yet both refuse even the right password now.
    expect(await signIn(product.b.url, DEMO.staff, DEMO_PASSWORD)).toBe(429);
    expect(await signIn(product.a.url, DEMO.staff, DEMO_PASSWORD)).toBe(429);
  });

  it('delivers a message sent through one process to a browser whose live updates come from the other', async () => {
    // The browser's event stream goes to A; everything else alternates. (Earlier tests' pages
    // opened streams of their own under their own routing: only this test's requests count.)
    const servedBefore = product.proxy.served.length;
    let turn = 0;
    product.proxy.route = (_method, path) => (path === '/api/events' ? 'a' : turn++ % 2 === 0 ? 'a' : 'b');
    const { page, errors } = await browser.newPage();
    await signInAs(page, product.url, 'admin');
    const token = await pageAccessToken(page);
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const created = await fetch(`${product.a.url}/api/customers`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Rowan Replica', phone_number: '201-555-0466' }),
    });
    expect(created.status).toBe(201);
    const customerId = ((await created.json()) as { data: { customer: { id: string } } }).data.customer.id;

    const eventsBefore = product.proxy.served.length;
    await page.goto(`${product.url}/customer-conversation/${customerId}`);
    await page.getByRole('heading', { level: 1, name: 'Rowan Replica' }).waitFor({ timeout: 20_000 });
    const thread = page.getByRole('list', { name: 'Messages' });
    await until(
      'the event stream through A',
      async () => product.proxy.served.slice(eventsBefore).filter((r) => r.path.startsWith('/api/events')),
      (streams) => streams.some((r) => r.backend === 'a' && r.status === 200),
    );
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    // A staff reply sent through B: B queues it, the worker sends it, A tells the browser.
    const sent = await fetch(`${product.b.url}/api/sms-conversations?customerId=${customerId}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ message: 'Rowan is ready for pick-up.' }),
    });
    expect(sent.status).toBe(201);
    await thread.getByText('Rowan is ready for pick-up.').waitFor({ timeout: 15_000 });

    // The customer answers; the provider's call lands on B.
    const inbound = await fetch(`${product.b.url}/api/dev/sms/inbound`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ from: '+12015550466', to: await smsNumberOf(product.a.url, await demoCompanyId(product.a.url)), body: 'On my way, ten minutes.' }),
    });
    expect(inbound.status).toBe(200);
    await thread.getByText('On my way, ten minutes.').waitFor({ timeout: 15_000 });
    await expect(page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).resolves.toBe(true);

    // The job B queued was taken by the one worker, which runs beside A: the queue is shared.
    const outbound = await until(
      'the reply sent by the worker',
      async () => {
        const response = await fetch(`${product.a.url}/api/sms-conversations?customerId=${customerId}`, { headers });
        const body = (await response.json()) as { data: { messages: { direction: string; status: string }[] } };
        return body.data.messages.find((message) => message.direction === 'outbound')?.status;
      },
      (status) => status === 'delivered',
    );
    expect(outbound).toBe('delivered');

    expect(product.proxy.served.slice(servedBefore).filter((r) => r.path.startsWith('/api/events') && r.backend === 'b')).toEqual([]);
    expect(errors).toEqual([]);
  });
});
