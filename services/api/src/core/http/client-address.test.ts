import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isFromThisMachine, isLoopbackAddress } from './client-address';

const request = (socket: string, ip: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: socket }, ip, headers }) as unknown as FastifyRequest;

describe('client addresses', () => {
  it('knows the loopback addresses, in IPv4, IPv6 and mapped form', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['10.0.0.1', '192.168.1.5', '::ffff:10.0.0.1', '1270.0.0.1', '::2', '', undefined]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });

  it('counts a request as from this machine only from a loopback socket with no proxy headers', () => {
    expect(isFromThisMachine(request('127.0.0.1', '127.0.0.1'))).toBe(true);
    expect(isFromThisMachine(request('203.0.113.7', '203.0.113.7'))).toBe(false);
    expect(isFromThisMachine(request('127.0.0.1', '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
    // A trusted proxy on this machine reporting a remote client.
    expect(isFromThisMachine(request('127.0.0.1', '203.0.113.7'))).toBe(false);
  });
});
