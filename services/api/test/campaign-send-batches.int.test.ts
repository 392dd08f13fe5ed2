import { describe, expect, it } from 'vitest';
import { TenantDb } from '../src/core/tenancy/tenant-db';
import { CampaignHandOverRepository } from '../src/modules/campaigns/campaign-hand-over.repository';
import { CampaignSendJob, HAND_OVER_BATCH } from '../src/modules/campaigns/campaign-send.job';
import { CampaignsRepository } from '../src/modules/campaigns/campaigns.repository';
import { campaignSendJobId } from '../src/modules/campaigns/campaign-send.types';
import { OPTED_OUT_REASON } from '../src/modules/sms/outbox/sms-delivery';
import { SmsOutbox } from '../src/modules/sms/outbox/sms-outbox.service';
import { SMS_SEND_BATCH_JOB, SMS_SEND_BATCH_SIZE, SMS_SEND_JOB, type SmsSendBatchPayload } from '../src/modules/sms/sms.types';
import { useTestApi } from './support/api-fixture';
import { call, signIn } from './support/identity';
import { eventually, simulatorOf, smsTables, smsTestEnv, stoppableWorkers } from './support/sms';

/**
 * A campaign's texts go out in batches: the send job hands its recipients to the outbox 500 to
 * a transaction, and queues their texts as `sms-send-batch` jobs, each of which claims its
 * messages in one transaction, hands them to the provider and records the answers in another.
 * The workers run in this process, stopped where a test runs the campaign's job itself to see
 * what it queued.
 */
