import { describe, expect, it, vi } from 'vitest';
import type { JobDispatcher } from '../../../core/jobs/job-dispatcher';
import type { JobRequest } from '../../../core/jobs/job.types';
import type { TenantDb } from '../../../core/tenancy/tenant-db';
import { SMS_SIMULATED_REPORT_JOB, type SmsSimulatedReportPayload } from '../sms.types';
import { SimulatedSmsProvider } from './simulated-sms-provider';
import { SmsProvider, SmsProviderError, type SmsSendRequest } from './sms-provider';
import type { SimulatedCallRecord, SmsSimulatorRepository } from './sms-simulator.repository';

const request = (to: string, company = 'c1'): SmsSendRequest => ({
  companyId: company,
  messageId: `message-${to}`,
  from: { number: '+12125550100', messagingServiceSid: null },
  to,
  body: `Hello ${to}`,
  idempotencyKey: `key-${to}`,
});

/** A provider whose answer for each number is scripted: an id, or an error thrown. */
class ScriptedProvider extends SmsProvider {
  readonly mode = 'twilio' as const;
  readonly idempotent = false;
  readonly called: string[] = [];

  constructor(private readonly failures: Record<string, Error>) {
    super();
  }

  async send(sms: SmsSendRequest): Promise<string> {
    this.called.push(sms.to);
    const failure = this.failures[sms.to];
    if (failure) throw failure;
    return `SM-${sms.to}`;
  }
}

describe('a batch handed to a provider one message at a time (SmsProvider.sendMany)', () => {
  it('answers each message in order', async () => {
    const provider = new ScriptedProvider({});
    const answers = await provider.sendMany([request('+1'), request('+2')]);
    expect(answers).toEqual([
      { ok: true, providerMessageId: 'SM-+1' },
      { ok: true, providerMessageId: 'SM-+2' },
    ]);
  });

  it('goes on after a permanent refusal: it concerns that message only', async () => {
    const refusal = new SmsProviderError('permanent', 'Invalid number');
    const provider = new ScriptedProvider({ '+2': refusal });
    const answers = await provider.sendMany([request('+1'), request('+2'), request('+3')]);
    expect(answers).toEqual([{ ok: true, providerMessageId: 'SM-+1' }, { ok: false, error: refusal }, { ok: true, providerMessageId: 'SM-+3' }]);
    expect(provider.called).toEqual(['+1', '+2', '+3']);
  });

  it('stops at a retryable failure (a 429 would only repeat) or an unexpected one: the rest are not tried', async () => {
    for (const failure of [new SmsProviderError('retryable', 'Too many requests'), new Error('socket hang up')]) {
      const provider = new ScriptedProvider({ '+2': failure });
      const answers = await provider.sendMany([request('+1'), request('+2'), request('+3')]);
      expect(answers).toEqual([{ ok: true, providerMessageId: 'SM-+1' }, { ok: false, error: failure }]);
      expect(provider.called).toEqual(['+1', '+2']);
    }
  });
});

describe('the simulator takes a batch at once', () => {
  function simulator(seenBefore: Record<string, string> = {}) {
    const recorded: SimulatedCallRecord[][] = [];
    const dispatched: JobRequest<SmsSimulatedReportPayload>[][] = [];
    const db = { platform: <T>(work: (m: unknown) => Promise<T>) => work({}) } as unknown as TenantDb;
    const calls = {
      recordMany: vi.fn(async (_m: unknown, batch: SimulatedCallRecord[]) => {
        recorded.push(batch);
        return new Map(batch.map((call) => [call.idempotencyKey, seenBefore[call.idempotencyKey] ?? call.providerMessageId]));
      }),
    } as unknown as SmsSimulatorRepository;
    const jobs = {
      dispatchMany: vi.fn(async (_queue: string, requests: JobRequest<SmsSimulatedReportPayload>[]) => {
        dispatched.push(requests);
        return requests.map((_, index) => String(index));
      }),
    } as unknown as JobDispatcher;
    return { provider: new SimulatedSmsProvider(db, calls, jobs), recorded, dispatched };
  }

  it('records the batch in one statement and reports it delivered by one job per company', async () => {
    const { provider, recorded, dispatched } = simulator({ 'key-+2': 'SMfirst' });
    const answers = await provider.sendMany([request('+1'), request('+2'), request('+3', 'c2')]);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.map((call) => [call.to, call.from, call.companyId, call.messageId])).toEqual([
      ['+1', '+12125550100', 'c1', 'message-+1'],
      ['+2', '+12125550100', 'c1', 'message-+2'],
      ['+3', '+12125550100', 'c2', 'message-+3'],
    ]);
    // A key seen before answers with the first call's id, as a provider with idempotency keys does.
    expect(answers[1]).toEqual({ ok: true, providerMessageId: 'SMfirst' });
    const ids = answers.map((answer) => (answer.ok ? answer.providerMessageId : null));
    expect(new Set(ids).size).toBe(3);
    expect(dispatched).toHaveLength(1);
    expect(dispatched[0]?.map((job) => [job.name, job.payload])).toEqual([
      [SMS_SIMULATED_REPORT_JOB, { companyId: 'c1', reports: [{ messageId: 'message-+1', providerMessageId: ids[0] }, { messageId: 'message-+2', providerMessageId: 'SMfirst' }] }],
      [SMS_SIMULATED_REPORT_JOB, { companyId: 'c2', reports: [{ messageId: 'message-+3', providerMessageId: ids[2] }] }],
    ]);
  });

  it('fails the numbers a test scripted, stopping the batch at a retryable failure, and records only what it took', async () => {
    const { provider, recorded } = simulator();
    provider.failNext('+2', 'permanent');
    const permanent = await provider.sendMany([request('+1'), request('+2'), request('+3')]);
    expect(permanent.map((answer) => answer.ok)).toEqual([true, false, true]);
    expect(recorded.at(-1)?.map((call) => call.to)).toEqual(['+1', '+3']);

    provider.failNext('+2', 'retryable');
    const retryable = await provider.sendMany([request('+1'), request('+2'), request('+3')]);
    expect(retryable.map((answer) => answer.ok)).toEqual([true, false]);
    expect(retryable[1]).toMatchObject({ ok: false, error: { kind: 'retryable' } });
    expect(recorded.at(-1)?.map((call) => call.to)).toEqual(['+1']);
  });
});
