import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { DOG_SIZES } from '@groombook/domain';
import { selectRow } from '../../core/database/rows';

/** The texts a suggestion reads: the customer's latest, since the salon last wrote to them. */
const TEXTS_READ = 5;

const threadRowSchema = z.object({
  customer_id: z.string(),
  customer_name: z.string().nullable(),
  time_zone: z.string(),
  groomers: z.array(z.object({ id: z.string(), name: z.string() })),
  pets: z.array(z.object({ id: z.string(), name: z.string(), size: z.enum(DOG_SIZES).nullable() })),
  texts: z.array(z.object({ body: z.string(), at: z.coerce.date() })),
});
export type ThreadRow = z.infer<typeof threadRowSchema>;

const appointmentRowSchema = z.object({
  customer_id: z.string().nullable(),
  salon: z.string(),
  dog_name: z.string().nullable(),
  date: z.string(),
  time: z.string().nullable(),
});
export type BookedRow = z.infer<typeof appointmentRowSchema>;

/**
 * What a text booking reads, in one statement each, naming the company: a customer's
 * conversation (their pets, the company's groomers and time zone, the texts since the salon's
 * last), and an appointment to confirm.
 */
@Injectable()
export class TextBookingsRepository {
  /** Undefined when the customer is not the company's. */
  thread(m: EntityManager, companyId: string, customerId: string): Promise<ThreadRow | undefined> {
    return selectRow(
      m,
      threadRowSchema,
      `SELECT c.id AS customer_id, c.name AS customer_name, co.time_zone,
              coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.name, g.created_at)
                          FROM groomers g WHERE g.company_id = $1), '[]'::json) AS groomers,
              coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'size', p.size) ORDER BY p.created_at, p.id)
                          FROM pets p WHERE p.company_id = $1 AND p.customer_id = c.id), '[]'::json) AS pets,
              coalesce((SELECT json_agg(json_build_object('body', t.body, 'at', t.created_at) ORDER BY t.created_at, t.id)
                          FROM (SELECT s.body, s.created_at, s.id FROM sms_messages s
                                 WHERE s.company_id = $1 AND s.customer_id = c.id AND s.direction = 'inbound'
                                   AND s.created_at > coalesce((SELECT max(o.created_at) FROM sms_messages o
                                                                  WHERE o.company_id = $1 AND o.customer_id = c.id AND o.direction = 'outbound'), '-infinity')
                                 ORDER BY s.created_at DESC, s.id DESC LIMIT ${TEXTS_READ}) t), '[]'::json) AS texts
         FROM customers c JOIN companies co ON co.id = c.company_id
        WHERE c.company_id = $1 AND c.id = $2`,
      [companyId, customerId],
    );
  }

  /** The appointment's customer, dog, day and time, and the salon's name; undefined when not the company's. */
  appointment(m: EntityManager, companyId: string, appointmentId: string): Promise<BookedRow | undefined> {
    return selectRow(
      m,
      appointmentRowSchema,
      `SELECT a.customer_id, co.name AS salon, a.dog_name, to_char(a.date, 'YYYY-MM-DD') AS date, to_char(a.time, 'HH24:MI') AS time
         FROM appointments a JOIN companies co ON co.id = a.company_id
        WHERE a.company_id = $1 AND a.id = $2`,
      [companyId, appointmentId],
    );
  }
}
