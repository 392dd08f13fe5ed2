#!/usr/bin/env node
// Campaign throughput: one campaign to 10,000 customers sent through the SMS simulator by the
// worker process, from POST /api/campaigns until every message has been handed to the
// provider; beside the floor, a no-op BullMQ worker (same queue name, same concurrency) that
// takes 10,000 jobs added in batches of 500, as the product adds its send jobs.
//
//   npm run build && node bench/campaigns.mjs
import { randomBytes } from 'node:crypto';
import { Queue, QueueEvents, Worker } from 'bullmq';
import pg from 'pg';
import { addCompanyWithUser, REDIS_URL, rerunWithProductNodeFlags, signInBenchUser, startApi, startWorker, throwawayDatabase, writeResults } from './support/harness.mjs';
import { figure, writeFigures } from './support/figures.mjs';

// The floor's worker runs in this process: under the product's Node flags, as the product's worker.
rerunWithProductNodeFlags();

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
/** The product's worker takes this many jobs of a queue at once (worker-runner.ts). */
const WORKER_CONCURRENCY = 10;
const BATCH = 500;

async function seed(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const company = await addCompanyWithUser(db, { role: 'admin' });
  // Each salon texts from a number of its own (Company Settings); one the customers' numbers below never take.
  await db.query("UPDATE companies SET sms_number = '+12125550100' WHERE id = $1", [company]);
  // Distinct mobile numbers +12015550000 … +12015559999 (and on for more recipients), stored in E.164 as the API stores them.
  await db.query(
    `INSERT INTO customers (company_id, name, phone_number, phone_e164)
     SELECT $1, 'Customer ' || i, phone, phone
     FROM (SELECT i, '+1201' || lpad((555 + i / 10000)::text, 3, '0') || lpad((i % 10000)::text, 4, '0') AS phone FROM generate_series(0, $2::int - 1) i) numbers`,
    [company, RECIPIENTS],
  );
  // Marketing goes only to numbers that confirmed an opt-in by texting YES: each customer's did.
  await db.query("INSERT INTO sms_consent_events (company_id, phone_e164, action, source) SELECT $1, phone_e164, 'opt_in', 'YES' FROM customers WHERE company_id = $1", [company]);
  const {
    rows: [{ id: group }],
  } = await db.query("INSERT INTO customer_groups (company_id, name) VALUES ($1, 'Everyone') RETURNING id", [company]);
  await db.query('INSERT INTO customer_group_members (company_id, group_id, customer_id) SELECT $1, $2, id FROM customers WHERE company_id = $1', [
    company,
    group,
  ]);
  await db.query('ANALYZE');
  return { db, group };
}

async function product() {
  const database = await throwawayDatabase('campaigns');
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: `gbbench-${randomBytes(4).toString('hex')}`,
    SMS_QUIET_HOURS: 'off',
  };
  const api = await startApi(env);
  const worker = await startWorker(env);
  const { db, group } = await seed(database.url);
  try {
    const token = await signInBenchUser(api.url);
    const started = performance.now();
    const created = await fetch(`${api.url}/api/campaigns`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Bench', message: 'Spring baths 20% off this week', recipients: { mode: 'group', group_ids: [group] } }),
    });
    const answeredMs = performance.now() - started;
    const body = await created.json();
    if (created.status !== 201) throw new Error(`POST /api/campaigns answered ${created.status}: ${JSON.stringify(body)}`);
    if (body.data.campaign.recipient_count !== RECIPIENTS) throw new Error(`The campaign has ${body.data.campaign.recipient_count} recipients`);
    let handed = 0;
    while (handed < RECIPIENTS) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const { rows } = await db.query("SELECT count(*)::int AS n FROM sms_messages WHERE status IN ('sent', 'delivered')");
      handed = rows[0].n;
    }
    const seconds = (performance.now() - started) / 1000;
    const { rows: calls } = await db.query('SELECT count(*)::int AS n FROM sms_simulator_calls');
    return { answeredMs, seconds, perSecond: RECIPIENTS / seconds, providerCalls: calls[0].n };
  } finally {
    await db.end();
    await worker.stop();
    await api.stop();
    await database.drop();
  }
}

async function floor() {
  const prefix = `gbfloor-${randomBytes(4).toString('hex')}`;
  const connection = { url: REDIS_URL };
  const queue = new Queue('sms-send', { connection, prefix });
  let done = 0;
  let finished;
  const allDone = new Promise((resolve) => (finished = resolve));
  const worker = new Worker(
    'sms-send',
    async () => {
      done += 1;
      if (done === RECIPIENTS) finished();
    },
    { connection, prefix, concurrency: WORKER_CONCURRENCY },
  );
  await worker.waitUntilReady();
  const started = performance.now();
  for (let start = 0; start < RECIPIENTS; start += BATCH) {
    const count = Math.min(BATCH, RECIPIENTS - start);
    await queue.addBulk(
      Array.from({ length: count }, (_, i) => ({
        name: 'sms-send',
        data: { companyId: 'c', messageId: `m${start + i}`, idempotencyKey: `k${start + i}` },
        opts: { jobId: `sms-m${start + i}`, removeOnComplete: true },
      })),
    );
  }
  await allDone;
  const seconds = (performance.now() - started) / 1000;
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  return { seconds, perSecond: RECIPIENTS / seconds };
}

const floorResult = await floor();
const productResult = await product();
const ratio = productResult.perSecond / floorResult.perSecond;
console.log(`Campaign to ${RECIPIENTS.toLocaleString('en-US')} recipients through the SMS simulator`);
console.log(`  POST /api/campaigns answered in ${productResult.answeredMs.toFixed(0)} ms (recipients chosen and stored)`);
console.log(
  `  product: every message handed to the provider in ${productResult.seconds.toFixed(1)} s = ${productResult.perSecond.toFixed(0)} messages/s (${productResult.providerCalls} provider calls)`,
);
console.log(`  floor:   a no-op BullMQ worker, concurrency ${WORKER_CONCURRENCY}, took ${RECIPIENTS} jobs in ${floorResult.seconds.toFixed(1)} s = ${floorResult.perSecond.toFixed(0)} jobs/s`);
console.log(`  = ${ratio.toFixed(2)}x the floor's throughput`);
writeResults('campaigns', { recipients: RECIPIENTS, product: productResult, floor: floorResult, ratio });
writeFigures('campaigns', [
  figure({
    figure: `campaign to ${RECIPIENTS.toLocaleString('en-US')}: messages handed to the provider`,
    unit: 'msg/s',
    product: productResult.perSecond,
    floor: floorResult.perSecond,
    floorLabel: 'no-op BullMQ worker',
    target: { ratioAtLeast: 0.3 },
  }),
  figure({ figure: `POST /api/campaigns to ${RECIPIENTS.toLocaleString('en-US')} recipients answers in`, unit: 'ms', product: productResult.answeredMs }),
]);
