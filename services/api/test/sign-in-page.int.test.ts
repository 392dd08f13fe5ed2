/**
 * The light sign-in page, as the one-command start serves it (the API serving the built
 * frontends): a browser without a session asking for a signed-in page is sent to /login at once,
 * before it downloads the application; the sign-in cookie that says "this browser holds a
 * session" comes and goes with the refresh cookie.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '@groombook/contracts';
import { firstFrameFile, FRAMED_ROUTES } from '@groombook/routes';
import { useTestApi } from './support/api-fixture';
import { TEST_PASSWORD } from './support/identity';

const root = path.resolve(import.meta.dirname, '../../..');
const SHELL_PAGE = fs.readFileSync(path.join(root, 'shell/dist/index.html'), 'utf8');
/** The shell's page with a framed route's first frame already drawn (shell/first-frames.mjs). */
const firstFrameOf = (routePath: string) => fs.readFileSync(path.join(root, 'shell/dist', firstFrameFile(routePath)), 'utf8');

/** A browser's request for a page (no redirect followed). */
const openPage = (url: string, cookie?: string) =>
  fetch(url, { redirect: 'manual', headers: { Accept: 'text/html,application/xhtml+xml', ...(cookie ? { Cookie: cookie } : {}) } });

/** The Set-Cookie of `name` in an answer, or undefined. */
const setCookieOf = (response: Response, name: string) => response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));

describe('the sign-in page and the way to it', () => {
  const fixture = useTestApi({ SERVE_WEB: 'true' });
  let signedInCookie = '';

  beforeAll(async () => {
    const companyId = await fixture.arrange.company('Happy Paws');
    await fixture.arrange.user('staff@happy.test', 'staff', companyId);
  });

  it.each([
    ['/appointments', '/login?redirect=%2Fappointments'],
    ['/customers/42?tab=pets', '/login?redirect=%2Fcustomers%2F42%3Ftab%3Dpets'],
    ['/', '/login'],
    // An unknown page needs a session too: only a signed-in user learns that it does not exist.
    ['/no-such-page', '/login?redirect=%2Fno-such-page'],
  ])('sends a browser without a session from %s straight to %s, uncached', async (page, login) => {
    const answer = await openPage(`${fixture.api.url}${page}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(login);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('serves /login as its own light page: no shell, its own script', async () => {
    const answer = await openPage(`${fixture.api.url}/login?redirect=%2Fappointments`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(html).toMatch(/<script[^>]+src="\/opt-in\/login\.[0-9a-f]{8}\.js"/);
    expect(html).not.toBe(SHELL_PAGE);
  });

  it.each(['/forgot-password', '/reset-password?access_token=a&refresh_token=b&type=recovery', '/confirm-email?token=t'])(
    'gives the shell the other pages anyone may open (%s)',
    async (page) => {
      const answer = await openPage(`${fixture.api.url}${page}`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe(SHELL_PAGE);
    },
  );

  it('leaves an emailed recovery link on a signed-in page for the shell to read', async () => {
    const answer = await openPage(`${fixture.api.url}/customers?access_token=a&refresh_token=b&type=recovery`);
    expect(answer.status).toBe(200);
  });

  it('still answers a JSON client of an unknown address with a 404, not a redirect', async () => {
    const answer = await fetch(`${fixture.api.url}/appointments`, { redirect: 'manual', headers: { Accept: 'application/json' } });
    expect(answer.status).toBe(404);
  });

  it('sets the sign-in cookie with the refresh cookie, for the whole site and without a secret', async () => {
    const answer = await fetch(`${fixture.api.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'staff@happy.test', password: TEST_PASSWORD }),
    });
    expect(answer.status).toBe(200);
    const cookie = setCookieOf(answer, SIGNED_IN_COOKIE);
    expect(cookie).toMatch(new RegExp(`^${SIGNED_IN_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax; Max-Age=[1-9]\\d*`));
    signedInCookie = `${SIGNED_IN_COOKIE}=1`;
    // With it, the page is the application's: its first frame, drawn before any script runs.
    const page = await openPage(`${fixture.api.url}/appointments`, signedInCookie);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(firstFrameOf('/appointments'));
  });

  it.each([...FRAMED_ROUTES.map((route) => route.path), '/appointments/'])(
    "sends a browser holding a session the first frame of %s: the shell's page with the page's heading drawn",
    async (address) => {
      const answer = await openPage(`${fixture.api.url}${address}`, `${SIGNED_IN_COOKIE}=1`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      const html = await answer.text();
      const route = FRAMED_ROUTES.find((framed) => framed.path === address.replace(/(.)\/$/, '$1'));
      expect(html).toBe(firstFrameOf(route?.path ?? 'none'));
      expect(html).toMatch(new RegExp(`<h1[^>]*>${route?.title}</h1>`));
      // The same document as the bare page but for what its root element holds, and its style sheet applied
      // by the document (the frame is drawn styled before any script runs) where the bare page only names it.
      expect(html).toMatch(/<link href="\/[\w.]+\.css" rel="stylesheet">/);
      const bare = SHELL_PAGE.replace(/<link as="style" href="([^"]+)" rel="preload">/g, '<link href="$1" rel="stylesheet">');
      expect(html.replace(/<div id="root">.*<\/div>(\s*<\/body>)/s, '<div id="root"></div>$1')).toBe(bare);
    },
  );

  it.each(['/customers/42', '/edit-appointment/a1', '/no-such-page'])("sends the shell's bare page for %s, which has no first frame", async (address) => {
    const answer = await openPage(`${fixture.api.url}${address}`, `${SIGNED_IN_COOKIE}=1`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(SHELL_PAGE);
  });

  it('clears the sign-in cookie at sign-out', async () => {
    const answer = await fetch(`${fixture.api.url}/api/auth/sign-out`, { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(setCookieOf(answer, SIGNED_IN_COOKIE)).toMatch(new RegExp(`^${SIGNED_IN_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`));
  });

  it('takes only "1" for a session: any other value of the cookie is sent to sign in', async () => {
    const answer = await openPage(`${fixture.api.url}/appointments`, `${SIGNED_IN_COOKIE}=yes`);
    expect(answer.status).toBe(302);
  });
});
