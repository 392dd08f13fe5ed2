import { beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../src/core/tenancy/tenant-db';
import { SmsMessagesRepository } from '../src/modules/sms/outbox/sms-messages.repository';
import { useTestApi } from './support/api-fixture';
import { recordingQueries, type SentQuery } from './support/query-plans';

const MESSAGES = 3000;

/**
 * A batch of delivery reports finds each of its messages by key (the provider's id, or the
 * message's own while the provider's is not recorded yet), whatever the statistics say. A
 * campaign's first send is the case: `sms_messages` was analyzed while nearly empty, then fills
 * with thousands of messages within seconds, long before autovacuum looks again. A plan that
 * compared every report with every message (the two keys joined with OR) read the whole table
 * once per report and took 60 to 120 ms a batch of 100 by the end of a 10,000 campaign.
 */
describe("a batch of provider reports on a table analyzed before it filled", () => {
  const t = useTestApi();
  let companyId: string;
  let ids: string[];

  beforeAll(async () => {
    companyId = await t.arrange.company('Report Grooming');
    await t.arrange.query('ANALYZE sms_messages');
    const { rows } = await t.arrange.query<{ id: string }>(
      `INSERT INTO sms_messages (company_id, phone_e164, direction, purpose, body, status, idempotency_key, provider_message_id, sent_at)
       SELECT $1, '+1201555' || lpad(i::text, 4, '0'), 'outbound', 'marketing', 'Spring special', 'sent', 'report-plan-' || i, 'SMREPORT' || i, now()
       FROM generate_series(1, $2::int) AS i ORDER BY i RETURNING id`,
      [companyId, MESSAGES],
    );
    ids = rows.map((row) => row.id);
  });

  it('reads each message by its key, never the table once per report, and moves only those reported', async () => {
    const reports = Array.from({ length: 100 }, (_, index) => ({
      // Every other report names only the provider's id, as Twilio's do.
      providerMessageId: `SMREPORT${MESSAGES - index}`,
      messageId: index % 2 === 0 ? (ids[MESSAGES - index - 1] ?? null) : null,
      outcome: 'delivered' as const,
      failureReason: null,
    }));
    const sent: SentQuery[] = [];
    const moved = await t.api.app
      .get(TenantDb)
      .platform((m) => t.api.app.get(SmsMessagesRepository).applyProviderReports(recordingQueries(m, sent), 'delivered', reports, new Date()));

    expect(moved).toHaveLength(100);
    expect(await t.arrange.query("SELECT count(*)::int AS n FROM sms_messages WHERE status = 'delivered'").then((r) => r.rows[0])).toEqual({ n: 100 });
    expect(sent).toHaveLength(1);
    const [statement] = sent;
    const { rows } = await t.arrange.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement?.sql}`, statement?.params);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).not.toMatch(/Seq Scan on sms_messages/);
    expect(plan).not.toMatch(/Join Filter/);
    expect(plan).toMatch(/Index (Only )?Scan using sms_messages_provider_message_id_key/);
  });
});
