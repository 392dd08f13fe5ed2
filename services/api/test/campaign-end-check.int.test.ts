import type { EntityManager } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { TenantDb } from '../src/core/tenancy/tenant-db';
import { CampaignsRepository } from '../src/modules/campaigns/campaigns.repository';
import { SettledCampaignMessages } from '../src/modules/sms/outbox/settled-campaign-messages';
import { useTestApi } from './support/api-fixture';
import { smsTables, smsTestEnv } from './support/sms';

/**
 * Whether a campaign may end, asked by transactions that settle its texts at the same time:
 * it ends once, by one that sees every text settled, and the question neither waits for the
 * campaign's lock nor ends it while any text is on its way. Moved here from
 * campaign-completion.int.test.ts, which keeps the jobs that end a campaign.
 */
describe("a campaign's end, asked by transactions settling its texts at once", () => {
  const { env } = smsTestEnv();
  const t = useTestApi({ ...env, SMS_QUIET_HOURS: 'off' });
  const db = smsTables(t);
  let salons = 0;

  const salon = () => t.arrange.company(`End Check Salon ${(salons += 1)}`);
  const campaignRow = async (id: string) => {
    const [row] = await db.rows<{ status: string; sent_at: Date | null }>('SELECT status, sent_at FROM campaigns WHERE id = $1', [id]);
    if (!row) throw new Error(`No campaign ${id}`);
    return row;
  };

  /**
   * Settles each message in a transaction of its own, all open at once: each writes its
   * message's final status (and runs `written`), waits until every other has too, none
   * committed, then runs `then`. Returns what each `then` returned.
   */
  async function settledTogether<T>(
    companyId: string,
    messageIds: string[],
    then: (m: EntityManager) => Promise<T>,
    written: (m: EntityManager) => Promise<void> = async () => undefined,
  ): Promise<T[]> {
    let arrived = 0;
    let release: () => void = () => undefined;
    const allWritten = new Promise<void>((resolve) => (release = resolve));
    return Promise.all(
      messageIds.map((messageId) =>
        t.api.app.get(TenantDb).forCompany(companyId, async (m) => {
          await m.query("UPDATE sms_messages SET status = 'sent', sent_at = now(), updated_at = now() WHERE id = $1", [messageId]);
          await written(m);
          if (++arrived === messageIds.length) release();
          await allWritten;
          return then(m);
        }),
      ),
    );
  }

  it('ends once when its last two messages settle at the same moment in two transactions', async () => {
    const companyId = await salon();
    const stored = await db.storedCampaign(companyId, ['+12015550431', '+12015550432'], 'sending');
    const campaign = { id: stored.campaignId };
    const messages = stored.messages.map((message) => message.id);
    // Each transaction writes its message's status, then waits until the other has too (neither
    // committed), then asks whether the campaign is done: each sees the other's message unsettled.
    const tenantDb = t.api.app.get(TenantDb);
    const repository = t.api.app.get(CampaignsRepository);
    const endedBy = await settledTogether(companyId, messages, async (m) => repository.finishSettled(m, companyId, [campaign.id]));
    expect(endedBy.flat()).toEqual([campaign.id]);
    expect((await campaignRow(campaign.id)).status).toBe('sent');
    // Again, or for a campaign that has ended: nothing changes.
    expect(await tenantDb.forCompany(companyId, (m) => repository.finishSettled(m, companyId, [campaign.id]))).toEqual([]);
  });

  it('is ended once its last two messages are settled by two transactions at once, each told after it commits', async () => {
    const companyId = await salon();
    const stored = await db.storedCampaign(companyId, ['+12015550491', '+12015550492'], 'sending');
    // As the send jobs do: each transaction writes its message's final status and tells
    // SettledCampaignMessages; neither sees the other's while both are open.
    const settledMessages = t.api.app.get(SettledCampaignMessages);
    await settledTogether(
      companyId,
      stored.messages.map((message) => message.id),
      async () => {
        // Not in here: the campaign is checked once this transaction has committed.
        expect((await campaignRow(stored.campaignId)).status).toBe('sending');
      },
      (m) => settledMessages.settled(m, [{ company_id: companyId, campaign_id: stored.campaignId }]),
    );
    const row = await campaignRow(stored.campaignId);
    expect(row.status).toBe('sent');
    const [last] = await db.rows<{ sent_at: Date }>('SELECT max(sent_at) AS sent_at FROM sms_messages WHERE campaign_id = $1', [stored.campaignId]);
    expect(row.sent_at?.toISOString()).toBe(last?.sent_at.toISOString());
  });

  it('is not locked or ended while any of its texts is on its way, only checked', async () => {
    const companyId = await salon();
    const stored = await db.storedCampaign(companyId, ['+12015550495', '+12015550496'], 'sending');
    const tenantDb = t.api.app.get(TenantDb);
    const [first] = stored.messages;
    if (!first) throw new Error('The campaign has no message');
    await tenantDb.forCompany(companyId, async (m) => {
      await m.query("UPDATE sms_messages SET status = 'sent', sent_at = now(), updated_at = now() WHERE id = $1", [first.id]);
      await t.api.app.get(SettledCampaignMessages).settled(m, [{ company_id: companyId, campaign_id: stored.campaignId }]);
    });
    expect((await campaignRow(stored.campaignId)).status).toBe('sending');
    // Held by another transaction, the campaign's row does not stop a check that finds a text still on its way.
    const locked = new Promise<void>((resolve, reject) => {
      void tenantDb
        .forCompany(companyId, async (m) => {
          await m.query('SELECT id FROM campaigns WHERE id = $1 FOR NO KEY UPDATE', [stored.campaignId]);
          resolve();
          await new Promise((done) => setTimeout(done, 1500));
        })
        .catch(reject);
    });
    await locked;
    const started = Date.now();
    expect(await tenantDb.readForCompany(companyId, (m) => t.api.app.get(CampaignsRepository).withNothingPending(m, companyId, [stored.campaignId]))).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
