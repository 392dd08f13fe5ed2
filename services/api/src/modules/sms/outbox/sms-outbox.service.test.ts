import { describe, expect, it, vi } from 'vitest';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../../core/clock/clock';
import type { AppConfig } from '../../../core/config/app-config';
import type { TenantDb } from '../../../core/tenancy/tenant-db';
import type { SmsConsentRepository } from '../consent/sms-consent.repository';
import * as phones from '../rules/sms-phone';
import type { NewOutboundMessage, SmsMessagesRepository } from './sms-messages.repository';
import { SmsOutbox } from './sms-outbox.service';
import type { SmsRecipientsRepository } from './sms-recipients.repository';
import type { SmsSendQueue } from './sms-send-queue';

vi.mock('../rules/sms-phone', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../rules/sms-phone')>();
  return { ...actual, textableE164: vi.fn(actual.textableE164) };
});

const NOW = new Date('2026-11-27T15:00:00Z');

/** An outbox over repositories that answer from memory: every number opted in, none out, nothing sent this month. */
function outbox() {
  const config = { sms: { mode: 'simulator', quietHours: false }, defaultPhoneRegion: 'US' } as unknown as AppConfig;
  const messages = {
    byIdempotencyKeys: async () => [],
    marketingCounts: async () => new Map(),
    insertOutbound: async (_m: EntityManager, companyId: string, rows: NewOutboundMessage[]) =>
      rows.map((row, index) => ({ id: `message-${index}`, company_id: companyId, phone_e164: row.phoneE164, idempotency_key: row.idempotencyKey, status: row.status })),
  } as unknown as SmsMessagesRepository;
  const consent = {
    optedOut: async () => new Set<string>(),
    optedIn: async (_m: EntityManager, _companyId: string, numbers: string[]) => new Set(numbers),
  } as unknown as SmsConsentRepository;
  const recipients = {
    settings: async () => ({ name: 'Happy Paws', status: 'active', time_zone: 'America/New_York', sms_contact_line: null, sms_number: '+12125550100' }),
    customers: async (_m: EntityManager, _companyId: string, ids: string[]) =>
      ids.map((id) => ({ id, name: `Customer ${id}`, phone_number: '(201) 555-0199', phone_e164: '+12015550199' })),
  } as unknown as SmsRecipientsRepository;
  const clock = { now: () => NOW } as Clock;
  return new SmsOutbox(config, {} as TenantDb, messages, consent, recipients, {} as SmsSendQueue, clock);
}

describe('numbers parsed once', () => {
  it("takes a number checked before (a campaign's recipient) as it is, and parses only the others", async () => {
    const parse = vi.mocked(phones.textableE164);
    parse.mockClear();
    const prepared = await outbox().prepare({} as EntityManager, 'c1', [
      { customerId: 'u1', toE164: '+12015550101', body: 'Spring offer', purpose: 'marketing', campaignId: 'k1', idempotencyKey: 'k1-r1' },
      { customerId: 'u2', toE164: '+12015550102', body: 'Spring offer', purpose: 'marketing', campaignId: 'k1', idempotencyKey: 'k1-r2' },
      // Not written as E.164: refused rather than parsed.
      { customerId: 'u3', toE164: '201-555-0103', body: 'Spring offer', purpose: 'marketing', campaignId: 'k1', idempotencyKey: 'k1-r3' },
      // A reply to the customer's own number, as typed: parsed.
      { customerId: 'u4', body: 'Your dog is ready', purpose: 'conversation' },
    ]);
    expect(prepared.results.map((result) => (result.ok ? result.message.phone_e164 : result.refusal))).toEqual([
      '+12015550101',
      '+12015550102',
      'no_mobile',
      '+12015550199',
    ]);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(parse).toHaveBeenCalledWith('+12015550199', 'US');
  });
});
