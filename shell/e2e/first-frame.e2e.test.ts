import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signInAs } from './support/sign-in';
import { useProductInChromium } from './support/product-in-chromium';

/**
 * The first frames (shell/first-frames.mjs): a signed-in first visit to a framed page is sent the
 * shell's page with the header and the page's heading already drawn, so the browser paints them
 * from the HTML and the style sheet, before any script has run; the shell then draws the same, and
 * the page its own heading in the same place.
 */
/** What the page's first frames showed, watched from the document's start (ms since it began; -1: never). */
interface HeadingWatch {
  seenAt: number;
  ownAt: number;
  gone: number;
  lcpAt: number;
  lcps: number;
  fcpAt: number;
}

describe('the first frame of a signed-in page', () => {
  const e2e = useProductInChromium();

  /** The page's level-one heading as drawn, the placeholder's (hidden from assistive technology) too. */
  const drawnHeading = (page: Page, title: string): Locator => page.locator('h1', { hasText: title });

  const boxOf = async (locator: Locator) => {
    const box = await locator.boundingBox();
    if (!box) throw new Error('not drawn');
    return box;
  };

  it.each([
    ['/appointments?year=2031&month=5', 'Appointments', 'Add Appointment'],
    ['/', 'Dashboard', 'Upcoming Appointments'],
  ])('draws %s from its HTML alone, where the page then draws itself', async (address, title, pageContent) => {
    const { page, errors } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'staff');

    // No script runs: what shows is the HTML's and the style sheet's only.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(`${e2e.product.url}${address}`, { waitUntil: 'load' });
    const frameHeading = drawnHeading(page, title);
    await expect.poll(() => frameHeading.isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Verifying authentication...').isVisible()).toBe(true);
    expect(await page.getByRole('banner').innerText()).toContain('GroomBook');
    // Drawn, but not a heading a screen reader (or a test) takes for the page's own.
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    const frame = { heading: await boxOf(frameHeading), banner: await boxOf(page.getByRole('banner')) };

    await page.unroute(/\.js(\?|$)/);
    await page.goto(`${e2e.product.url}${address}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 20_000 });
    await page.getByText(pageContent).first().waitFor();
    const drawn = { heading: await boxOf(page.getByRole('heading', { level: 1, name: title })), banner: await boxOf(page.getByRole('banner')) };
    // The same place, to a pixel: nothing moves when the page takes over.
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(drawn.heading[key] - frame.heading[key]), `heading ${key}`).toBeLessThanOrEqual(1);
      expect(Math.abs(drawn.banner[key] - frame.banner[key]), `banner ${key}`).toBeLessThanOrEqual(1);
    }
    expect(errors.filter((error) => !/Failed to load|net::ERR_FAILED|ChunkLoadError/.test(error))).toEqual([]);
  });

  it('keeps the heading on the screen from the first paint until the page is there, and it is the largest paint', async () => {
    const { page, errors } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'staff');
    // Every frame from the document's start: was the heading drawn, and was it ever gone once it had been?
    await page.addInitScript(() => {
      const watch: HeadingWatch = { seenAt: -1, ownAt: -1, gone: 0, lcpAt: -1, lcps: 0, fcpAt: -1 };
      (window as unknown as { __heading: HeadingWatch }).__heading = watch;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          watch.lcpAt = entry.startTime;
          watch.lcps += 1;
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') watch.fcpAt = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
      const frame = () => {
        const headings = Array.from(document.querySelectorAll('h1')).filter((h1) => h1.textContent === 'Appointments' && h1.getBoundingClientRect().height > 0);
        if (headings.length > 0 && watch.seenAt < 0) watch.seenAt = performance.now();
        // The page's own heading: not the placeholder's, which is hidden from assistive technology.
        if (headings.some((h1) => !h1.hasAttribute('aria-hidden')) && watch.ownAt < 0) watch.ownAt = performance.now();
        if (headings.length === 0 && watch.seenAt >= 0) watch.gone += 1;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.goto(`${e2e.product.url}/appointments?year=2031&month=5`);
    await page.getByRole('heading', { level: 1, name: 'Appointments' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Add Appointment' }).first().waitFor();
    await page.waitForTimeout(300);
    const watch = await page.evaluate(() => (window as unknown as { __heading: HeadingWatch }).__heading);
    expect(watch.seenAt).toBeGreaterThan(0);
    expect(watch.ownAt).toBeGreaterThan(watch.seenAt);
    expect(watch.gone).toBe(0);
    // The largest paint is the first frame's: it came before the page drew its own heading, and
    // nothing drawn later (the page's heading in its place, its rows) was larger. Where the page
    // mounts before the browser's first paint (a fast machine), that paint holds the page's own
    // heading, and it is the largest paint then.
    expect(watch.lcps).toBeGreaterThan(0);
    expect(watch.fcpAt).toBeGreaterThan(0);
    expect(watch.lcpAt < watch.ownAt || watch.lcpAt === watch.fcpAt, `largest paint at ${watch.lcpAt} ms, first paint at ${watch.fcpAt}, the page's heading at ${watch.ownAt}`).toBe(true);
    expect(errors).toEqual([]);
  });
});
