import { afterAll, beforeAll } from 'vitest';
import { Queue } from 'bullmq';
import { TEST_REDIS_URL } from '@groombook/testing';
import { Clock } from '../../src/core/clock/clock';
import { JobRegistry } from '../../src/core/jobs/job-registry';
import { ALL_QUEUES, QUEUE_NAMES } from '../../src/core/jobs/queue-names';
import { startQueueWorkers, type RunningWorkers } from '../../src/core/jobs/worker-runner';
import { SimulatedSmsProvider } from '../../src/modules/sms/providers/simulated-sms-provider';
import { SmsProvider } from '../../src/modules/sms/providers/sms-provider';
import { SmsSweepJob } from '../../src/modules/sms/outbox/sms-sweep.job';
import type { ApiFixture } from './api-fixture';
import { uniqueRedisKeyPrefix } from './test-api';

/** Polls `check` until it returns something truthy (or throws the last failure after `timeoutMs`). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 15_000, what = 'the condition'): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw last instanceof Error ? last : new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Queues on the machine's Redis (a unique prefix) with their workers inside the test process,
 * on the API's own handlers: the API and the jobs then share one Clock, which the test moves.
 */
export function smsTestEnv(): { env: Record<string, string>; prefix: string } {
  const prefix = uniqueRedisKeyPrefix();
  return { env: { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix }, prefix };
}

export function useWorkersInThisProcess(t: ApiFixture, prefix: string): void {
  stoppableWorkers(t, prefix);
}

/**
 * Workers in this process that a test may stop (so a job waits, or is lost) and start again;
 * started before the file's tests, closed after them with every queue emptied. `sendQueue` is
 * the SMS send queue, for a test that looks at or removes what is queued there.
 */
export function stoppableWorkers(t: ApiFixture, prefix: string) {
  const connection = { url: TEST_REDIS_URL };
  const sendQueue = new Queue(QUEUE_NAMES.smsSend, { connection, prefix });
  const queues = [sendQueue, ...ALL_QUEUES.filter((name) => name !== QUEUE_NAMES.smsSend).map((name) => new Queue(name, { connection, prefix }))];
  let workers: RunningWorkers | null = null;
  const start = () => {
    workers ??= startQueueWorkers(t.api.app.get(JobRegistry), TEST_REDIS_URL, prefix);
  };
  const stop = async () => {
    await workers?.close();
    workers = null;
  };
  beforeAll(start);
  afterAll(async () => {
    clockOf(t).travelTo(null);
    await stop();
    await Promise.all(queues.map((queue) => queue.obliterate({ force: true }).catch(() => undefined)));
    await Promise.all(queues.map((queue) => queue.close()));
  });
  return { start, stop, sendQueue };
}

export const clockOf = (t: ApiFixture) => t.api.app.get(Clock);
export const sweepOf = (t: ApiFixture) => t.api.app.get(SmsSweepJob);
export function simulatorOf(t: ApiFixture): SimulatedSmsProvider {
  const provider = t.api.app.get(SmsProvider);
  if (!(provider instanceof SimulatedSmsProvider)) throw new Error('The API does not use the simulator');
  return provider;
}

/** Direct reads of the SMS tables, as the owner role. */
export function smsTables(t: ApiFixture) {
  const rows = async <T>(sql: string, params: unknown[] = []) => (await t.arrange.query(sql, params)).rows as T[];
  return {
    rows,
    async customer(companyId: string, name: string | null, phone: string | null): Promise<string> {
      const e164 = phone ? `+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}` : null;
      const [row] = await rows<{ id: string }>(
        'INSERT INTO customers (company_id, name, phone_number, phone_e164) VALUES ($1, $2, $3, $4) RETURNING id',
        [companyId, name, phone, e164],
      );
      return row!.id;
    },
    /**
     * The number confirmed a web opt-in with the company (the request and the phone's YES in the
     * ledger, long before any test's clock): marketing may reach it.
     */
    async consent(companyId: string, phoneE164: string): Promise<void> {
      await rows(
        `INSERT INTO sms_consent_events (company_id, phone_e164, action, source, created_at)
         VALUES ($1, $2, 'opt_in_requested', 'opt-in page', '2020-01-01T10:00:00Z'), ($1, $2, 'opt_in', 'YES', '2020-01-01T10:01:00Z')`,
        [companyId, phoneE164],
      );
    },
    messagesTo: (phone: string) =>
      rows<{ id: string; status: string; purpose: string | null; direction: string; body: string; failure_reason: string | null; claimed_at: Date | null }>(
        'SELECT id, status, purpose, direction, body, failure_reason, claimed_at FROM sms_messages WHERE phone_e164 = $1 ORDER BY created_at, id',
        [phone],
      ),
    callsTo: (phone: string) =>
      rows<{ body: string; message_id: string; created_at: Date }>('SELECT body, message_id, created_at FROM sms_simulator_calls WHERE to_phone = $1 ORDER BY created_at', [
        phone,
      ]),
    async count(sql: string, params: unknown[] = []): Promise<number> {
      const [row] = await rows<{ n: string }>(sql, params);
      return Number(row?.n ?? 0);
    },
    /** A campaign (sending) with one recipient per phone, each with a message in `status` (no job queued for it). */
    async storedCampaign(companyId: string, phones: string[], status: 'queued' | 'sending') {
      const [campaign] = await rows<{ id: string }>(
        `INSERT INTO campaigns (company_id, title, message, audience, status, recipient_count) VALUES ($1, 'Stored', 'Hi', '{"mode":"all"}', 'sending', $2) RETURNING id`,
        [companyId, phones.length],
      );
      if (!campaign) throw new Error('INSERT INTO campaigns returned no row');
      const messages: { id: string; provider: string }[] = [];
      for (const phone of phones) {
        const provider = `SMtest${Math.random().toString(16).slice(2)}`;
        const [message] = await rows<{ id: string }>(
          `INSERT INTO sms_messages (company_id, phone_e164, direction, purpose, body, status, campaign_id, idempotency_key, claimed_at, provider_message_id)
           VALUES ($1, $2, 'outbound', 'marketing', 'Hi', $3, $4, gen_random_uuid()::text, now(), $5) RETURNING id`,
          [companyId, phone, status, campaign.id, status === 'sending' ? provider : null],
        );
        if (!message) throw new Error('INSERT INTO sms_messages returned no row');
        await rows('INSERT INTO campaign_recipients (company_id, campaign_id, phone_e164, message_id) VALUES ($1, $2, $3, $4)', [companyId, campaign.id, phone, message.id]);
        messages.push({ id: message.id, provider });
      }
      return { campaignId: campaign.id, messages };
    },
  };
}
