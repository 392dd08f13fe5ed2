import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { smsConsentSchema, type ConsentSource, type SmsConsent } from '@groombook/contracts';
import { selectRows, writeReturning } from '../../core/database/rows';

const phoneRowSchema = z.object({ phone_e164: z.string() });
const companyRowSchema = z.object({ company_id: z.string() });
/** A ledger entry as the contract has it, but for `created_at`, which the database gives as a Date. */
const consentRowSchema = smsConsentSchema
  .extend({ created_at: z.date() })
  .transform((row): SmsConsent => ({ ...row, created_at: row.created_at.toISOString() }));

export type ConsentAction = 'opt_out' | 'opt_in';

/** One entry of the ledger: what changed, how it was asked for, and for a web opt-in who and from where. */
export interface ConsentEvent {
  phoneE164: string;
  action: ConsentAction;
  source: ConsentSource;
  /** The text that asked, when it came by text. */
  messageId?: string | null;
  customerId?: string | null;
  name?: string | null;
  disclosureVersion?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
}

/** Which entries to list: the company's all, one number's, or one customer's (theirs, and those of the number they have now). */
export type ConsentFilter = { phoneE164: string } | { customerId: string; phoneE164: string | null } | null;

/** The longest list of entries answered at once (newest first). */
const LIST_LIMIT = 500;

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

  async record(m: EntityManager, companyId: string, event: ConsentEvent, now: Date): Promise<void> {
    await m.query(
      `INSERT INTO sms_consent_events
         (company_id, phone_e164, action, source, message_id, customer_id, name, disclosure_version, ip_address, user_agent, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        companyId,
        event.phoneE164,
        event.action,
        event.source,
        event.messageId ?? null,
        event.customerId ?? null,
        event.name ?? null,
        event.disclosureVersion ?? null,
        event.ipAddress ?? null,
        event.userAgent ?? null,
        now,
      ],
    );
  }

  /** The ledger's entries, newest first. */
  list(m: EntityManager, companyId: string, filter: ConsentFilter): Promise<SmsConsent[]> {
    const columns = 'id, phone_e164, name, customer_id, action, source, disclosure_version, ip_address, user_agent, created_at';
    const order = `ORDER BY created_at DESC, id DESC LIMIT ${LIST_LIMIT}`;
    if (!filter) return selectRows(m, consentRowSchema, `SELECT ${columns} FROM sms_consent_events WHERE company_id = $1 ${order}`, [companyId]);
    if ('customerId' in filter) {
      return selectRows(
        m,
        consentRowSchema,
        `SELECT ${columns} FROM sms_consent_events WHERE company_id = $1 AND (customer_id = $2 OR phone_e164 = $3) ${order}`,
        [companyId, filter.customerId, filter.phoneE164],
      );
    }
    return selectRows(m, consentRowSchema, `SELECT ${columns} FROM sms_consent_events WHERE company_id = $1 AND phone_e164 = $2 ${order}`, [
      companyId,
      filter.phoneE164,
    ]);
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
