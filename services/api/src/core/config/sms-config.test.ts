import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './app-config';

/** A key as the README makes one (`openssl rand -base64 48`). */
const STRONG_SECRET = randomBytes(48).toString('base64');

const SID = `AC${'0'.repeat(31)}1`;
const TOKEN = 'an-auth-token-of-some-length';
const production = { NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET, PUBLIC_URL: 'https://salon.example' };

describe('SMS settings', () => {
  it('uses the simulator outside production when Twilio is not configured, with quiet hours on', () => {
    expect(loadConfig({}).sms).toEqual({ mode: 'simulator', twilio: null, quietHours: true });
    expect(loadConfig({ SMS_QUIET_HOURS: 'off' }).sms.quietHours).toBe(false);
  });

  it('turns SMS off in production without Twilio, and refuses to turn quiet hours off there', () => {
    expect(loadConfig(production).sms.mode).toBe('off');
    expect(() => loadConfig({ ...production, SMS_QUIET_HOURS: 'off' })).toThrow(/^Invalid configuration: SMS_QUIET_HOURS: /);
  });

  it('sends through Twilio from a number or a messaging service', () => {
    const twilio = loadConfig({ ...production, TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM_NUMBER: '+12015550100' }).sms;
    expect(twilio).toEqual({ mode: 'twilio', quietHours: true, twilio: { accountSid: SID, authToken: TOKEN, from: { number: '+12015550100' } } });
    const service = `MG${'a'.repeat(32)}`;
    expect(
      loadConfig({ ...production, TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_MESSAGING_SERVICE_SID: service }).sms.twilio?.from,
    ).toEqual({ messagingServiceSid: service });
  });

  it('refuses half a Twilio configuration, a malformed one, and Twilio without PUBLIC_URL', () => {
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: SID })).toThrow(/TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER/);
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'nope', TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM_NUMBER: '+12015550100' })).toThrow(ConfigError);
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM_NUMBER: '201-555-0100' })).toThrow(/TWILIO_FROM_NUMBER/);
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM_NUMBER: '+12015550100' })).toThrow(/PUBLIC_URL: required with Twilio/);
  });
});
