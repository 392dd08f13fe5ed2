import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STALLED_AFTER_MS, CampaignSweepJob } from '../src/modules/campaigns/campaign-sweep.job';
import { CAMPAIGN_SEND_JOB, campaignSendJobId } from '../src/modules/campaigns/campaign-send.types';
import { SmsStatusService } from '../src/modules/sms/outbox/sms-status.service';
import { useTestApi } from './support/api-fixture';
import { call, signIn } from './support/identity';
import { clockOf, eventually, simulatorOf, smsTables, smsTestEnv, stoppableWorkers } from './support/sms';

const EVERYONE = { mode: 'all' } as const;

/**
 * A campaign ends by the job that settles its last message, with nobody reading it: every
 * check here reads the database, never the API. The workers run in this process and are
 * stopped where a test needs a job to wait (or to be lost).
 */
describe('a campaign ends on its own', () => {
  const { env, prefix } = smsTestEnv();
  // The marketing window is the SMS module's rule: here campaigns go out at once.
  const t = useTestApi({ ...env, SMS_QUIET_HOURS: 'off' });
  const db = smsTables(t);
  const { start: startWorkers, stop: stopWorkers, sendQueue } = stoppableWorkers(t, prefix);
  let salons = 0;

  /** A salon of its own with an admin signed in, and `phones.length` customers who opted in to marketing. */
  async function salon(phones: string[]) {
    salons += 1;
    const companyId = await t.arrange.company(`Completion Salon ${salons}`);
    await t.arrange.user(`admin${salons}@completion.test`, 'admin', companyId);
    const token = (await signIn(t.api.url, `admin${salons}@completion.test`)).access_token;
    for (const [index, phone] of phones.entries()) {
      await db.customer(companyId, `Customer ${salons}-${index}`, phone);
      await db.consent(companyId, `+1${phone.replace(/\D/g, '')}`);
    }
    return { companyId, token };
  }

  async function create(token: string, title: string): Promise<string> {
    const created = await call(t.api.url, 'POST', '/api/campaigns', { token, body: { title, message: `${title}: baths 10% off`, recipients: EVERYONE } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data.campaign.id as string;
  }

  const campaignRow = async (id: string) => only(await db.rows<{ status: string; sent_at: Date | null }>('SELECT status, sent_at FROM campaigns WHERE id = $1', [id]));
  const ended = (id: string, timeoutMs = 20_000) =>
    eventually(async () => {
      const row = await campaignRow(id);
      return row.status === 'sending' ? null : row;
    }, timeoutMs, `campaign ${id} to end`);

  it('reaches sent, dated by its last message, with nobody reading it', async () => {
    const { token } = await salon(['201-555-0401', '201-555-0402', '201-555-0403']);
    const id = await create(token, 'Unread');
    const row = await ended(id);
    expect(row.status).toBe('sent');
    const last = only(await db.rows<{ sent_at: Date }>('SELECT max(sent_at) AS sent_at FROM sms_messages WHERE campaign_id = $1', [id]));
    expect(row.sent_at?.toISOString()).toBe(last.sent_at.toISOString());
    expect(await db.count("SELECT count(*) AS n FROM sms_messages WHERE campaign_id = $1 AND status IN ('sent', 'delivered')", [id])).toBe(3);
  });

  it('ends failed when every message fails', async () => {
    const phones = ['201-555-0411', '201-555-0412'];
    const { token } = await salon(phones);
    for (const phone of phones) simulatorOf(t).failNext(`+1${phone.replace(/\D/g, '')}`, 'permanent');
    const id = await create(token, 'All fail');
    const row = await ended(id);
    expect(row).toMatchObject({ status: 'failed', sent_at: null });
    expect(await db.rows('SELECT status FROM sms_messages WHERE campaign_id = $1', [id])).toEqual([{ status: 'failed' }, { status: 'failed' }]);
  });

  it('is ended by its own send job when none of its recipients can be handed to the outbox', async () => {
    const { companyId, token } = await salon(['201-555-0421', '201-555-0422']);
    await stopWorkers();
    try {
      const id = await create(token, 'No number left');
      // The salon loses its number before the job runs: the outbox refuses every recipient.
      await t.arrange.query('UPDATE companies SET sms_number = NULL WHERE id = $1', [companyId]);
      startWorkers();
      const row = await ended(id);
      expect(row).toMatchObject({ status: 'failed', sent_at: null });
      expect(await db.count('SELECT count(*) AS n FROM sms_messages WHERE campaign_id = $1', [id])).toBe(0);
      expect(await db.count('SELECT count(*) AS n FROM campaign_recipients WHERE campaign_id = $1 AND failure_reason IS NOT NULL', [id])).toBe(2);
    } finally {
      startWorkers();
    }
  });

  it('is ended by the delivery report of its last message, before the report is answered', async () => {
    const { companyId } = await salon([]);
    const { campaignId, messages } = await db.storedCampaign(companyId, ['+12015550471', '+12015550472'], 'sending');
    const [first, second] = messages.map((message) => ({ providerMessageId: message.provider, messageId: message.id }));
    const status = t.api.app.get(SmsStatusService);
    expect(await status.apply({ ...only([first]), outcome: 'delivered', failureReason: null })).toBe(1);
    expect((await campaignRow(campaignId)).status).toBe('sending');
    expect(await status.apply({ ...only([second]), outcome: 'failed', failureReason: 'Carrier said no' })).toBe(1);
    // Ended by the time the report was applied: nothing else ran in between.
    expect((await campaignRow(campaignId)).status).toBe('sent');
  });

  it('is ended by the STOP that cancels its last waiting message', async () => {
    const { companyId } = await salon([]);
    const phone = '+12015550481';
    const { campaignId } = await db.storedCampaign(companyId, [phone], 'queued');
    const stop = await call(t.api.url, 'POST', '/api/dev/sms/inbound', { body: { from: phone, to: await t.arrange.smsNumberOf(companyId), body: 'STOP' } });
    expect(stop.body.data).toMatchObject({ stored: true, intent: 'opt_out' });
    expect(await campaignRow(campaignId)).toMatchObject({ status: 'failed', sent_at: null });
  });

  it('is sent after its lost campaign-send job is queued again by the sweep, each number texted once', async () => {
    const phones = ['201-555-0441', '201-555-0442'];
    const { token } = await salon(phones);
    await stopWorkers();
    let id: string;
    try {
      id = await create(token, 'Lost job');
      // Redis loses the job before any worker takes it.
      expect(await sendQueue.remove(campaignSendJobId(id))).toBe(1);
    } finally {
      startWorkers();
    }
    const sweep = t.api.app.get(CampaignSweepJob);
    // Not yet: a campaign this young may still have its job waiting.
    expect((await sweep.sweep()).requeued).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await campaignRow(id)).status).toBe('sending');
    expect(await db.count('SELECT count(*) AS n FROM sms_messages WHERE campaign_id = $1', [id])).toBe(0);

    clockOf(t).travelTo(new Date(Date.now() + CAMPAIGN_STALLED_AFTER_MS + 60_000));
    try {
      await sweep.sweep();
      const row = await ended(id);
      expect(row.status).toBe('sent');
      // A sweep while it sends, or after: its job id is taken, or nothing is left to hand over.
      await sweep.sweep();
      await eventually(
        async () => (await db.count("SELECT count(*) AS n FROM sms_messages WHERE campaign_id = $1 AND status = 'delivered'", [id])) === 2,
        20_000,
        'both texts delivered',
      );
      for (const phone of phones) expect(await db.callsTo(`+1${phone.replace(/\D/g, '')}`)).toHaveLength(1);
    } finally {
      clockOf(t).travelTo(null);
    }
  });

  it('is queued again under another id when a finished job of its id is still kept (BullMQ would ignore the id)', async () => {
    const { companyId, token } = await salon(['201-555-0451']);
    await stopWorkers();
    let id: string;
    try {
      id = await create(token, 'Kept job');
      expect(await sendQueue.remove(campaignSendJobId(id))).toBe(1);
      // A job of the campaign's id that failed for good and is kept (not the queue's policy, but a
      // queue may keep them): it names a campaign that does not exist, so it fails at once.
      await sendQueue.add(
        CAMPAIGN_SEND_JOB,
        { companyId, campaignId: '00000000-0000-4000-8000-000000000000' },
        { jobId: campaignSendJobId(id), attempts: 1, removeOnFail: false },
      );
    } finally {
      startWorkers();
    }
    const kept = await eventually(async () => {
      const job = await sendQueue.getJob(campaignSendJobId(id));
      return job && (await job.getState()) === 'failed' ? job : null;
    }, 10_000, 'the kept job to fail');
    // Adding the same id again adds nothing: the kept job stays as it was, and nothing runs.
    await sendQueue.add(CAMPAIGN_SEND_JOB, { companyId, campaignId: id }, { jobId: campaignSendJobId(id) });
    const stillKept = await sendQueue.getJob(campaignSendJobId(id));
    expect(stillKept?.data).toEqual(kept.data);
    expect(await stillKept?.getState()).toBe('failed');

    clockOf(t).travelTo(new Date(Date.now() + CAMPAIGN_STALLED_AFTER_MS + 60_000));
    try {
      await t.api.app.get(CampaignSweepJob).sweep();
      expect((await ended(id)).status).toBe('sent');
    } finally {
      clockOf(t).travelTo(null);
    }
  });

  it('is not changed by reading it: a campaign left sending with nothing pending stays so through GET, and the sweep ends it', async () => {
    const { token } = await salon(['201-555-0461']);
    const id = await create(token, 'Read only');
    expect((await ended(id)).status).toBe('sent');
    // As a campaign from before campaigns ended on their own would be: every delivery settled, still sending.
    await t.arrange.query("UPDATE campaigns SET status = 'sending', sent_at = NULL WHERE id = $1", [id]);
    const snapshot = () => db.rows<{ row: string }>('SELECT c::text AS row FROM campaigns c ORDER BY id');
    const before = await snapshot();

    const list = await call(t.api.url, 'GET', '/api/campaigns', { token });
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ id, status: 'sending', progress: { pending: 0 } });
    const detail = await call(t.api.url, 'GET', `/api/campaigns?id=${id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body.data.campaign).toMatchObject({ id, status: 'sending' });
    expect(await snapshot()).toEqual(before);

    expect((await t.api.app.get(CampaignSweepJob).sweep()).ended).toBeGreaterThanOrEqual(1);
    const row = await campaignRow(id);
    expect(row.status).toBe('sent');
    expect(row.sent_at).not.toBeNull();
  });
});

/** The one row (or value) of a list; fails the test when there is none. */
function only<T>(rows: readonly (T | undefined)[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('Expected a row, found none');
  return row;
}
