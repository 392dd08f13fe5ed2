import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { selectRow, selectRows, writeReturning } from '../../../core/database/rows';

const providerIdRowSchema = z.object({ provider_message_id: z.string() });
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

/** Every query of `sms_simulator_calls`: the development provider's record (platform, owner role). */
@Injectable()
export class SmsSimulatorRepository {
  /** Records a call once per idempotency key; the provider id of the first call with this key. */
  async record(
    m: EntityManager,
    call: {
      idempotencyKey: string;
      providerMessageId: string;
      companyId: string;
      messageId: string;
      from: string;
      to: string;
      body: string;
      mediaUrl: string | null;
    },
  ): Promise<string> {
    const [inserted] = await writeReturning(
      m,
      providerIdRowSchema,
      `INSERT INTO sms_simulator_calls (idempotency_key, provider_message_id, company_id, message_id, from_phone, to_phone, body, media_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (idempotency_key) DO NOTHING RETURNING provider_message_id`,
      [call.idempotencyKey, call.providerMessageId, call.companyId, call.messageId, call.from, call.to, call.body, call.mediaUrl],
    );
    if (inserted) return inserted.provider_message_id;
    const first = await selectRow(m, providerIdRowSchema, 'SELECT provider_message_id FROM sms_simulator_calls WHERE idempotency_key = $1', [
      call.idempotencyKey,
    ]);
    if (!first) throw new Error('The simulator lost a recorded call');
    return first.provider_message_id;
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
