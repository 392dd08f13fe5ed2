import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { selectRow, selectRows, writeReturning } from '../../../core/database/rows';
import type { SmsSender } from '../providers/sms-provider';

const senderRowSchema = z.object({ sms_number: z.string().nullable(), sms_messaging_service_sid: z.string().nullable() });
const ownerRowSchema = z.object({ id: z.string() });
const assignedRowSchema = z.object({ id: z.string(), sms_number: z.string() });


/**
 * The simulator's numbers: the fictional 555-0100 to 555-0199 lines of a few area codes, the
 * first free one to each company without a number.
 */
const SIMULATED_AREA_CODES = ['212', '305', '312', '404', '415', '503', '512', '602', '617', '702', '713', '808', '919', '206', '303'];
const SIMULATED_NUMBERS = SIMULATED_AREA_CODES.flatMap((area) => Array.from({ length: 100 }, (_, line) => `+1${area}5550${100 + line}`));

/** Serializes the simulator's number assignments: two companies never take the same free number. */
const SIMULATED_NUMBERS_LOCK = 'sms-simulated-numbers';

/** Every query of the companies' texting numbers (`companies.sms_number`, `companies.sms_messaging_service_sid`). */
@Injectable()
export class SmsNumbersRepository {
  /** The company's sender; null when it has no number (then it cannot text). */
  async sender(m: EntityManager, companyId: string): Promise<SmsSender | null> {
    const row = await selectRow(m, senderRowSchema, 'SELECT sms_number, sms_messaging_service_sid FROM companies WHERE id = $1', [companyId]);
    return row?.sms_number ? { number: row.sms_number, messagingServiceSid: row.sms_messaging_service_sid } : null;
  }

  /** Platform: the company that owns `number` (E.164), if any. */
  async owner(m: EntityManager, number: string): Promise<string | null> {
    const row = await selectRow(m, ownerRowSchema, 'SELECT id FROM companies WHERE sms_number = $1', [number]);
    return row?.id ?? null;
  }

  /** Platform: every company's number, by company name (the simulator's page lists them). */
  numbers(m: EntityManager): Promise<{ name: string; sms_number: string }[]> {
    return selectRows(m, z.object({ name: z.string(), sms_number: z.string() }), 'SELECT name, sms_number FROM companies WHERE sms_number IS NOT NULL ORDER BY name, id');
  }

  /** Platform: gives each company without a number (or only `companyId`) a free simulated one. Answers the numbers given. */
  async assignSimulated(m: EntityManager, companyId: string | null): Promise<{ id: string; sms_number: string }[]> {
    await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SIMULATED_NUMBERS_LOCK]);
    const waiting = await selectRows(
      m,
      ownerRowSchema,
      'SELECT id FROM companies WHERE sms_number IS NULL AND ($1::uuid IS NULL OR id = $1::uuid) ORDER BY created_at, id',
      [companyId],
    );
    const assigned: { id: string; sms_number: string }[] = [];
    for (const company of waiting) {
      const [row] = await writeReturning(
        m,
        assignedRowSchema,
        `WITH free AS (
           SELECT candidate FROM unnest($2::text[]) WITH ORDINALITY AS c(candidate, position)
           WHERE NOT EXISTS (SELECT 1 FROM companies taken WHERE taken.sms_number = c.candidate)
           ORDER BY position LIMIT 1)
         UPDATE companies SET sms_number = free.candidate FROM free
         WHERE companies.id = $1 AND companies.sms_number IS NULL RETURNING companies.id, companies.sms_number`,
        [company.id, SIMULATED_NUMBERS],
      );
      if (row) assigned.push(row);
    }
    return assigned;
  }
}
