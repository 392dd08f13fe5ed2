import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { selectRows, writeReturning } from '../../../core/database/rows';

const callRowSchema = z.object({
  provider_message_id: z.string(),
  from_phone: z.string().nullable(),
  to_phone: z.string(),
  body: z.string(),
  created_at: z.date(),
  company_name: z.string().nullable(),
  status: z.string().nullable(),
  media_url: z.string().nullable(),
});
export type SimulatedCall = z.infer<typeof callRowSchema>;

/** One call as the simulator records it. */
export interface SimulatedCallRecord {
  idempotencyKey: string;
  providerMessageId: string;
  companyId: string;
  messageId: string;
  from: string;
  to: string;
  body: string;
  mediaUrl: string | null;
}

const keyedIdRowSchema = z.object({ idempotency_key: z.string(), provider_message_id: z.string() });

/** Every query of `sms_simulator_calls`: the development provider's record (platform, owner role). */
@Injectable()
export class SmsSimulatorRepository {
  /** Records a call once per idempotency key; the provider id of the first call with this key. */
  async record(m: EntityManager, call: SimulatedCallRecord): Promise<string> {
    const providerId = (await this.recordMany(m, [call])).get(call.idempotencyKey);
    if (!providerId) throw new Error('The simulator lost a recorded call');
    return providerId;
  }

  /**
   * Records calls in one statement, each once per idempotency key (a key seen before, or twice
   * in `calls`, keeps its first call); the provider id of the first call with each key.
   */
  async recordMany(m: EntityManager, calls: readonly SimulatedCallRecord[]): Promise<Map<string, string>> {
    if (calls.length === 0) return new Map();
    const column = <K extends keyof SimulatedCallRecord>(key: K) => calls.map((call) => call[key]);
    const inserted = await writeReturning(
      m,
      keyedIdRowSchema,
      `INSERT INTO sms_simulator_calls (idempotency_key, provider_message_id, company_id, message_id, from_phone, to_phone, body, media_url)
       SELECT * FROM unnest($1::text[], $2::text[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[])
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING idempotency_key, provider_message_id`,
      [
        column('idempotencyKey'),
        column('providerMessageId'),
        column('companyId'),
        column('messageId'),
        column('from'),
        column('to'),
        column('body'),
        column('mediaUrl'),
      ],
    );
    const ids = new Map(inserted.map((row) => [row.idempotency_key, row.provider_message_id]));
    const seenBefore = [...new Set(calls.map((call) => call.idempotencyKey).filter((key) => !ids.has(key)))];
    if (seenBefore.length > 0) {
      const first = await selectRows(m, keyedIdRowSchema, 'SELECT idempotency_key, provider_message_id FROM sms_simulator_calls WHERE idempotency_key = ANY($1::text[])', [
        seenBefore,
      ]);
      for (const row of first) ids.set(row.idempotency_key, row.provider_message_id);
    }
    return ids;
  }

  /** The newest calls, with their company and what became of the message. */
  newest(m: EntityManager, limit: number): Promise<SimulatedCall[]> {
    return selectRows(
      m,
      callRowSchema,
      `SELECT c.provider_message_id, c.from_phone, c.to_phone, c.body, c.created_at, co.name AS company_name, s.status, c.media_url
       FROM sms_simulator_calls c
       LEFT JOIN companies co ON co.id = c.company_id
       LEFT JOIN sms_messages s ON s.id = c.message_id
       ORDER BY c.created_at DESC, c.id DESC LIMIT $1`,
      [limit],
    );
  }

  /** Forgets calls older than `days` (by the database's clock, which stamped them). */
  async deleteOlderThan(m: EntityManager, days: number): Promise<void> {
    await m.query('DELETE FROM sms_simulator_calls WHERE created_at < now() - make_interval(days => $1)', [days]);
  }
}
