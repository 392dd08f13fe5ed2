import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { selectRow, selectRows } from '../../../core/database/rows';

const customerRowSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  phone_number: z.string().nullable(),
  phone_e164: z.string().nullable(),
});
export type SmsCustomer = z.infer<typeof customerRowSchema>;

const settingsRowSchema = z.object({
  name: z.string(),
  status: z.string(),
  time_zone: z.string(),
  sms_contact_line: z.string().nullable(),
  sms_number: z.string().nullable(),
});
export type CompanySmsSettings = z.infer<typeof settingsRowSchema>;


/**
 * What SMS reads of `customers` and `companies`: who a message goes to, and the company's
 * name, status, time zone, HELP contact line and texting number.
 */
@Injectable()
export class SmsRecipientsRepository {
  /** The company's customers among `ids`; with `lock`, locked in id order until the transaction ends (the monthly cap counts one at a time). */
  customers(m: EntityManager, companyId: string, ids: string[], lock: boolean): Promise<SmsCustomer[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return selectRows(
      m,
      customerRowSchema,
      `SELECT id, name, phone_number, phone_e164 FROM customers WHERE company_id = $1 AND id = ANY($2::uuid[])
       ORDER BY id ${lock ? 'FOR UPDATE' : ''}`,
      [companyId, ids],
    );
  }

  /** The company's customer with this number: `preferred` when it still has it, else the one added first. */
  customerWithPhone(m: EntityManager, companyId: string, phoneE164: string, preferred: string | null): Promise<SmsCustomer | undefined> {
    return selectRow(
      m,
      customerRowSchema,
      `SELECT id, name, phone_number, phone_e164 FROM customers WHERE company_id = $1 AND phone_e164 = $2
       ORDER BY (id = $3::uuid) DESC NULLS LAST, created_at, id LIMIT 1`,
      [companyId, phoneE164, preferred],
    );
  }

  settings(m: EntityManager, companyId: string): Promise<CompanySmsSettings | undefined> {
    return selectRow(m, settingsRowSchema, 'SELECT name, status, time_zone, sms_contact_line, sms_number FROM companies WHERE id = $1', [companyId]);
  }
}
