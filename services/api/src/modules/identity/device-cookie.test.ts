import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../core/config/app-config';
import { DEVICE_COOKIE, DeviceCookie } from './device-cookie';

const configWith = (jwtSecret: string) =>
  ({ env: 'test', publicUrl: undefined, auth: { jwtSecret }, dataDir: '/nonexistent' }) as unknown as AppConfig;
const requestWith = (cookie: string | undefined) => ({ headers: cookie ? { cookie } : {}, protocol: 'http' }) as unknown as FastifyRequest;

/** Signs in `userId` from a browser holding `cookie`; answers the browser's cookie afterwards. */
function remember(devices: DeviceCookie, cookie: string | undefined, userId: string): string {
  let set = '';
  const reply = { header: (_name: string, value: string) => (set = value) } as unknown as FastifyReply;
  devices.remember(requestWith(cookie), reply, userId);
  return set.split(';')[0]!;
}

describe('DeviceCookie', () => {
  const devices = new DeviceCookie(configWith('a-device-cookie-test-key-of-32-chars!'));

  it('knows a browser for the accounts that signed in from it, each with the nonce of its own entry', () => {
    const afterPat = remember(devices, undefined, 'pat');
    const afterBoth = remember(devices, afterPat, 'sam');
    expect(afterBoth.startsWith(`${DEVICE_COOKIE}=`)).toBe(true);
    expect(devices.knownDevice(requestWith(afterBoth), 'pat')).toBe(devices.knownDevice(requestWith(afterPat), 'pat'));
    expect(devices.knownDevice(requestWith(afterBoth), 'sam')).toMatch(/^[\w-]{22}$/);
    expect(devices.knownDevice(requestWith(afterBoth), 'alex')).toBeNull();
  });

  it('keeps the ten latest accounts of a shared browser', () => {
    let cookie: string | undefined;
    for (let i = 0; i < 12; i++) cookie = remember(devices, cookie, `user-${i}`);
    const known = Array.from({ length: 12 }, (_, i) => devices.knownDevice(requestWith(cookie), `user-${i}`) !== null);
    expect(known).toEqual([false, false, ...Array<boolean>(10).fill(true)]);
  });

  it('trusts nothing signed under another key, or altered', () => {
    const cookie = remember(devices, undefined, 'pat');
    expect(new DeviceCookie(configWith('another-device-cookie-key-32-chars!!')).knownDevice(requestWith(cookie), 'pat')).toBeNull();
    const [name, value] = cookie.split('=') as [string, string];
    expect(devices.knownDevice(requestWith(`${name}=${decodeURIComponent(value).replace('pat.', 'sam.')}`), 'sam')).toBeNull();
    expect(devices.knownDevice(requestWith(`${name}=garbage`), 'pat')).toBeNull();
  });
});
