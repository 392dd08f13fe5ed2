import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '@groombook/testing';
import { JobDispatcher } from '../../src/core/jobs/job-dispatcher';
import { ALL_QUEUES, QUEUE_NAMES } from '../../src/core/jobs/queue-names';
import { MailService } from '../../src/core/mail/mail.service';
import { ConflictCacheWarmer } from '../../src/modules/conflicts/conflict-cache-warmer';
import { QUEUE_PROBE_JOB } from '../../src/modules/health/queue-probe.job';
import { SmsOutbox } from '../../src/modules/sms/outbox/sms-outbox.service';
import { useTestApi } from '../support/api-fixture';
import { call, signIn } from '../support/identity';
import { printFigures } from '../support/figures';
import { eventually, smsTestEnv } from '../support/sms';
import { startWorkerProcess, type WorkerProcess } from '../support/worker-process';

const MAILS = 20;
const TEXTS = 40;
const MONTHS = 6;
/** The tables the jobs read first: held locked while the worker takes its jobs, so each is mid-run when it dies. */
const HELD_TABLES = ['outbox_emails', 'appointments', 'sms_messages', 'campaigns'];
const EVERY_AUDIENCE = { mode: 'all', group_ids: [], include_group_ids: [], exclude_group_ids: [] };

/**
 * The worker process killed (SIGKILL, no shutdown) while it runs a job of every kind it has
 * work for: mails, conflict-map warm-ups, a campaign, texts (and their simulated delivery
 * reports), the sweeps and the queue probe. A fresh worker takes the dead one's jobs up again: none is lost,
 * and none that the job promises to do once (a mail per outbox row, a provider call per text)
 * is done twice.
 */
