import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import type { RealtimeEvent } from '@groombook/contracts';
import { acceptsEventStream, accessTokenExpiry, eventFrame, HEARTBEAT_FRAME, retryFrame } from './event-stream';
import { InProcessRealtime } from './in-process-realtime';
import { RealtimeHub } from './realtime-hub';

const message: RealtimeEvent = { type: 'sms.message', customerId: 'c1', messageId: 'm1' };

describe('the realtime hub', () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn']));

  it("hands an event to its company's listeners only, until they stop", () => {
    const hub = new RealtimeHub();
    const a = vi.fn();
    const b = vi.fn();
    const stopA = hub.add('company-a', a);
    hub.add('company-b', b);
    hub.deliver('company-a', message);
    expect(a).toHaveBeenCalledWith(message);
    expect(b).not.toHaveBeenCalled();

    stopA();
    stopA();
    hub.deliver('company-a', message);
    expect(a).toHaveBeenCalledTimes(1);
    expect(hub.size).toBe(1);
  });

  it('drops an event outside the contract and survives a failing listener', () => {
    const hub = new RealtimeHub();
    const failing = vi.fn(() => {
      throw new Error('socket gone');
    });
    const next = vi.fn();
    hub.add('c', failing);
    hub.add('c', next);
    hub.deliver('c', { type: 'sms.message', customerId: 'c1' });
    expect(failing).not.toHaveBeenCalled();
    hub.deliver('c', message);
    expect(next).toHaveBeenCalledWith(message);
  });
});

describe('in-process realtime (no Redis)', () => {
  it('delivers what is published to the listeners of that company', async () => {
    const realtime = new InProcessRealtime();
    const heard: RealtimeEvent[] = [];
    const stop = await realtime.listen('c', (event) => heard.push(event));
    await realtime.publish('c', { type: 'campaign.progress', campaignId: 'k1' });
    await realtime.publish('other', message);
    stop();
    await realtime.publish('c', message);
    expect(heard).toEqual([{ type: 'campaign.progress', campaignId: 'k1' }]);
  });
});

describe('the event stream format', () => {
  it('writes events as data lines, the heartbeat as a comment and the retry hint in ms', () => {
    expect(eventFrame(message)).toBe('data: {"type":"sms.message","customerId":"c1","messageId":"m1"}\n\n');
    expect(HEARTBEAT_FRAME.startsWith(':')).toBe(true);
    expect(retryFrame(1000)).toBe('retry: 1000\n\n');
  });

  it('streams only to a request that accepts text/event-stream', () => {
    expect(acceptsEventStream('text/event-stream')).toBe(true);
    expect(acceptsEventStream('application/json, Text/Event-Stream;q=0.9')).toBe(true);
    expect(acceptsEventStream('*/*')).toBe(false);
    expect(acceptsEventStream(undefined)).toBe(false);
  });

  it("reads the bearer token's expiry", async () => {
    const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(1_800_000_000).sign(new Uint8Array(32));
    const request = (authorization?: string) => ({ headers: { authorization } }) as FastifyRequest;
    expect(accessTokenExpiry(request(`Bearer ${token}`))).toBe(1_800_000_000_000);
    expect(accessTokenExpiry(request('Bearer not-a-jwt'))).toBeNull();
    expect(accessTokenExpiry(request())).toBeNull();
  });
});
