import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { selectRows, writeReturning } from '../../core/database/rows';

const phoneRowSchema = z.object({ phone_e164: z.string() });
const companyRowSchema = z.object({ company_id: z.string() });

export type ConsentAction = 'opt_out' | 'opt_in';

/**
 * Every query of `sms_opt_outs` (the numbers that asked for no more texts) and
 * `sms_consent_events` (the ledger of every change, which is only ever added to).
 */
@Injectable()
export class SmsConsentRepository {
  /** Those of `phones` that opted out of the company's texts. */
  async optedOut(m: EntityManager, companyId: string, phones: string[]): Promise<Set<string>> {
    if (phones.length === 0) return new Set();
    const rows = await selectRows(m, phoneRowSchema, 'SELECT phone_e164 FROM sms_opt_outs WHERE company_id = $1 AND phone_e164 = ANY($2::text[])', [
      companyId,
      phones,
    ]);
    return new Set(rows.map((row) => row.phone_e164));
  }

  /** True when the number was not opted out before. */
  async optOut(m: EntityManager, companyId: string, phoneE164: string, now: Date): Promise<boolean> {
    const rows = await writeReturning(
      m,
      phoneRowSchema,
      `INSERT INTO sms_opt_outs (company_id, phone_e164, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (company_id, phone_e164) DO NOTHING RETURNING phone_e164`,
      [companyId, phoneE164, now],
    );
    return rows.length > 0;
  }

  /** True when the number was opted out before. */
  async optIn(m: EntityManager, companyId: string, phoneE164: string): Promise<boolean> {
    const rows = await writeReturning(m, phoneRowSchema, 'DELETE FROM sms_opt_outs WHERE company_id = $1 AND phone_e164 = $2 RETURNING phone_e164', [
      companyId,
      phoneE164,
    ]);
    return rows.length > 0;
  }

  async record(
    m: EntityManager,
    companyId: string,
    event: { phoneE164: string; action: ConsentAction; source: string; messageId: string | null },
    now: Date,
  ): Promise<void> {
    await m.query(
      'INSERT INTO sms_consent_events (company_id, phone_e164, action, source, message_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [companyId, event.phoneE164, event.action, event.source, event.messageId, now],
    );
  }

  /** Platform: every company that has this number as a customer's, has texted it, or holds its opt-out. */
  async companiesKnowing(m: EntityManager, phoneE164: string): Promise<string[]> {
    const rows = await selectRows(
      m,
      companyRowSchema,
      `SELECT company_id FROM customers WHERE phone_e164 = $1
       UNION SELECT company_id FROM sms_messages WHERE phone_e164 = $1
       UNION SELECT company_id FROM sms_opt_outs WHERE phone_e164 = $1`,
      [phoneE164],
    );
    return rows.map((row) => row.company_id);
  }
}