describe('the worker killed during every kind of job', () => {
  const { env, prefix } = smsTestEnv();
  // Quiet hours are the SMS module's rule, tested there: here the campaign goes out at once.
  const t = useTestApi({ ...env, SMS_QUIET_HOURS: 'off' }, { smtp: true });
  let worker: WorkerProcess | undefined;
  const startWorker = async () => {
    worker = await startWorkerProcess({ DATABASE_URL: t.database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, SMTP_URL: t.smtp.url, SMS_QUIET_HOURS: 'off' });
  };
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  const queues = ALL_QUEUES.map((name) => new Queue(name, { connection: { url: TEST_REDIS_URL }, prefix }));

  afterAll(async () => {
    await worker?.stop();
    await Promise.all(queues.map((queue) => queue.obliterate({ force: true }).catch(() => undefined)));
    await Promise.all(queues.map((queue) => queue.close()));
    redis.disconnect();
  });

  const activeJobs = async () => (await Promise.all(queues.map((queue) => queue.getActive()))).flat();

  it('loses no job and does none twice', async () => {
    const companyId = await t.arrange.company('Killed Worker Grooming');
    const customers = await t.arrange.query<{ id: string }>(
      `INSERT INTO customers (company_id, name, phone_number, phone_e164)
       SELECT $1, 'Customer ' || n, '201-555-' || n, '+1201555' || n FROM generate_series(1000, ${999 + TEXTS}) AS n RETURNING id`,
      [companyId],
    );
    // Every number confirmed an opt-in from the phone: the campaign reaches them all.
    await t.arrange.query(
      `INSERT INTO sms_consent_events (company_id, phone_e164, action, source, created_at)
       SELECT $1, '+1201555' || n, 'opt_in', 'YES', '2020-01-01T10:00:00Z' FROM generate_series(1000, ${999 + TEXTS}) AS n`,
      [companyId],
    );

    // Work queued while no worker runs, as the API queues it.
    // The campaign first: its job then runs before the texts fill the send queue's slots.
    await t.arrange.user('admin@killed.test', 'admin', companyId);
    const admin = await signIn(t.api.url, 'admin@killed.test');
    const campaign = await call(t.api.url, 'POST', '/api/campaigns', {
      token: admin.access_token,
      body: { title: 'Spring offer', message: 'Spring baths 10% off this week', recipients: EVERY_AUDIENCE },
    });
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
    const campaignId: string = campaign.body.data.campaign.id;
    const mail = t.api.app.get(MailService);
    for (let index = 0; index < MAILS; index += 1) {
      await mail.send({ companyId, to: `owner${index}@killed.test`, subject: `Reminder ${index}`, text: 'See you soon' });
    }
    const warmer = t.api.app.get(ConflictCacheWarmer);
    for (let month = 1; month <= MONTHS; month += 1) expect(await warmer.warm(companyId, { year: 2026, month })).toBe(true);
    const sent = await t.api.app
      .get(SmsOutbox)
      .sendMany(companyId, customers.rows.map((row, index) => ({ customerId: row.id, body: `Message ${index + 1}`, purpose: 'conversation' as const })));
    expect(sent.filter((result) => result.ok)).toHaveLength(TEXTS);
    const probe = await t.api.app.get(JobDispatcher).dispatch(QUEUE_NAMES.system, QUEUE_PROBE_JOB, { companyId: null, requestedAt: new Date().toISOString() });

    // Every job the worker takes now waits on the held tables: it is running when the worker dies.
    const holder = new pg.Client({ connectionString: t.database.url });
    holder.on('error', () => undefined);
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query(`LOCK TABLE ${HELD_TABLES.join(', ')} IN ACCESS EXCLUSIVE MODE`);
    await startWorker();
    const running = await eventually(
      async () => {
        const active = await activeJobs();
        const kinds = new Set(active.map((job) => job.name));
        return ['email-send', 'conflict-cache-warm', 'sms-send', 'campaign-send'].every((kind) => kinds.has(kind)) ? active : null;
      },
      30_000,
      'a job of every kind running',
    );
    const killedDuring = new Map<string, number>();
    for (const job of running) killedDuring.set(job.name, (killedDuring.get(job.name) ?? 0) + 1);
    await worker!.kill();
    await holder.query('ROLLBACK');
    await holder.end();

    // The next worker finds the dead one's jobs stalled (their locks lapse) and runs them again.
    await startWorker();
    await eventually(async () => t.smtp.messages.length >= MAILS, 120_000, 'every mail sent');
    await eventually(
      async () => (await t.arrange.query("SELECT 1 FROM sms_messages WHERE company_id = $1 AND status = 'delivered'", [companyId])).rowCount === 2 * TEXTS,
      120_000,
      'every text delivered',
    );
    const warmKeys = Array.from({ length: MONTHS }, (_, index) => `${prefix}:conflicts:${companyId}:2026-${String(index + 1).padStart(2, '0')}`);
    await eventually(async () => (await redis.exists(...warmKeys)) === MONTHS, 120_000, 'every month warmed');
    // Time for a job to run twice, were one to.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const mailsPerAddress = new Map<string, number>();
    for (const message of t.smtp.messages) for (const to of message.to) mailsPerAddress.set(to, (mailsPerAddress.get(to) ?? 0) + 1);
    const calls = await t.arrange.query<{ message_id: string; n: number }>('SELECT message_id, count(*)::int AS n FROM sms_simulator_calls GROUP BY message_id');
    const campaignTexts = await t.arrange.query<{ customer_id: string; n: number }>(
      'SELECT customer_id, count(*)::int AS n FROM sms_messages WHERE campaign_id = $1 GROUP BY customer_id',
      [campaignId],
    );
    const probeState = (await queues.find((queue) => queue.name === QUEUE_NAMES.system)!.getJob(probe))?.finishedOn ? 'done' : 'not done';
    const lost = {
      'email-send': MAILS - mailsPerAddress.size,
      'conflict-cache-warm': MONTHS - (await redis.exists(...warmKeys)),
      'sms-send': 2 * TEXTS - calls.rows.length,
      'campaign-send': TEXTS - campaignTexts.rows.length,
      'queue-probe': probeState === 'done' ? 0 : 1,
    };
    const doubled = {
      'email-send': [...mailsPerAddress.values()].filter((n) => n > 1).length,
      'sms-send': calls.rows.filter((row) => row.n > 1).length,
      'campaign-send': campaignTexts.rows.filter((row) => row.n > 1).length,
    };

    printFigures('worker killed during its jobs', {
      'jobs per kind': `email-send ${MAILS}, conflict-cache-warm ${MONTHS}, campaign-send 1 (${TEXTS} recipients), sms-send ${2 * TEXTS} (and their delivery reports), queue-probe 1`,
      'running when killed': [...killedDuring].map(([kind, n]) => `${kind} ${n}`).join(', '),
      lost: Object.values(lost).reduce((sum, n) => sum + n, 0),
      doubled: Object.values(doubled).reduce((sum, n) => sum + n, 0),
    });

    expect(lost).toEqual({ 'email-send': 0, 'conflict-cache-warm': 0, 'sms-send': 0, 'campaign-send': 0, 'queue-probe': 0 });
    expect(doubled).toEqual({ 'email-send': 0, 'sms-send': 0, 'campaign-send': 0 });
    expect(t.smtp.messages).toHaveLength(MAILS);
    // And the campaign ended by itself, though nobody read it.
    expect((await t.arrange.query<{ status: string }>('SELECT status FROM campaigns WHERE id = $1', [campaignId])).rows).toEqual([{ status: 'sent' }]);
  });
});