describe('a campaign sent in batches', () => {
  const { env, prefix } = smsTestEnv();
  // The marketing window is the SMS module's rule: here campaigns go out at once.
  const t = useTestApi({ ...env, SMS_QUIET_HOURS: 'off' });
  const db = smsTables(t);
  const { start: startWorkers, stop: stopWorkers, sendQueue } = stoppableWorkers(t, prefix);
  let salons = 0;

  /** A salon with an admin signed in and `count` customers 'First<n> Last' at +1<area>555<1000+n>, each opted in to marketing. */
  async function salon(count: number, area: string) {
    salons += 1;
    const companyId = await t.arrange.company(`Batch Salon ${salons}`);
    await t.arrange.user(`admin${salons}@batches.test`, 'admin', companyId);
    const token = (await signIn(t.api.url, `admin${salons}@batches.test`)).access_token;
    await t.arrange.query(
      `INSERT INTO customers (company_id, name, phone_number, phone_e164)
       SELECT $1, 'First' || n || ' Last', '+1${area}555' || (1000 + n), '+1${area}555' || (1000 + n) FROM generate_series(1, $2::int) AS n`,
      [companyId, count],
    );
    await t.arrange.query(
      `INSERT INTO sms_consent_events (company_id, phone_e164, action, source, created_at)
       SELECT $1, phone_e164, 'opt_in', 'YES', '2020-01-01T10:00:00Z' FROM customers WHERE company_id = $1`,
      [companyId],
    );
    return { companyId, token, number: await t.arrange.smsNumberOf(companyId) };
  }

  async function create(token: string, message: string): Promise<string> {
    const created = await call(t.api.url, 'POST', '/api/campaigns', { token, body: { title: 'Batches', message, recipients: { mode: 'all' } } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data.campaign.id as string;
  }

  /** The campaign created with the workers stopped, and its job run here instead of by a worker. */
  async function handedOver(companyId: string, token: string, message: string) {
    await stopWorkers();
    const campaignId = await create(token, message);
    expect(await sendQueue.remove(campaignSendJobId(campaignId))).toBe(1);
    const result = await t.api.app.get(CampaignSendJob).handle({ companyId, campaignId });
    return { campaignId, handed: result.handed };
  }

  const queuedFor = async (companyId: string) => (await sendQueue.getJobs(['waiting', 'delayed', 'prioritized'])).filter((job) => job.data.companyId === companyId);
  const ended = (id: string) =>
    eventually(async () => {
      const [row] = await db.rows<{ status: string }>('SELECT status FROM campaigns WHERE id = $1', [id]);
      return row && row.status !== 'sending' ? row.status : null;
    }, 30_000, `campaign ${id} to end`);

  it('stores 500 recipients a transaction, queues their texts as batch jobs, and texts each once from the salon, filled in for them', async () => {
    const recipients = HAND_OVER_BATCH + 2 * SMS_SEND_BATCH_SIZE + 7;
    const { companyId, token, number } = await salon(recipients, '201');
    const { campaignId, handed } = await handedOver(companyId, token, 'Hi {customer_first_name}, baths 10% off');
    expect(handed).toBe(recipients);

    // One transaction per batch of recipients: their messages and their records share it (xmin).
    const byTransaction = async (table: string, column: string) =>
      (await db.rows<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1 GROUP BY xmin::text ORDER BY 1 DESC`, [campaignId])).map((row) => row.n);
    expect(await byTransaction('sms_messages', 'campaign_id')).toEqual([HAND_OVER_BATCH, recipients - HAND_OVER_BATCH]);
    expect(await byTransaction('campaign_recipients', 'campaign_id')).toEqual([HAND_OVER_BATCH, recipients - HAND_OVER_BATCH]);

    // Queued as batch jobs, each message in one of them; none of its own.
    const jobs = await queuedFor(companyId);
    expect(new Set(jobs.map((job) => job.name))).toEqual(new Set([SMS_SEND_BATCH_JOB]));
    expect(jobs.every((job) => (job.data as SmsSendBatchPayload).messageIds.length <= SMS_SEND_BATCH_SIZE)).toBe(true);
    expect(jobs).toHaveLength(Math.ceil(HAND_OVER_BATCH / SMS_SEND_BATCH_SIZE) + Math.ceil((recipients - HAND_OVER_BATCH) / SMS_SEND_BATCH_SIZE));
    const stored = await db.rows<{ id: string }>('SELECT id FROM sms_messages WHERE campaign_id = $1 ORDER BY id', [campaignId]);
    expect(jobs.flatMap((job) => (job.data as SmsSendBatchPayload).messageIds).sort()).toEqual(stored.map((row) => row.id));
    for (const job of jobs) expect(job.id).toBe(`sms-batch-${(job.data as SmsSendBatchPayload).messageIds[0]}`);

    startWorkers();
    expect(await ended(campaignId)).toBe('sent');
    await eventually(
      async () => (await db.count("SELECT count(*) AS n FROM sms_messages WHERE campaign_id = $1 AND status = 'delivered'", [campaignId])) === recipients,
      30_000,
      'every text delivered',
    );
    const calls = await db.rows<{ to_phone: string; from_phone: string; body: string; n: number }>(
      `SELECT c.to_phone, c.from_phone, c.body, count(*) OVER (PARTITION BY c.message_id)::int AS n
       FROM sms_simulator_calls c JOIN sms_messages m ON m.id = c.message_id WHERE m.campaign_id = $1`,
      [campaignId],
    );
    expect(calls).toHaveLength(recipients);
    expect(calls.every((c) => c.n === 1 && c.from_phone === number)).toBe(true);
    for (const c of calls) expect(c.body).toBe(`Hi First${Number(c.to_phone.slice(-4)) - 1000}, baths 10% off`);
    // Each batch's messages recorded sent together, then delivered by one report: a transaction a batch.
    const settledTogether = await byTransaction('sms_messages', 'campaign_id');
    expect(settledTogether).toHaveLength(jobs.length);
    expect(settledTogether.every((n) => n <= SMS_SEND_BATCH_SIZE)).toBe(true);
  });

  it('cancels the text of a number that opted out after it was stored, sends the rest of its batch, and counts it', async () => {
    const { companyId, token } = await salon(5, '973');
    const { campaignId } = await handedOver(companyId, token, 'Spring baths 20% off');
    // An opt-out the send finds in the ledger, though nothing cancelled the stored text.
    await t.arrange.query("INSERT INTO sms_opt_outs (company_id, phone_e164) VALUES ($1, '+19735551003')", [companyId]);
    startWorkers();
    expect(await ended(campaignId)).toBe('sent');
    expect(await db.messagesTo('+19735551003')).toMatchObject([{ status: 'cancelled', failure_reason: OPTED_OUT_REASON }]);
    expect(await db.callsTo('+19735551003')).toEqual([]);
    for (const line of [1001, 1002, 1004, 1005]) expect(await db.callsTo(`+1973555${line}`)).toHaveLength(1);
    const detail = await call(t.api.url, 'GET', `/api/campaigns?id=${campaignId}`, { token });
    const deliveries = (detail.body.data.recipients as { delivery_status: string }[]).map((r) => r.delivery_status);
    expect(deliveries.filter((d) => d === 'failed')).toHaveLength(1);
    expect(detail.body.data.campaign.recipient_count).toBe(5);
  });

  it('retries a batch from a retryable failure: the texts after it wait for the next attempt, and each goes out once', async () => {
    const { companyId, token } = await salon(4, '908');
    const { campaignId } = await handedOver(companyId, token, 'Spring baths 20% off');
    // The batch hands its messages over in id order: the first fails once, so none after it is tried then.
    const messages = await db.rows<{ id: string; phone_e164: string }>('SELECT id, phone_e164 FROM sms_messages WHERE campaign_id = $1 ORDER BY id', [campaignId]);
    const [first] = messages;
    if (!first) throw new Error('The campaign stored no text');
    simulatorOf(t).failNext(first.phone_e164, 'retryable', 1);
    startWorkers();
    expect(await ended(campaignId)).toBe('sent');
    for (const message of messages) expect(await db.callsTo(message.phone_e164)).toHaveLength(1);
    // Claimed in the first attempt and again in the second, though only the first reached the provider then.
    expect((await db.rows<{ attempts: number }>('SELECT attempts FROM sms_messages WHERE campaign_id = $1', [campaignId])).map((r) => r.attempts)).toEqual([2, 2, 2, 2]);
  });

  it("texts each salon's recipients from that salon's own number", async () => {
    const first = await salon(3, '732');
    const second = await salon(3, '862');
    const ids = [await create(first.token, 'From the first'), await create(second.token, 'From the second')];
    for (const id of ids) expect(await ended(id)).toBe('sent');
    const from = await db.rows<{ to_phone: string; from_phone: string }>(
      "SELECT to_phone, from_phone FROM sms_simulator_calls WHERE to_phone LIKE '+1732%' OR to_phone LIKE '+1862%' ORDER BY to_phone",
    );
    expect(from.map((c) => c.from_phone)).toEqual([first.number, first.number, first.number, second.number, second.number, second.number]);
  });

  it('leaves texts sent one by one (a reply) on jobs of their own', async () => {
    const { companyId } = await salon(1, '551');
    await stopWorkers();
    const [customer] = await db.rows<{ id: string }>('SELECT id FROM customers WHERE company_id = $1', [companyId]);
    if (!customer) throw new Error('The salon has no customer');
    const sent = await t.api.app.get(SmsOutbox).send(companyId, { customerId: customer.id, body: 'Your dog is ready', purpose: 'conversation' });
    if (!sent.ok) throw new Error('The outbox refused the reply');
    expect((await queuedFor(companyId)).map((job) => [job.name, job.id])).toEqual([[SMS_SEND_JOB, `sms-${sent.message.id}`]]);
    startWorkers();
    await eventually(async () => (await db.callsTo('+15515551001')).length === 1, 15_000, 'the reply sent');
  });

  it('has its job, started before the transaction that queued it has committed, wait for it instead of failing to find the campaign', async () => {
    const { companyId, token } = await salon(3, '609');
    await stopWorkers();
    const draft = await call(t.api.url, 'POST', '/api/campaigns', { token, body: { title: 'Later', message: 'Baths', recipients: { mode: 'all' }, send: 'draft' } });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const campaignId: string = draft.body.data.campaign.id;
    const customers = await db.rows<{ id: string; phone_e164: string }>('SELECT id, phone_e164 FROM customers WHERE company_id = $1', [companyId]);
    let finished = false;
    let job: Promise<{ handed: number }> | undefined;
    // As the request that sends a draft does: the campaign leaves, its send lock taken as its job is queued; the job starts at once.
    await t.api.app.get(TenantDb).forCompany(companyId, async (m) => {
      await m.query("UPDATE campaigns SET status = 'sending' WHERE id = $1", [campaignId]);
      const recipients = customers.map((c) => ({ customerId: c.id, phoneE164: c.phone_e164 }));
      await t.api.app.get(CampaignsRepository).addRecipients(m, companyId, campaignId, recipients, new Date());
      await t.api.app.get(CampaignHandOverRepository).lockSend(m, campaignId);
      job = t.api.app.get(CampaignSendJob).handle({ companyId, campaignId });
      void job.finally(() => (finished = true)).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(finished).toBe(false);
    });
    expect(await job).toEqual({ handed: 3 });
    startWorkers();
    expect(await ended(campaignId)).toBe('sent');
  });
});
