import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The reminder every company had until now, as a rule: the day before at 10:00, in the same words. */
const DEFAULT_RULES = [
  {
    kind: 'day_before',
    time: '10:00',
    template:
      "Hi {customer_first_name}! {salon} here: a reminder of {pet_name|your dog}'s grooming appointment on {date} at {time}. Reply C to confirm, or manage it: {manage_link} Reply STOP to opt out.",
  },
];
const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Reminders the salon controls.
 *
 * - `companies.reminder_rules`: the company's reminders, 0 to 3, each `{ kind: 'day_before',
 *   time: 'HH:MM', template }` or `{ kind: 'hours_before', hours_before: 1..168, template }`.
 *   Every company, existing or new, starts with the reminder it had: the day before at 10:00.
 * - `sms_reminders.rule_key`: which rule a reminder is ('day-before-1000', 'hours-before-48'):
 *   an appointment has one reminder per rule, no longer one in all. The reminders there were
 *   are the day before at 10:00.
 */
export class ReminderSettings1763900000000 implements MigrationInterface {
  name = 'ReminderSettings1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE companies ADD COLUMN reminder_rules jsonb NOT NULL DEFAULT ${sqlText(JSON.stringify(DEFAULT_RULES))}::jsonb
        CHECK (jsonb_typeof(reminder_rules) = 'array' AND jsonb_array_length(reminder_rules) <= 3)
    `);
    await queryRunner.query("ALTER TABLE sms_reminders ADD COLUMN rule_key text NOT NULL DEFAULT 'day-before-1000'");
    await queryRunner.query('ALTER TABLE sms_reminders ALTER COLUMN rule_key DROP DEFAULT');
    await queryRunner.query('ALTER TABLE sms_reminders DROP CONSTRAINT sms_reminders_appointment_id_key');
    await queryRunner.query('CREATE UNIQUE INDEX sms_reminders_appointment_rule_key ON sms_reminders (appointment_id, rule_key)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM sms_reminders WHERE rule_key <> 'day-before-1000'");
    await queryRunner.query('DROP INDEX sms_reminders_appointment_rule_key');
    await queryRunner.query('ALTER TABLE sms_reminders ADD CONSTRAINT sms_reminders_appointment_id_key UNIQUE (appointment_id), DROP COLUMN rule_key');
    await queryRunner.query('ALTER TABLE companies DROP COLUMN reminder_rules');
  }
}
