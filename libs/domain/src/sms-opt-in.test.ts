import { describe, expect, it } from 'vitest';
import { MARKETING_MESSAGES_PER_MONTH, optInDisclosure } from './sms-opt-in';

describe('optInDisclosure', () => {
  it('names the company, the kinds of messages, the monthly limit, rates, STOP and HELP', () => {
    const text = optInDisclosure('Happy Paws');
    expect(text).toContain('from Happy Paws');
    expect(text).toContain('appointment reminders');
    expect(text).toContain(`up to ${MARKETING_MESSAGES_PER_MONTH} marketing messages a month`);
    expect(text).toContain('Message and data rates may apply');
    expect(text).toContain('Reply STOP to opt out');
    expect(text).toContain('HELP for help');
  });
});
