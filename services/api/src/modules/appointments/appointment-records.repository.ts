import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppointmentStatus, PaymentMethod } from '@groombook/domain';
import type { LineValues } from './appointment-lines.repository';

/** What many appointments already written get at once: their lines, where they stand and how they were paid. */
export interface AppointmentRecord {
  id: string;
  lines: readonly LineValues[];
  status: AppointmentStatus;
  /** When the status was reached (null for `booked`, which nothing moved it to). */
  statusAt: Date | null;
  cancelReason: string | null;
  cancelledLate: boolean | null;
  paymentMethod: PaymentMethod | null;
  tipShares: readonly { groomerId: string; amount: number }[];
}

/**
 * Many appointments' lines, statuses (with one history entry each) and tip shares in a few
 * statements: how demo data fills a salon's past and its day. The single-appointment writes
 * (booking, a status move, checkout) have their own repositories.
 */
@Injectable()
export class AppointmentRecordsRepository {
  async recordMany(m: EntityManager, companyId: string, records: readonly AppointmentRecord[]): Promise<void> {
    const moved = records.filter((record) => record.status !== 'booked');
    await m.query(
      `UPDATE appointments a SET status = r.status, status_changed_at = r.at, cancel_reason = r.reason, cancelled_late = r.late,
              payment_method = r.method, updated_at = now()
       FROM unnest($2::uuid[], $3::text[], $4::timestamptz[], $5::text[], $6::boolean[], $7::text[]) AS r(id, status, at, reason, late, method)
       WHERE a.company_id = $1 AND a.id = r.id`,
      [
        companyId,
        moved.map((r) => r.id),
        moved.map((r) => r.status),
        moved.map((r) => r.statusAt),
        moved.map((r) => r.cancelReason),
        moved.map((r) => r.cancelledLate),
        moved.map((r) => r.paymentMethod),
      ],
    );
    await m.query(
      `INSERT INTO appointment_status_changes (company_id, appointment_id, status, reason, late, created_at)
       SELECT $1, r.id, r.status, r.reason, r.late, r.at FROM unnest($2::uuid[], $3::text[], $4::timestamptz[], $5::text[], $6::boolean[]) AS r(id, status, at, reason, late)`,
      [companyId, moved.map((r) => r.id), moved.map((r) => r.status), moved.map((r) => r.statusAt), moved.map((r) => r.cancelReason), moved.map((r) => r.cancelledLate)],
    );
    const lines = records.flatMap((record) => record.lines.map((line, position) => ({ id: record.id, line, position: position + 1 })));
    await m.query(
      `INSERT INTO appointment_lines (company_id, appointment_id, service_id, name, kind, dog_size, price, duration_minutes, position)
       SELECT $1, * FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::int[], $9::int[])`,
      [
        companyId,
        lines.map((l) => l.id),
        lines.map((l) => l.line.service_id),
        lines.map((l) => l.line.name),
        lines.map((l) => l.line.kind),
        lines.map((l) => l.line.dog_size),
        lines.map((l) => l.line.price),
        lines.map((l) => l.line.duration_minutes),
        lines.map((l) => l.position),
      ],
    );
    const shares = records.flatMap((record) => record.tipShares.map((share) => ({ id: record.id, ...share })));
    await m.query(
      `INSERT INTO appointment_tips (company_id, appointment_id, groomer_id, amount)
       SELECT $1, * FROM unnest($2::uuid[], $3::uuid[], $4::numeric[])`,
      [companyId, shares.map((s) => s.id), shares.map((s) => s.groomerId), shares.map((s) => s.amount)],
    );
  }
}
