import { describe, expect, it } from 'vitest';
import { isValidTwilioSignature, twilioSignature } from './twilio-signature';

describe("Twilio's webhook signature", () => {
  // Expected values as Twilio's own helper library computes them for the same request.
  const token = '12345';
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = { CallSid: 'CA1234567890ABCDE', Caller: '+12349013030', Digits: '1234', From: '+12349013030', To: '+18005551212' };

  it('is the HMAC-SHA1 of the URL and the sorted parameters', () => {
    expect(twilioSignature(token, url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    expect(twilioSignature(token, 'https://example.com/api/sms/inbound', { Body: ['b', 'a'], From: '+1' })).toBe('+ZkEJUtXoarcXX3y/ePp5JEMIIU=');
  });

  it('accepts the right signature only', () => {
    expect(isValidTwilioSignature(token, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=', url, params)).toBe(true);
    expect(isValidTwilioSignature(token, 'RSOYDt4T1cUTdK1PDd93/VVr8B9=', url, params)).toBe(false);
    expect(isValidTwilioSignature(token, 'short', url, params)).toBe(false);
    expect(isValidTwilioSignature(token, undefined, url, params)).toBe(false);
    expect(isValidTwilioSignature('another-token', '0/KCTR6DLpKmkAf8muzZqo1nDgQ=', url, params)).toBe(false);
    expect(isValidTwilioSignature(token, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=', url, { ...params, Digits: '9999' })).toBe(false);
    expect(isValidTwilioSignature(token, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=', 'https://mycompany.com/myapp.php', params)).toBe(false);
  });
});
