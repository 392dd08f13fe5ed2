import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '@groombook/domain';
import { selectRow } from '../../core/database/rows';

const linkRowSchema = z.object({ company_id: z.string(), appointment_id: z.string() });

/** An appointment with what its customer's page and its link's rules need, and its company's settings. */
const linkedRowSchema = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  duration_minutes: z.number(),
  status: z.enum(APPOINTMENT_STATUSES),
  dog_name: z.string().nullable(),
  customer_id: z.string().nullable(),
  groomer_id: z.string().nullable(),
  booked_online: z.boolean(),
  services: z.array(z.string()),
  dog_size: z.string().nullable(),
  salon: z.string(),
  salon_phone: z.string().nullable(),
  time_zone: z.string().nullable(),
  cancel_cutoff_hours: z.number(),
});
export type LinkedAppointment = z.infer<typeof linkedRowSchema>;

const SELECT_LINKED = `
  SELECT a.id, to_char(a.date, 'YYYY-MM-DD') AS date, to_char(a.time, 'HH24:MI') AS time, a.duration_minutes, a.status,
         a.dog_name, a.customer_id, a.groomer_id, a.booked_online,
         coalesce((SELECT array_agg(l.name ORDER BY l.position) FROM appointment_lines l
                   WHERE l.company_id = a.company_id AND l.appointment_id = a.id), '{}') AS services,
         (SELECT l.dog_size FROM appointment_lines l WHERE l.company_id = a.company_id AND l.appointment_id = a.id
          ORDER BY l.position LIMIT 1) AS dog_size,
         c.name AS salon, c.sms_number AS salon_phone, c.time_zone, c.cancel_cutoff_hours
  FROM appointments a JOIN companies c ON c.id = a.company_id
  WHERE a.company_id = $1 AND a.id = $2`;

/** The customers' links (`appointment_links`, only the tokens' hashes) and the appointment a link opens. */
@Injectable()
export class AppointmentLinksRepository {
  async insert(m: EntityManager, companyId: string, appointmentId: string, tokenHash: string): Promise<void> {
    await m.query('INSERT INTO appointment_links (company_id, appointment_id, token_hash) VALUES ($1, $2, $3)', [companyId, appointmentId, tokenHash]);
  }

  /** Platform: whose appointment a token's hash opens, across companies (the customer has no company yet). */
  find(m: EntityManager, tokenHash: string): Promise<z.infer<typeof linkRowSchema> | undefined> {
    return selectRow(m, linkRowSchema, 'SELECT company_id, appointment_id FROM appointment_links WHERE token_hash = $1', [tokenHash]);
  }

  /** The appointment as its link shows it; `lock`: its row locked until the transaction ends (a change follows). */
  linked(m: EntityManager, companyId: string, appointmentId: string, lock: boolean): Promise<LinkedAppointment | undefined> {
    return selectRow(m, linkedRowSchema, `${SELECT_LINKED}${lock ? ' FOR UPDATE OF a' : ''}`, [companyId, appointmentId]);
  }
}
