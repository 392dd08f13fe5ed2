import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { APPOINTMENT_STATUSES, type AppointmentStatus, type DiscountType, type PaymentMethod } from '@groombook/domain';
import { selectRow } from '../../core/database/rows';

/** An appointment as a status change and checkout read it, with its company's tax rate. */
const lockedRowSchema = z.object({
  status: z.enum(APPOINTMENT_STATUSES),
  date: z.string(),
  groomer_id: z.string().nullable(),
  charged_amount: z.number().nullable(),
  tax_rate_percent: z.number(),
});
export type LockedAppointment = z.infer<typeof lockedRowSchema>;

/** A move to `status` by `changedBy`; a cancellation's reason and lateness. */
export interface StatusChange {
  status: AppointmentStatus;
  /** The user who moved it; null: the customer themselves. */
  changedBy: string | null;
  reason: string | null;
  late: boolean | null;
}

/** What checkout stores on the appointment. */
export interface CheckoutValues {
  paymentMethod: PaymentMethod;
  amountPaid: number;
  discount: { type: DiscountType; value: number; amount: number; reason: string } | null;
  totalWithTax: number;
  tip: number;
}

/**
 * The queries of an appointment's day: its status with its history (`appointment_status_changes`)
 * and its checkout with the tip's shares (`appointment_tips`). Each runs in the caller's
 * transaction, after `lock`.
 */
@Injectable()
export class AppointmentStatusRepository {
  /** The appointment, its row locked until the transaction ends, and its company's tax rate; undefined when it is not the company's. */
  lock(m: EntityManager, companyId: string, id: string): Promise<LockedAppointment | undefined> {
    return selectRow(
      m,
      lockedRowSchema,
      `SELECT a.status, to_char(a.date, 'YYYY-MM-DD') AS date, a.groomer_id, a.charged_amount::float8 AS charged_amount,
              c.tax_rate_percent::float8 AS tax_rate_percent
       FROM appointments a JOIN companies c ON c.id = a.company_id
       WHERE a.company_id = $1 AND a.id = $2 FOR UPDATE OF a`,
      [companyId, id],
    );
  }

  /** Sets the status (with who and when; a reason and lateness only for a cancellation) and adds it to the history, in one statement. */
  async changeStatus(m: EntityManager, companyId: string, id: string, change: StatusChange): Promise<void> {
    await m.query(
      `WITH moved AS (
         UPDATE appointments SET status = $3, status_changed_at = now(), status_changed_by = $4, cancel_reason = $5, cancelled_late = $6,
                updated_at = now()
         WHERE company_id = $1 AND id = $2
         RETURNING company_id, id
       )
       INSERT INTO appointment_status_changes (company_id, appointment_id, status, changed_by, reason, late)
       SELECT company_id, id, $3, $4, $5, $6 FROM moved`,
      [companyId, id, change.status, change.changedBy, change.reason, change.late],
    );
  }

  /** The report card given with a move to ready: the groomer's notes and an optional photo (of the company: the foreign key says so too). */
  async saveReportCard(m: EntityManager, companyId: string, id: string, card: { notes: string; mediaId: string | null }): Promise<void> {
    await m.query('UPDATE appointments SET report_card_notes = $3, report_card_media_id = $4, updated_at = now() WHERE company_id = $1 AND id = $2', [
      companyId,
      id,
      card.notes,
      card.mediaId,
    ]);
  }

  /** Stores the payment, the discount and the computed total and tip. */
  async recordCheckout(m: EntityManager, companyId: string, id: string, values: CheckoutValues): Promise<void> {
    const { discount } = values;
    await m.query(
      `UPDATE appointments SET payment_method = $3, amount_given = $4, discount_type = $5, discount_value = $6, discount_amount = $7,
              discount_reason = $8, total_with_tax = $9, tip = $10, updated_at = now()
       WHERE company_id = $1 AND id = $2`,
      [companyId, id, values.paymentMethod, values.amountPaid, discount?.type ?? null, discount?.value ?? null, discount?.amount ?? null, discount?.reason ?? null, values.totalWithTax, values.tip],
    );
  }

  /** The tip's shares are these, and only these. */
  async replaceTips(m: EntityManager, companyId: string, id: string, shares: readonly { groomer_id: string; amount: number }[]): Promise<void> {
    await m.query('DELETE FROM appointment_tips WHERE company_id = $1 AND appointment_id = $2', [companyId, id]);
    if (shares.length === 0) return;
    await m.query(
      `INSERT INTO appointment_tips (company_id, appointment_id, groomer_id, amount)
       SELECT $1, $2, s.groomer_id, s.amount FROM unnest($3::uuid[], $4::numeric[]) AS s(groomer_id, amount)`,
      [companyId, id, shares.map((share) => share.groomer_id), shares.map((share) => share.amount)],
    );
  }
}
