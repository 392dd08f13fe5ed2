import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { campaignAudienceSchema, type CampaignAudience } from '@groombook/contracts';
import { selectRow, selectRows, writeReturning } from '../../core/database/rows';
import type { CampaignRef } from './campaigns.repository';

/** A campaign as saved, not yet sent: a draft, or scheduled to leave at `scheduledAt`. */
export interface SavedCampaign {
  title: string;
  message: string;
  audience: CampaignAudience;
  status: 'draft' | 'scheduled';
  scheduledAt: Date | null;
}

const idRowSchema = z.object({ id: z.string() });
const statusRowSchema = z.object({ status: z.string() });
const claimedRowSchema = z.object({ id: z.string(), title: z.string(), message: z.string(), audience: campaignAudienceSchema });
/** A campaign that has just left: what choosing its recipients needs. */
export type ClaimedCampaign = z.infer<typeof claimedRowSchema>;
const refRowSchema = z.object({ id: z.string(), company_id: z.string() });

/** What a change to a saved campaign found: done, no such campaign, or one that has already left. */
export type SavedChange = 'done' | 'not_found' | 'left';

/** Drafts and scheduled campaigns: saving, editing, deleting them, and their leaving. */
@Injectable()
export class CampaignScheduleRepository {
  async insert(m: EntityManager, companyId: string, campaign: SavedCampaign, now: Date): Promise<string> {
    const [row] = await writeReturning(
      m,
      idRowSchema,
      `INSERT INTO campaigns (company_id, title, message, audience, status, scheduled_at, recipient_count, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $7) RETURNING id`,
      [companyId, campaign.title, campaign.message, JSON.stringify(campaign.audience), campaign.status, campaign.scheduledAt, now],
    );
    if (!row) throw new Error('INSERT INTO campaigns returned no row');
    return row.id;
  }

  /** Edits a draft or scheduled campaign (one that has left is not changed). */
  async update(m: EntityManager, companyId: string, id: string, campaign: SavedCampaign, now: Date): Promise<SavedChange> {
    const rows = await writeReturning(
      m,
      idRowSchema,
      `UPDATE campaigns SET title = $3, message = $4, audience = $5, status = $6, scheduled_at = $7, updated_at = $8
       WHERE company_id = $1 AND id = $2 AND status IN ('draft', 'scheduled') RETURNING id`,
      [companyId, id, campaign.title, campaign.message, JSON.stringify(campaign.audience), campaign.status, campaign.scheduledAt, now],
    );
    return rows.length > 0 ? 'done' : this.missingOrLeft(m, companyId, id);
  }

  async delete(m: EntityManager, companyId: string, id: string): Promise<SavedChange> {
    const rows = await writeReturning(
      m,
      idRowSchema,
      "DELETE FROM campaigns WHERE company_id = $1 AND id = $2 AND status IN ('draft', 'scheduled') RETURNING id",
      [companyId, id],
    );
    return rows.length > 0 ? 'done' : this.missingOrLeft(m, companyId, id);
  }

  /**
   * The campaign leaves: `sending` from a draft (sent now) or from scheduled when its time has
   * come. Conditional, so of two sweeps (or a sweep and a click) only one takes it.
   */
  async claim(m: EntityManager, companyId: string, id: string, from: 'draft' | 'due', now: Date): Promise<ClaimedCampaign | undefined> {
    const condition = from === 'draft' ? "status IN ('draft', 'scheduled')" : "status = 'scheduled' AND scheduled_at <= $3";
    const [row] = await writeReturning(
      m,
      claimedRowSchema,
      `UPDATE campaigns SET status = 'sending', scheduled_at = NULL, updated_at = $3
       WHERE company_id = $1 AND id = $2 AND ${condition} RETURNING id, title, message, audience`,
      [companyId, id, now],
    );
    return row;
  }

  /** A scheduled campaign that could reach no one when it left. */
  async fail(m: EntityManager, companyId: string, id: string, now: Date): Promise<void> {
    await m.query("UPDATE campaigns SET status = 'failed', updated_at = $3 WHERE company_id = $1 AND id = $2 AND status = 'sending'", [companyId, id, now]);
  }

  /** Platform: scheduled campaigns whose time has come, the earliest first. */
  due(m: EntityManager, now: Date, limit: number): Promise<CampaignRef[]> {
    return selectRows(
      m,
      refRowSchema,
      "SELECT id, company_id FROM campaigns WHERE status = 'scheduled' AND scheduled_at <= $1 ORDER BY scheduled_at, id LIMIT $2",
      [now, limit],
    );
  }

  private async missingOrLeft(m: EntityManager, companyId: string, id: string): Promise<SavedChange> {
    const row = await selectRow(m, statusRowSchema, 'SELECT status FROM campaigns WHERE company_id = $1 AND id = $2', [companyId, id]);
    return row ? 'left' : 'not_found';
  }
}
