import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { smsConsentSchema, type ConsentSource, type SmsConsent } from '@groombook/contracts';
import { selectRow, selectRows, writeReturning } from '../../../core/database/rows';

const phoneRowSchema = z.object({ phone_e164: z.string() });
const idRowSchema = z.object({ id: z.string() });
const stateRowSchema = z.object({ opted_out: z.boolean(), latest: z.string().nullable(), decisive: z.string().nullable() });
const requestRowSchema = z.object({ opted_in: z.boolean() });
/** A ledger entry as the contract has it, but for `created_at`, which the database gives as a Date. */
const consentRowSchema = smsConsentSchema
  .extend({ created_at: z.date() })
  .transform((row): SmsConsent => ({ ...row, created_at: row.created_at.toISOString() }));

/** `opt_in_requested`: asked for on the web page; it changes nothing until the phone confirms with YES. */
export type ConsentAction = 'opt_out' | 'opt_in' | 'opt_in_requested';

/**
 * A number's consent with one company: `opted_out` while it is in `sms_opt_outs`, `opted_in`
 * when its latest opt-in or opt-out entry is an opt-in, `pending` when a web request waits for
 * the phone's YES, else `unknown`.
 */
export type ConsentState = 'opted_in' | 'opted_out' | 'pending' | 'unknown';

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

  /** Adds an entry to the ledger; answers its id. */
  async record(m: EntityManager, companyId: string, event: ConsentEvent, now: Date): Promise<string> {
    const [row] = await writeReturning(
      m,
      idRowSchema,
      `INSERT INTO sms_consent_events
         (company_id, phone_e164, action, source, message_id, customer_id, name, disclosure_version, ip_address, user_agent, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
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
    if (!row) throw new Error('The consent ledger kept no entry');
    return row.id;
  }

  /** The number's consent with the company (see ConsentState), and whether its latest entry is a web request that waits for the phone. */
  async standing(m: EntityManager, companyId: string, phoneE164: string): Promise<{ state: ConsentState; openRequest: boolean }> {
    const row = await selectRow(
      m,
      stateRowSchema,
      `SELECT
         EXISTS (SELECT 1 FROM sms_opt_outs WHERE company_id = $1 AND phone_e164 = $2) AS opted_out,
         (SELECT action FROM sms_consent_events WHERE company_id = $1 AND phone_e164 = $2
          ORDER BY created_at DESC, id DESC LIMIT 1) AS latest,
         (SELECT action FROM sms_consent_events WHERE company_id = $1 AND phone_e164 = $2 AND action <> 'opt_in_requested'
          ORDER BY created_at DESC, id DESC LIMIT 1) AS decisive`,
      [companyId, phoneE164],
    );
    const openRequest = row?.latest === 'opt_in_requested';
    if (!row || row.opted_out) return { state: row ? 'opted_out' : 'unknown', openRequest };
    if (row.decisive === 'opt_in') return { state: 'opted_in', openRequest };
    return { state: openRequest ? 'pending' : 'unknown', openRequest };
  }

  /** Those of `phones` that may get the company's marketing: not opted out, and their latest opt-in or opt-out entry an opt-in. */
  async optedIn(m: EntityManager, companyId: string, phones: string[]): Promise<Set<string>> {
    if (phones.length === 0) return new Set();
    const rows = await selectRows(
      m,
      phoneRowSchema,
      `SELECT latest.phone_e164 FROM (
         SELECT DISTINCT ON (phone_e164) phone_e164, action FROM sms_consent_events
         WHERE company_id = $1 AND phone_e164 = ANY($2::text[]) AND action IN ('opt_in', 'opt_out')
         ORDER BY phone_e164, created_at DESC, id DESC) latest
       WHERE latest.action = 'opt_in'
         AND NOT EXISTS (SELECT 1 FROM sms_opt_outs o WHERE o.company_id = $1 AND o.phone_e164 = latest.phone_e164)`,
      [companyId, phones],
    );
    return new Set(rows.map((row) => row.phone_e164));
  }

  /**
   * Platform: whether the web request `requestId` was confirmed from the phone (an opt-in of its
   * company and number since, and no opt-out now); undefined when there is no such request.
   */
  async requestConfirmed(m: EntityManager, requestId: string): Promise<boolean | undefined> {
    const row = await selectRow(
      m,
      requestRowSchema,
      `SELECT EXISTS (
           SELECT 1 FROM sms_consent_events c
           WHERE c.company_id = r.company_id AND c.phone_e164 = r.phone_e164 AND c.action = 'opt_in' AND c.created_at >= r.created_at)
         AND NOT EXISTS (SELECT 1 FROM sms_opt_outs o WHERE o.company_id = r.company_id AND o.phone_e164 = r.phone_e164) AS opted_in
       FROM sms_consent_events r WHERE r.id = $1 AND r.action = 'opt_in_requested'`,
      [requestId],
    );
    return row?.opted_in;
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
}
