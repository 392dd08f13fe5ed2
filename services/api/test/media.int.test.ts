import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES, mediaUploadResponseSchema, PHOTO_SIZE_MESSAGE, PHOTO_TYPE_MESSAGE, sendSmsResponseSchema, smsConversationResponseSchema } from '@groombook/contracts';
import { useTestApi } from './support/api-fixture';
import { arrangeTwoCompanies, call, type TenantTokens } from './support/identity';
import { TINY_JPEG, TINY_PNG } from './support/photos';
import { clockOf, eventually, smsTables, smsTestEnv, useWorkersInThisProcess } from './support/sms';

/** POST /api/media with raw bytes, as the reply box sends a picked file. */
async function upload(apiUrl: string, body: Buffer, contentType: string, token?: string) {
  const response = await fetch(`${apiUrl}/api/media`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as { message?: string; data?: unknown } };
}

/** A signed link's path and query, opened on the test server whatever origin it names. */
const localOf = (url: string) => (url.startsWith('/') ? url : `${new URL(url).pathname}${new URL(url).search}`);

describe('photos', () => {
  const { env, prefix } = smsTestEnv();
  const t = useTestApi(env);
  useWorkersInThisProcess(t, prefix);
  const db = smsTables(t);
  const tokens = {} as TenantTokens;
  let companyA: string;
  let companyB: string;
  const mediaCount = async () => db.count('SELECT count(*) AS n FROM media_files');
  const open = (path: string) => fetch(`${t.api.url}${path}`);

  beforeAll(async () => {
    ({ companyA, companyB } = await arrangeTwoCompanies(t.api.url, t.arrange, tokens));
  });

  it('takes a JPEG and a PNG from staff and admins, recognised by their bytes, and answers a signed link that opens them', async () => {
    const jpeg = await upload(t.api.url, TINY_JPEG, 'image/jpeg', tokens.staff);
    expect(jpeg.status, JSON.stringify(jpeg.body)).toBe(201);
    expect(mediaUploadResponseSchema.parse(jpeg.body).data).toMatchObject({ content_type: 'image/jpeg', size: TINY_JPEG.length });
    // The header says JPEG; the bytes say PNG: the bytes win.
    const png = await upload(t.api.url, TINY_PNG, 'image/jpeg', tokens.admin);
    expect(png.status).toBe(201);
    const file = mediaUploadResponseSchema.parse(png.body).data;
    expect(file.content_type).toBe('image/png');

    const opened = await open(localOf(file.url));
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('image/png');
    expect(opened.headers.get('cache-control')).toContain('private');
    expect(Buffer.from(await opened.arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });

  it('refuses a GIF, a text file named .jpg, a PNG signature on garbage and 5 MB + 1 byte, storing nothing', async () => {
    const before = await mediaCount();
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), Buffer.from(';')]);
    const refusals = [
      [gif, 'image/gif', PHOTO_TYPE_MESSAGE],
      [Buffer.from('Not a photo at all, just words in photo.jpg'), 'image/jpeg', PHOTO_TYPE_MESSAGE],
      [Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.alloc(2000, 0x41)]), 'image/png', PHOTO_TYPE_MESSAGE],
      [Buffer.concat([TINY_JPEG.subarray(0, -2), Buffer.alloc(MEDIA_MAX_BYTES + 1 - TINY_JPEG.length + 2, 0), Buffer.from([0xff, 0xd9])]), 'image/jpeg', PHOTO_SIZE_MESSAGE],
    ] as const;
    for (const [body, type, message] of refusals) {
      const refused = await upload(t.api.url, body, type, tokens.staff);
      expect(refused.status, message).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    // Exactly 5 MB is a photo.
    const largest = Buffer.concat([TINY_JPEG.subarray(0, -2), Buffer.alloc(MEDIA_MAX_BYTES - TINY_JPEG.length, 0), Buffer.from([0xff, 0xd9])]);
    expect(largest.length).toBe(MEDIA_MAX_BYTES);
    expect((await upload(t.api.url, largest, 'image/jpeg', tokens.staff)).status).toBe(201);
    expect(await mediaCount()).toBe(before + 1);
  });

  it('refuses an upload without a role or without signing in, and an image body on any other route', async () => {
    expect((await upload(t.api.url, TINY_PNG, 'image/png', tokens.user)).status).toBe(403);
    expect((await upload(t.api.url, TINY_PNG, 'image/png')).status).toBe(401);
    const elsewhere = await fetch(`${t.api.url}/api/sms-conversations?customerId=${companyA}`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', Authorization: `Bearer ${tokens.admin}` },
      body: TINY_PNG,
    });
    expect(elsewhere.status).toBe(415);
  });

  it('refuses a link after it expires, with another signature, or with another company or photo swapped in', async () => {
    const a = mediaUploadResponseSchema.parse((await upload(t.api.url, TINY_PNG, 'image/png', tokens.admin)).body).data;
    const b = mediaUploadResponseSchema.parse((await upload(t.api.url, TINY_JPEG, 'image/jpeg', tokens.adminB)).body).data;
    const linkA = new URL(a.url, 'http://x');
    const linkB = new URL(b.url, 'http://x');
    expect(linkA.searchParams.get('company')).toBe(companyA);
    expect(linkB.searchParams.get('company')).toBe(companyB);

    const swapped = (path: string, changes: Record<string, string>) => {
      const url = new URL(path, 'http://x');
      for (const [key, value] of Object.entries(changes)) url.searchParams.set(key, value);
      return `${url.pathname}${url.search}`;
    };
    const refusedLinks = [
      // A's link with B's photo id: signed for A's photo only.
      `/api/media/${b.id}${linkA.search}`,
      // A's signature on B's company and photo.
      swapped(`/api/media/${b.id}${linkA.search}`, { company: companyB }),
      // B's photo named as A's, with B's own signature.
      swapped(`${linkB.pathname}${linkB.search}`, { company: companyA }),
      swapped(`${linkA.pathname}${linkA.search}`, { signature: '0'.repeat(64) }),
      swapped(`${linkA.pathname}${linkA.search}`, { expires: String(Number(linkA.searchParams.get('expires')) + 3600) }),
    ];
    for (const path of refusedLinks) {
      const refused = await open(path);
      expect(refused.status, path).toBe(404);
      const text = await refused.text();
      expect(text).not.toContain(companyB);
      expect(text).toContain('This photo link is not valid or has expired');
    }
    expect((await open(`${linkB.pathname}${linkB.search}`)).status).toBe(200);

    const clock = clockOf(t);
    clock.travelTo(new Date(clock.now().getTime() + 61 * 60_000));
    try {
      expect((await open(`${linkA.pathname}${linkA.search}`)).status).toBe(404);
    } finally {
      clock.travelTo(null);
    }
    expect((await open(`${linkA.pathname}${linkA.search}`)).status).toBe(200);
    expect((await open(`${linkA.pathname}?expires=1&signature=zz`)).status).toBe(400);
  });

  it('sends a photo as MMS: the simulator gets a link that opens the image, and the conversation shows it', async () => {
    const customer = await db.customer(companyA, 'Photo Owner', '(201) 555-0177');
    const customerB = await db.customer(companyB, 'Bravo Photo', '(201) 555-0178');
    const mine = mediaUploadResponseSchema.parse((await upload(t.api.url, TINY_PNG, 'image/png', tokens.admin)).body).data;
    const theirs = mediaUploadResponseSchema.parse((await upload(t.api.url, TINY_PNG, 'image/png', tokens.adminB)).body).data;

    // B's photo in A's send, and A's photo to B's customer: not found, nothing stored.
    const foreign = await call(t.api.url, 'POST', `/api/sms-conversations?customerId=${customer}`, { token: tokens.admin, body: { media_id: theirs.id } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Photo not found');
    const otherCustomer = await call(t.api.url, 'POST', `/api/sms-conversations?customerId=${customerB}`, { token: tokens.admin, body: { media_id: mine.id } });
    expect(otherCustomer.status).toBe(404);
    expect(await db.messagesTo('+12015550177')).toEqual([]);
    const nothing = await call(t.api.url, 'POST', `/api/sms-conversations?customerId=${customer}`, { token: tokens.admin, body: {} });
    expect(nothing.status).toBe(400);

    const sent = await call(t.api.url, 'POST', `/api/sms-conversations?customerId=${customer}`, { token: tokens.admin, body: { media_id: mine.id } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const message = sendSmsResponseSchema.parse(sent.body).data.message;
    expect(message.media).toHaveLength(1);

    const [simulated] = await eventually(async () => {
      const calls = await db.rows<{ media_url: string | null; body: string }>('SELECT media_url, body FROM sms_simulator_calls WHERE to_phone = $1', ['+12015550177']);
      return calls.length > 0 ? calls : null;
    });
    expect(simulated?.body).toBe('');
    const mms = await open(localOf(simulated?.media_url ?? ''));
    expect(mms.status).toBe(200);
    expect(Buffer.from(await mms.arrayBuffer()).equals(TINY_PNG)).toBe(true);

    const page = await call(t.api.url, 'GET', '/api/dev/sms');
    expect(String(page.body)).toContain('alt="Photo sent with this text"');

    const detail = smsConversationResponseSchema.parse((await call(t.api.url, 'GET', `/api/sms-conversations?customerId=${customer}`, { token: tokens.admin })).body).data;
    const shown = detail.messages.find((m) => m.id === message.id);
    expect(shown?.media?.[0]?.content_type).toBe('image/png');
    expect((await open(localOf(shown?.media?.[0]?.url ?? ''))).status).toBe(200);
    expect(detail.conversation.last_message_preview).toEqual({ messageText: 'Photo' });
  });
});
