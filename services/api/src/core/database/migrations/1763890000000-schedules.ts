import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTenantTable } from './table-definitions';

/** A stretch of a weekday (0 Sunday .. 6 Saturday): it starts before it ends, on the same day. */
const weekdayStretch = (table: string) => [
  'weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6)',
  'starts_at time NOT NULL',
  'ends_at time NOT NULL',
  `CONSTRAINT ${table}_order CHECK (starts_at < ends_at)`,
];
const groomerOf = (table: string) =>
  `CONSTRAINT ${table}_groomer_fkey FOREIGN KEY (company_id, groomer_id) REFERENCES groomers (company_id, id) ON DELETE CASCADE`;
const reason = 'reason text CHECK (length(reason) <= 200)';

/**
 * When a salon and its groomers work, and online booking of real slots.
 *
 * - `salon_hours`: the salon's opening hours, one stretch per open weekday (a weekday without a
 *   row is closed). Every company starts open Monday to Saturday, 09:00 to 19:00.
 * - `salon_closed_days`: holidays and other whole days the salon is closed, with a reason.
 * - `groomer_hours`: a groomer's own working hours per weekday. A groomer with no row at all
 *   works the salon's hours; once they have rows, a weekday without one is their day off.
 * - `groomer_breaks`: a groomer's breaks per weekday (lunch), inside or outside their hours.
 * - `groomer_time_off`: days away (a date range, both days included), with a reason.
 * - `schedule_blocks`: time a groomer is busy with no customer (training, a meeting), on the
 *   calendar like an appointment.
 * - `companies.booking_mode`: 'request' (the public page asks, staff accept) or 'instant' (the
 *   customer books a free slot). `booking_buffer_minutes`: free minutes kept between
 *   appointments. `cancel_cutoff_hours`: how long before its start a customer may still cancel
 *   or move an appointment from their link.
 * - `appointments.booked_online`: booked by the customer on the public page. The database
 *   refuses two such appointments of one groomer whose times overlap (while they hold their
 *   slot), whatever the code checked before: two customers taking one slot at the same moment
 *   cannot both have it.
 * - `appointment_links`: the customer's link to their own appointment, sent in its texts; only
 *   the token's hash is kept. A link opens that appointment only, until it has ended.
 */
export class Schedules1763890000000 implements MigrationInterface {
  name = 'Schedules1763890000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS btree_gist');

    await createTenantTable(queryRunner, 'salon_hours', weekdayStretch('salon_hours'));
    await queryRunner.query('CREATE UNIQUE INDEX salon_hours_company_weekday_key ON salon_hours (company_id, weekday)');
    await queryRunner.query(`
      INSERT INTO salon_hours (company_id, weekday, starts_at, ends_at)
      SELECT c.id, d.weekday, '09:00', '19:00' FROM companies c CROSS JOIN generate_series(1, 6) AS d(weekday)
    `);

    await createTenantTable(queryRunner, 'salon_closed_days', ['date date NOT NULL', reason]);
    await queryRunner.query('CREATE UNIQUE INDEX salon_closed_days_company_date_key ON salon_closed_days (company_id, date)');

    await createTenantTable(queryRunner, 'groomer_hours', ['groomer_id uuid NOT NULL', ...weekdayStretch('groomer_hours'), groomerOf('groomer_hours')]);
    await queryRunner.query('CREATE UNIQUE INDEX groomer_hours_groomer_weekday_key ON groomer_hours (company_id, groomer_id, weekday)');

    await createTenantTable(queryRunner, 'groomer_breaks', ['groomer_id uuid NOT NULL', ...weekdayStretch('groomer_breaks'), groomerOf('groomer_breaks')]);
    await queryRunner.query('CREATE INDEX groomer_breaks_groomer_idx ON groomer_breaks (company_id, groomer_id, weekday)');

    await createTenantTable(queryRunner, 'groomer_time_off', [
      'groomer_id uuid NOT NULL',
      'starts_on date NOT NULL',
      'ends_on date NOT NULL',
      reason,
      'CONSTRAINT groomer_time_off_order CHECK (starts_on <= ends_on)',
      groomerOf('groomer_time_off'),
    ]);
    await queryRunner.query('CREATE INDEX groomer_time_off_groomer_idx ON groomer_time_off (company_id, groomer_id, starts_on)');

    await createTenantTable(
      queryRunner,
      'schedule_blocks',
      [
        'groomer_id uuid NOT NULL',
        'date date NOT NULL',
        'time time NOT NULL',
        'duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 15 AND 480 AND duration_minutes % 15 = 0)',
        "label text NOT NULL CHECK (length(btrim(label)) > 0 AND length(label) <= 100)",
        groomerOf('schedule_blocks'),
      ],
      { updatedAt: true },
    );
    await queryRunner.query('CREATE INDEX schedule_blocks_company_date_idx ON schedule_blocks (company_id, date, groomer_id)');

    await queryRunner.query(`
      ALTER TABLE companies
        ADD COLUMN booking_mode text NOT NULL DEFAULT 'request' CHECK (booking_mode IN ('request', 'instant')),
        ADD COLUMN booking_buffer_minutes integer NOT NULL DEFAULT 0 CHECK (booking_buffer_minutes BETWEEN 0 AND 120 AND booking_buffer_minutes % 5 = 0),
        ADD COLUMN cancel_cutoff_hours integer NOT NULL DEFAULT 24 CHECK (cancel_cutoff_hours BETWEEN 0 AND 168)
    `);

    await queryRunner.query('ALTER TABLE appointments ADD COLUMN booked_online boolean NOT NULL DEFAULT false');
    await queryRunner.query(`
      ALTER TABLE appointments ADD CONSTRAINT appointments_online_slot_excl EXCLUDE USING gist (
        company_id WITH =,
        groomer_id WITH =,
        tsrange(date + time, date + time + duration_minutes * interval '1 minute') WITH &&
      ) WHERE (booked_online AND time IS NOT NULL AND groomer_id IS NOT NULL AND status NOT IN ('cancelled', 'no_show'))
    `);

    await createTenantTable(queryRunner, 'appointment_links', [
      'appointment_id uuid NOT NULL',
      'token_hash text NOT NULL UNIQUE',
      'CONSTRAINT appointment_links_appointment_fkey FOREIGN KEY (company_id, appointment_id) REFERENCES appointments (company_id, id) ON DELETE CASCADE',
    ]);
    await queryRunner.query('CREATE INDEX appointment_links_appointment_idx ON appointment_links (company_id, appointment_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE appointment_links, schedule_blocks, groomer_time_off, groomer_breaks, groomer_hours, salon_closed_days, salon_hours');
    await queryRunner.query('ALTER TABLE appointments DROP CONSTRAINT appointments_online_slot_excl, DROP COLUMN booked_online');
    await queryRunner.query('ALTER TABLE companies DROP COLUMN booking_mode, DROP COLUMN booking_buffer_minutes, DROP COLUMN cancel_cutoff_hours');
  }
}
