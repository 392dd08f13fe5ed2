import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './app-config';

/** A key as docs/operations.md makes one (`openssl rand -base64 48`). */
const STRONG_SECRET = randomBytes(48).toString('base64');

const SID = `AC${'0'.repeat(31)}1`;
const TOKEN = 'an-auth-token-of-some-length';
const production = { NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET, PUBLIC_URL: 'https://salon.example' };

describe('SMS settings', () => {
  const defaults = { quietHours: true, allowedCountries: ['US', 'CA'], optInCaps: { companyPerDay: 50, platformPerHour: 500 } };

  it('uses the simulator outside production when Twilio is not configured, with quiet hours on', () => {
    expect(loadConfig({}).sms).toEqual({ mode: 'simulator', twilio: null, ...defaults });
    expect(loadConfig({ SMS_QUIET_HOURS: 'off' }).sms.quietHours).toBe(false);
  });

  it('turns SMS off in production without Twilio, and refuses to turn quiet hours off there', () => {
    expect(loadConfig(production).sms.mode).toBe('off');
    expect(() => loadConfig({ ...production, SMS_QUIET_HOURS: 'off' })).toThrow(/^Invalid configuration: SMS_QUIET_HOURS: /);
  });

  it('sends through a Twilio account, each company from its own number, optionally through another API address', () => {
    const twilio = loadConfig({ ...production, TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN }).sms;
    expect(twilio).toEqual({ mode: 'twilio', twilio: { accountSid: SID, authToken: TOKEN, apiBaseUrl: null }, ...defaults });
    const local = loadConfig({ ...production, TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_API_BASE_URL: 'http://127.0.0.1:4010' });
    expect(local.sms.twilio?.apiBaseUrl).toBe('http://127.0.0.1:4010');
    expect(() => loadConfig({ ...production, TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_API_BASE_URL: 'ftp://x' })).toThrow(/TWILIO_API_BASE_URL/);
  });

  it('refuses one sending number for every company, saying where each company sets its own', () => {
    expect(() => loadConfig({ ...production, TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM_NUMBER: '+12015550100' })).toThrow(
      /TWILIO_FROM_NUMBER: each company texts from its own number, set by a super admin in Company Settings/,
    );
    expect(() => loadConfig({ TWILIO_MESSAGING_SERVICE_SID: `MG${'a'.repeat(32)}` })).toThrow(/TWILIO_MESSAGING_SERVICE_SID: each company/);
  });

  it('refuses half a Twilio configuration, a malformed one, and Twilio without PUBLIC_URL', () => {
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: SID })).toThrow(/TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN together/);
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'nope', TWILIO_AUTH_TOKEN: TOKEN })).toThrow(ConfigError);
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TOKEN })).toThrow(/PUBLIC_URL: required with Twilio/);
  });

  it('reads the countries the public pages accept, and the opt-in caps', () => {
    const sms = loadConfig({ SMS_ALLOWED_COUNTRIES: 'us, gb', SMS_OPT_IN_COMPANY_DAILY_CAP: '3', SMS_OPT_IN_PLATFORM_HOURLY_CAP: '7' }).sms;
    expect(sms.allowedCountries).toEqual(['US', 'GB']);
    expect(sms.optInCaps).toEqual({ companyPerDay: 3, platformPerHour: 7 });
    expect(() => loadConfig({ SMS_ALLOWED_COUNTRIES: 'US,XX' })).toThrow(/SMS_ALLOWED_COUNTRIES/);
    expect(() => loadConfig({ SMS_ALLOWED_COUNTRIES: ' , ' })).toThrow(/SMS_ALLOWED_COUNTRIES/);
    expect(() => loadConfig({ SMS_OPT_IN_COMPANY_DAILY_CAP: '-1' })).toThrow(/SMS_OPT_IN_COMPANY_DAILY_CAP/);
  });
});
