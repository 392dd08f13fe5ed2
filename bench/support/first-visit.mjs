// A first visit to one page of the built product in Chromium: a fresh browser context (nothing
// cached) holding a demo user's session cookies, or no cookie at all for someone not signed in, and
// every script and style sheet the page loads until its heading shows and no script or style sheet
// has been requested or finished for a second. Used by bundle-size.mjs and bundle-report.mjs.
import zlib from 'node:zlib';

export const KB = 1024;
export const GZIP_LEVEL = 9;
const DEMO_PASSWORD = 'groombook-demo';

/**
 * The cookies a sign-in sets (the refresh cookie, and the one that says the browser holds a
 * session, without which a page request is sent to /login), for a browser context.
 */
export async function sessionCookies(apiUrl, email, password = DEMO_PASSWORD) {
  const answer = await fetch(`${apiUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookies = answer.headers.getSetCookie().map((header) => {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    const pathAttribute = attributes.find((a) => /^path=/i.test(a));
    return { name, value, url: `${apiUrl}${pathAttribute ? pathAttribute.slice(5) : '/'}` };
  });
  if (!cookies.some((cookie) => /refresh/i.test(cookie.name))) throw new Error(`signing in as ${email} set no refresh cookie (${answer.status})`);
  return cookies;
}

/**
 * Every script and style sheet of a first visit to `visit.path`, cold cache. `visit.email` signs
 * in as that demo user first (null: no cookie); `visit.heading` is the level-1 heading to wait for.
 * Each file: its path, kind ('script' | 'stylesheet'), body, bytes and gzip bytes (node:zlib, level 9).
 */
export async function firstVisit(browser, apiUrl, { path: pagePath, heading, email }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (email) await context.addCookies(await sessionCookies(apiUrl, email));
    const page = await context.newPage();
    const responses = [];
    let pending = 0;
    let lastActivity = Date.now();
    const isCode = (request) => ['script', 'stylesheet'].includes(request.resourceType());
    page.on('request', (request) => {
      if (isCode(request)) (pending += 1), (lastActivity = Date.now());
    });
    const settled = (request) => {
      if (isCode(request)) (pending -= 1), (lastActivity = Date.now());
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    page.on('response', (response) => {
      if (isCode(response.request())) responses.push(response);
    });
    await page.goto(`${apiUrl}${pagePath}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
    // Not 'networkidle': some pages hold an event stream open. Done when no script or style
    // sheet has been requested or finished for a second.
    while (pending > 0 || Date.now() - lastActivity < 1000) await page.waitForTimeout(100);
    const files = [];
    for (const response of responses) {
      const body = await response.body();
      files.push({
        path: new URL(response.url()).pathname,
        kind: response.request().resourceType(),
        body,
        bytes: body.length,
        gzipBytes: zlib.gzipSync(body, { level: GZIP_LEVEL }).length,
      });
    }
    return { files, finalPath: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}
