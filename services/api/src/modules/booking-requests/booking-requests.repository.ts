import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { bookingRequestSchema, type BookingRequest, type BookingRequestStatus } from '@groombook/contracts';
import { selectRow, selectRows, writeReturning } from '../../core/database/rows';

const companyRowSchema = z.object({ name: z.string(), time_zone: z.string().nullable(), status: z.string() });
export type BookingCompany = z.infer<typeof companyRowSchema>;

/** A request as the contract gives it; Postgres hands the two times over as dates. */
const requestRowSchema = z.object({
  ...bookingRequestSchema.shape,
  created_at: z.date().transform((date) => date.toISOString()),
  decided_at: z
    .date()
    .nullable()
    .transform((date) => date?.toISOString() ?? null),
});
const idRowSchema = z.object({ id: z.string() });

/** the number in E.164 (as customers' numbers are stored), date as text and time as HH:MM; the customer is the company's first with the request's number. */
const SELECT_REQUEST = `
  SELECT r.id, r.name, coalesce(r.phone_e164, r.phone) AS phone, r.dog_name, to_char(r.preferred_date, 'YYYY-MM-DD') AS preferred_date,
         to_char(r.preferred_time, 'HH24:MI') AS preferred_time, r.notes, r.status, r.appointment_id,
         (SELECT c.id FROM customers c WHERE c.company_id = r.company_id AND c.phone_e164 = r.phone_e164
          ORDER BY c.created_at, c.id LIMIT 1) AS customer_id,
         r.created_at, r.decided_at
  FROM booking_requests r`;

export interface NewBookingRequest {
  name: string;
  phone: string;
  phoneE164: string;
  dogName: string;
  preferredDate: string;
  preferredTime: string;
  notes: string | null;
}

/** Every query of `booking_requests`, each naming the company besides row-level security. */
@Injectable()
export class BookingRequestsRepository {
  /** Platform: the company a public request names, with what decides whether it takes requests. */
  company(m: EntityManager, companyId: string): Promise<BookingCompany | undefined> {
    return selectRow(m, companyRowSchema, 'SELECT name, time_zone, status FROM companies WHERE id = $1', [companyId]);
  }

  async insert(m: EntityManager, companyId: string, request: NewBookingRequest): Promise<string> {
    const [row] = await writeReturning(
      m,
      idRowSchema,
      `INSERT INTO booking_requests (company_id, name, phone, phone_e164, dog_name, preferred_date, preferred_time, notes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [companyId, request.name, request.phone, request.phoneE164, request.dogName, request.preferredDate, request.preferredTime, request.notes],
    );
    if (!row) throw new Error('Insert returned no row');
    return row.id;
  }

  /** The company's requests, of one status or all, oldest first. */
  list(m: EntityManager, companyId: string, status: BookingRequestStatus | undefined): Promise<BookingRequest[]> {
    return status
      ? selectRows(m, requestRowSchema, `${SELECT_REQUEST} WHERE r.company_id = $1 AND r.status = $2 ORDER BY r.created_at, r.id`, [companyId, status])
      : selectRows(m, requestRowSchema, `${SELECT_REQUEST} WHERE r.company_id = $1 ORDER BY r.created_at, r.id`, [companyId]);
  }

  /** One request, its row locked until the transaction ends. */
  lock(m: EntityManager, companyId: string, id: string): Promise<BookingRequest | undefined> {
    return selectRow(m, requestRowSchema, `${SELECT_REQUEST} WHERE r.company_id = $1 AND r.id = $2 FOR UPDATE OF r`, [companyId, id]);
  }

  async decide(m: EntityManager, companyId: string, id: string, status: 'accepted' | 'declined', appointmentId: string | null, now: Date): Promise<void> {
    await m.query('UPDATE booking_requests SET status = $3, appointment_id = $4, decided_at = $5 WHERE company_id = $1 AND id = $2', [
      companyId,
      id,
      status,
      appointmentId,
      now,
    ]);
  }
}
