import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { isTemplateField, templateFieldNames, type MessageTemplateValues } from '@groombook/domain';
import { SMS_BODY_MAX_LENGTH } from '@groombook/contracts';
import { knownTimeZone, localParts } from '../../core/clock/company-time';
import { selectRow, selectRows } from '../../core/database/rows';
import { AppointmentLinks } from '../appointment-links/appointment-links.service';
import { clockTime, dayOf } from '../sms/reminders/appointment-reminders';

/** The dogs' names as said: "Max", "Max and Bella", "Max, Bella and Rex". */
export function dogNames(names: readonly string[]): string {
  const clean = names.map((name) => name.trim()).filter(Boolean);
  if (clean.length <= 1) return clean[0] ?? '';
  return `${clean.slice(0, -1).join(', ')} and ${clean.at(-1)}`;
}

/** A filled message cut to what one SMS body may hold (a long list of dogs could pass it). */
export const fitBody = (body: string): string => (body.length > SMS_BODY_MAX_LENGTH ? body.slice(0, SMS_BODY_MAX_LENGTH) : body);

const companyRowSchema = z.object({ name: z.string(), time_zone: z.string().nullable() });
const valuesRowSchema = z.object({
  customer_id: z.string(),
  customer_name: z.string().nullable(),
  pet_names: z.array(z.string()),
  appointment_id: z.string().nullable(),
  date: z.string().nullable(),
  time: z.string().nullable(),
});

/** Each customer's next upcoming appointment, not cancelled or a no-show ($3 the salon's date, $4 its time of day). */
const NEXT_APPOINTMENT = `LEFT JOIN LATERAL (
    SELECT a.id, a.date, a.time FROM appointments a
    WHERE a.company_id = $1 AND a.customer_id = c.id AND a.status NOT IN ('cancelled', 'no_show')
      AND (a.date > $3::date OR (a.date = $3::date AND (a.time IS NULL OR a.time >= $4::time)))
    ORDER BY a.date, a.time NULLS FIRST LIMIT 1
  ) n ON true`;
/** No appointment read (the template names none of its fields). */
const NO_APPOINTMENT = 'LEFT JOIN (SELECT NULL::uuid AS id, NULL::date AS date, NULL::time AS time) n ON false';

/**
 * The values of a campaign's fields for its recipients: the customer's first name, their dogs,
 * the salon's name and their next upcoming appointment (not cancelled or a no-show) for
 * `{date}`, `{time}` and `{manage_link}` (a link issued for this text), empty without one.
 */
@Injectable()
export class CampaignMergeFields {
  constructor(private readonly links: AppointmentLinks) {}

  async valuesFor(m: EntityManager, companyId: string, template: string, customerIds: string[], now: Date): Promise<Map<string, MessageTemplateValues>> {
    // Only what the template uses is read: a message without fields reads nothing.
    const used = new Set(templateFieldNames(template).filter(isTemplateField));
    if (used.size === 0 || customerIds.length === 0) return new Map();
    const wantsDogs = used.has('pet_name');
    const wantsAppointment = used.has('date') || used.has('time') || used.has('manage_link');
    const company = await selectRow(m, companyRowSchema, 'SELECT name, time_zone FROM companies WHERE id = $1', [companyId]);
    const local = localParts(now, knownTimeZone(company?.time_zone));
    const rows = await selectRows(
      m,
      valuesRowSchema,
      `SELECT c.id AS customer_id, c.name AS customer_name,
              ${wantsDogs ? "coalesce((SELECT array_agg(p.name ORDER BY p.created_at, p.id) FROM pets p WHERE p.company_id = $1 AND p.customer_id = c.id), '{}')" : "'{}'::text[]"} AS pet_names,
              n.id AS appointment_id, to_char(n.date, 'YYYY-MM-DD') AS date, to_char(n.time, 'HH24:MI') AS time
       FROM customers c
       ${wantsAppointment ? NEXT_APPOINTMENT : NO_APPOINTMENT}
       WHERE c.company_id = $1 AND c.id = ANY($2::uuid[])`,
      wantsAppointment
        ? [companyId, customerIds, local.date, `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`]
        : [companyId, customerIds],
    );
    const wantsLink = used.has('manage_link');
    const values = new Map<string, MessageTemplateValues>();
    for (const row of rows) {
      const link = wantsLink && row.appointment_id ? this.links.url(await this.links.issue(m, companyId, row.appointment_id)) : null;
      values.set(row.customer_id, {
        customer_first_name: row.customer_name?.trim().split(/\s+/)[0] ?? null,
        pet_name: dogNames(row.pet_names),
        salon: company?.name ?? null,
        date: row.date ? dayOf(row.date) : null,
        time: row.time ? clockTime(row.time) : null,
        manage_link: link,
      });
    }
    return values;
  }
}
