import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppointmentLine } from '@groombook/contracts';

/** One line as written: a copy of a menu entry at the dog's size. */
export type LineValues = AppointmentLine & { service_id: string };

/** The lines' columns as arrays, in the order of `LINE_ARRAYS`' parameters ($3 on). */
const lineArrays = (lines: readonly LineValues[]): unknown[] => [
  lines.map((line) => line.service_id),
  lines.map((line) => line.name),
  lines.map((line) => line.kind),
  lines.map((line) => line.dog_size),
  lines.map((line) => line.price),
  lines.map((line) => line.duration_minutes),
];
const LINE_ARRAYS = `unnest($3::uuid[], $4::text[], $5::text[], $6::text[], $7::numeric[], $8::int[]) WITH ORDINALITY
  AS l(service_id, name, kind, dog_size, price, duration_minutes, position)`;
const INSERT_LINES = `INSERT INTO appointment_lines (company_id, appointment_id, service_id, name, kind, dog_size, price, duration_minutes, position)`;

/**
 * Every write of `appointment_lines`: what an appointment was booked for. The appointments'
 * reads select the lines beside each appointment (`AppointmentsRepository`).
 */
@Injectable()
export class AppointmentLinesRepository {
  /** The appointment's lines become exactly `lines`, in their order. */
  async replace(m: EntityManager, companyId: string, appointmentId: string, lines: readonly LineValues[]): Promise<void> {
    await m.query('DELETE FROM appointment_lines WHERE company_id = $1 AND appointment_id = $2', [companyId, appointmentId]);
    if (lines.length === 0) return;
    await m.query(
      `${INSERT_LINES}
       SELECT $1, $2, l.service_id, l.name, l.kind, l.dog_size, l.price, l.duration_minutes, l.position FROM ${LINE_ARRAYS}`,
      [companyId, appointmentId, ...lineArrays(lines)],
    );
  }

  /** The same lines on every appointment of a series ($2 its group id), in one statement. */
  async insertForSeries(m: EntityManager, companyId: string, groupId: string, lines: readonly LineValues[]): Promise<void> {
    if (lines.length === 0) return;
    await m.query(
      `${INSERT_LINES}
       SELECT $1, a.id, l.service_id, l.name, l.kind, l.dog_size, l.price, l.duration_minutes, l.position
       FROM appointments a CROSS JOIN ${LINE_ARRAYS}
       WHERE a.company_id = $1 AND a.recurring_group_id = $2`,
      [companyId, groupId, ...lineArrays(lines)],
    );
  }
}
