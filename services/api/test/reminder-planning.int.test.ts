import { beforeAll, describe, expect, it } from 'vitest';
import { reminderRuleKey, type ReminderTiming } from '@groombook/domain';
import { TenantDb } from '../src/core/tenancy/tenant-db';
import { AppointmentReminders } from '../src/modules/sms/reminders/appointment-reminders.service';
import type { ReminderAppointment } from '../src/modules/sms/reminders/sms-reminders.repository';
import { useTestApi } from './support/api-fixture';
import { recordingQueries, type SentQuery } from './support/query-plans';

const DAY_BEFORE: ReminderTiming = { kind: 'day_before', time: '10:00' };
const TWO_HOURS: ReminderTiming = { kind: 'hours_before', hours_before: 2 };
const NOW = new Date('2031-01-05T12:00:00Z');

/**
 * A series' reminders are planned in the same few statements as one appointment's: a weekly
 * series of a year is dozens of appointments, each with a reminder per rule, and a statement
 * per reminder made its edit wait on as many round trips.
 */
describe('planning the reminders of many appointments', () => {
  const t = useTestApi();
  let companyId: string;
  let appointments: ReminderAppointment[];

  beforeAll(async () => {
    companyId = await t.arrange.company('Weekly Grooming');
    const { rows: [customer] } = await t.arrange.query<{ id: string }>("INSERT INTO customers (company_id, name) VALUES ($1, 'Wendy Weekly') RETURNING id", [companyId]);
    const { rows } = await t.arrange.query<{ id: string; date: string; time: string }>(
      `INSERT INTO appointments (company_id, date, time, customer_id, dog_name, charged_amount)
       SELECT $1, date '2031-02-04' + 7 * i, '14:00', $2, 'Rex', 80 FROM generate_series(0, 19) AS i ORDER BY i
       RETURNING id, to_char(date, 'YYYY-MM-DD') AS date, to_char(time, 'HH24:MI') AS time`,
      [companyId, customer?.id],
    );
    appointments = rows.map((row) => ({ ...row, customer_id: customer?.id ?? null }));
  });

  async function plan(rules: ReminderTiming[]) {
    const sent: SentQuery[] = [];
    const jobs = await t.api.app
      .get(TenantDb)
      .forCompany(companyId, (m) => t.api.app.get(AppointmentReminders).planIn(recordingQueries(m, sent), companyId, appointments, rules, 'America/New_York', NOW, false));
    return { jobs, statements: sent.length };
  }
  const stored = async () =>
    (await t.arrange.query<{ appointment_id: string; rule_key: string }>('SELECT appointment_id, rule_key FROM sms_reminders WHERE company_id = $1', [companyId])).rows;

  it('writes every reminder of 20 appointments in three statements, in the appointments order', async () => {
    const { jobs, statements } = await plan([DAY_BEFORE, TWO_HOURS]);
    expect(statements).toBe(3);
    expect(await stored()).toHaveLength(40);
    expect(jobs.cancelled).toEqual([]);
    expect(jobs.scheduled.map((row) => [row.appointment_id, row.rule_key])).toEqual(
      appointments.flatMap((appointment) => [
        [appointment.id, reminderRuleKey(DAY_BEFORE)],
        [appointment.id, reminderRuleKey(TWO_HOURS)],
      ]),
    );
    expect(jobs.scheduled[0]).toMatchObject({ status: 'scheduled', send_at: new Date('2031-02-03T15:00:00Z'), starts_at: new Date('2031-02-04T19:00:00Z') });
  });

  it('removes the reminders of a rule the salon dropped, in as many statements, and keeps the others as they were', async () => {
    const before = await t.arrange.query<{ id: string }>('SELECT id FROM sms_reminders WHERE company_id = $1 AND rule_key = $2 ORDER BY id', [
      companyId,
      reminderRuleKey(DAY_BEFORE),
    ]);
    const { jobs, statements } = await plan([DAY_BEFORE]);
    expect(statements).toBe(3);
    expect(jobs.cancelled).toEqual(appointments.map((appointment) => ({ appointmentId: appointment.id, ruleKey: reminderRuleKey(TWO_HOURS) })));
    const left = await stored();
    expect(left).toHaveLength(20);
    expect(new Set(left.map((row) => row.rule_key))).toEqual(new Set([reminderRuleKey(DAY_BEFORE)]));
    const after = await t.arrange.query<{ id: string }>('SELECT id FROM sms_reminders WHERE company_id = $1 ORDER BY id', [companyId]);
    expect(after.rows.map((row) => row.id)).toEqual(before.rows.map((row) => row.id));
  });
});
