import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { selectRow } from '../../../core/database/rows';

/** An appointment as its ready text needs it: the dog's name, its customer and their number, the salon's name, its report card. */
const readyRowSchema = z.object({
  status: z.string(),
  dog_name: z.string().nullable(),
  customer_id: z.string().nullable(),
  phone_e164: z.string().nullable(),
  company_name: z.string(),
  report_card_notes: z.string().nullable(),
  report_card_media_id: z.string().nullable(),
});
export type ReadyAppointment = z.infer<typeof readyRowSchema>;

/** The appointment fields the ready-for-pickup text reads. */
@Injectable()
export class ReadyTextsRepository {
  appointment(m: EntityManager, companyId: string, appointmentId: string): Promise<ReadyAppointment | undefined> {
    return selectRow(
      m,
      readyRowSchema,
      `SELECT a.status, a.dog_name, a.customer_id, cu.phone_e164, co.name AS company_name, a.report_card_notes, a.report_card_media_id
       FROM appointments a JOIN companies co ON co.id = a.company_id LEFT JOIN customers cu ON cu.id = a.customer_id
       WHERE a.company_id = $1 AND a.id = $2`,
      [companyId, appointmentId],
    );
  }
}
