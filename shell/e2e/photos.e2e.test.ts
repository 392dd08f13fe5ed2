import { describe, expect, it } from 'vitest';
import { PHOTO_TYPE_MESSAGE } from '@groombook/contracts';
import { signInAs } from './support/sign-in';
import { apiAs, useProductInChromium } from './support/product-in-chromium';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe('photos in texts, in Chromium', () => {
  const e2e = useProductInChromium();

  it('staff attach a PNG in a conversation and send it: the simulator page and the thread show the picture', async () => {
    const { page, errors } = await e2e.browser.newPage();
    await signInAs(page, e2e.product.url, 'staff');
    const created = await apiAs(page, e2e.product.url, 'POST', '/api/customers', { name: 'Pixel Photographer', phone_number: '201-555-0481' });
    expect(created.status).toBe(201);
    const customerId = created.body.data.customer.id as string;

    await page.goto(`${e2e.product.url}/customer-conversation/${customerId}`);
    await page.getByRole('heading', { level: 1, name: 'Pixel Photographer' }).waitFor({ timeout: 15_000 });
    const attach = page.getByRole('button', { name: 'Attach photo' });

    // A GIF is refused in words before any upload.
    let chooser = page.waitForEvent('filechooser');
    await attach.click();
    await (await chooser).setFiles({ name: 'wag.gif', mimeType: 'image/gif', buffer: GIF });
    await page.getByRole('alert').getByText(PHOTO_TYPE_MESSAGE).waitFor();

    // A PNG: uploaded, previewed, removable, then sent with a few words.
    chooser = page.waitForEvent('filechooser');
    await attach.click();
    await (await chooser).setFiles({ name: 'fresh-cut.png', mimeType: 'image/png', buffer: PNG });
    const preview = page.getByRole('img', { name: 'Photo to send' });
    await preview.waitFor({ timeout: 15_000 });
    await expect(preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).resolves.toBe(1);
    await page.getByRole('textbox', { name: 'Reply' }).fill('Pixel after the bath!');
    await page.getByRole('button', { name: 'Send' }).click();

    const thread = page.getByRole('list', { name: 'Messages' });
    await thread.getByText('Pixel after the bath!').waitFor({ timeout: 15_000 });
    const inThread = thread.getByRole('img', { name: 'Photo sent to the customer' });
    await inThread.waitFor();
    await expect.poll(() => inThread.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBe(1);
    await expect(page.getByRole('img', { name: 'Photo to send' }).count()).resolves.toBe(0);

    // The simulator took it as MMS: its page shows the picture, loaded through the signed link.
    const simulator = await e2e.browser.newPage();
    await expect
      .poll(
        async () => {
          await simulator.page.goto(`${e2e.product.url}/api/dev/sms`);
          return simulator.page.getByRole('img', { name: 'Photo sent with this text' }).count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    const sent = simulator.page
      .getByRole('row')
      .filter({ hasText: 'Pixel after the bath!' })
      .getByRole('img', { name: 'Photo sent with this text' });
    await expect.poll(() => sent.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBe(1);
    // Every picture loaded under the pages' Content-Security-Policy.
    expect(errors).toEqual([]);
  });
});
