import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTenantTable, NAME_REQUIRED } from './table-definitions';

const DOG_SIZES = "('small', 'medium', 'large', 'extra_large')";
const STATUSES = "('booked', 'confirmed', 'checked_in', 'ready', 'completed', 'cancelled', 'no_show')";
/** A length in minutes as the calendar books it: whole quarter hours, at most a working day. */
const minutes = (column: string, least: number) => `${column} integer NOT NULL CHECK (${column} BETWEEN ${least} AND 480 AND ${column} % 15 = 0)`;
const money = (column: string) => `${column} numeric(10, 2) NOT NULL CHECK (${column} >= 0)`;

/**
 * The salon's day:
 *
 * - `services`: each company's own menu. A service or an add-on, with a price and a length for
 *   each dog size, an active flag (inactive entries are kept for the appointments that name
 *   them but no longer offered) and a place in the list. Every existing company starts with
 *   the three baths of the old fixed price list.
 * - `companies.tax_rate_percent`: each company's own tax rate, 6.625 % unless it says otherwise.
 * - `pets.size`: the dog's size, which picks the menu's price and length.
 * - `appointment_lines`: what an appointment was booked for, each line a copy of the menu entry
 *   (name, kind, size, price, length) as it was then, so a later change to the menu never
 *   rewrites an appointment. The menu entry is remembered while it exists.
 *   `appointments.price_overridden` says the price was typed by staff instead of summed.
 * - `appointments.status` and its history `appointment_status_changes` (when, by whom, and a
 *   cancellation's reason and lateness). The appointment keeps its latest change beside it.
 * - Checkout: how the customer paid, the discount and its reason, and `appointment_tips`, the
 *   tip as it was split between groomers.
 *
 * Every new table names its company and references its appointment (and groomer, service) by
 * (company_id, id), so the database refuses a row that joins two companies.
 */
export class SalonDay1763880000000 implements MigrationInterface {
  name = 'SalonDay1763880000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.menu(queryRunner);
    await this.status(queryRunner);
    await this.checkout(queryRunner);
  }

  private async menu(queryRunner: QueryRunner): Promise<void> {
    await createTenantTable(
      queryRunner,
      'services',
      [
        NAME_REQUIRED,
        "kind text NOT NULL CHECK (kind IN ('service', 'add_on'))",
        money('price_small'),
        money('price_medium'),
        money('price_large'),
        money('price_extra_large'),
        minutes('duration_small', 0),
        minutes('duration_medium', 0),
        minutes('duration_large', 0),
        minutes('duration_extra_large', 0),
        'active boolean NOT NULL DEFAULT true',
        'position integer NOT NULL DEFAULT 0',
        'CONSTRAINT services_name_length CHECK (length(name) <= 100)',
      ],
      { updatedAt: true },
    );
    await queryRunner.query('ALTER TABLE services ADD CONSTRAINT services_company_id_id_key UNIQUE (company_id, id)');
    // One entry per name in a company's menu, whatever its case.
    await queryRunner.query('CREATE UNIQUE INDEX services_company_name_key ON services (company_id, lower(name))');
    await queryRunner.query(`
      INSERT INTO services (company_id, name, kind, price_small, price_medium, price_large, price_extra_large,
                            duration_small, duration_medium, duration_large, duration_extra_large, position)
      SELECT c.id, b.name, 'service', b.price, b.price, b.price, b.price, 90, 90, 90, 90, b.position
      FROM companies c
      CROSS JOIN (VALUES ('Small dog bath', 80, 1), ('Large dog bath', 100, 2), ('Extra large dog bath', 120, 3)) AS b(name, price, position)
    `);

    await queryRunner.query('ALTER TABLE companies ADD COLUMN tax_rate_percent numeric(6, 3) NOT NULL DEFAULT 6.625 CHECK (tax_rate_percent BETWEEN 0 AND 100)');
    await queryRunner.query(`ALTER TABLE pets ADD COLUMN size text CHECK (size IN ${DOG_SIZES})`);

    await queryRunner.query('ALTER TABLE appointments ADD CONSTRAINT appointments_company_id_id_key UNIQUE (company_id, id)');
    await queryRunner.query('ALTER TABLE appointments ADD COLUMN price_overridden boolean NOT NULL DEFAULT false');
    await createTenantTable(queryRunner, 'appointment_lines', [
      'appointment_id uuid NOT NULL',
      'service_id uuid',
      NAME_REQUIRED,
      "kind text NOT NULL CHECK (kind IN ('service', 'add_on'))",
      `dog_size text NOT NULL CHECK (dog_size IN ${DOG_SIZES})`,
      money('price'),
      minutes('duration_minutes', 0),
      'position integer NOT NULL',
      'CONSTRAINT appointment_lines_appointment_fkey FOREIGN KEY (company_id, appointment_id) REFERENCES appointments (company_id, id) ON DELETE CASCADE',
      'CONSTRAINT appointment_lines_service_fkey FOREIGN KEY (company_id, service_id) REFERENCES services (company_id, id) ON DELETE SET NULL (service_id)',
    ]);
    await queryRunner.query('CREATE INDEX appointment_lines_appointment_idx ON appointment_lines (company_id, appointment_id, position)');
    await queryRunner.query('CREATE INDEX appointment_lines_service_idx ON appointment_lines (company_id, service_id) WHERE service_id IS NOT NULL');
  }

  private async status(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE appointments
        ADD COLUMN status text NOT NULL DEFAULT 'booked' CHECK (status IN ${STATUSES}),
        ADD COLUMN status_changed_at timestamptz,
        ADD COLUMN status_changed_by uuid REFERENCES users(id) ON DELETE SET NULL,
        ADD COLUMN cancel_reason text CHECK (length(cancel_reason) <= 500),
        ADD COLUMN cancelled_late boolean
    `);
    // Home's day and the list's status filter.
    await queryRunner.query('CREATE INDEX appointments_company_status_date_idx ON appointments (company_id, status, date)');
    await createTenantTable(queryRunner, 'appointment_status_changes', [
      'appointment_id uuid NOT NULL',
      `status text NOT NULL CHECK (status IN ${STATUSES})`,
      'changed_by uuid REFERENCES users(id) ON DELETE SET NULL',
      'reason text CHECK (length(reason) <= 500)',
      'late boolean',
      'CONSTRAINT appointment_status_changes_appointment_fkey FOREIGN KEY (company_id, appointment_id) REFERENCES appointments (company_id, id) ON DELETE CASCADE',
    ]);
    await queryRunner.query('CREATE INDEX appointment_status_changes_appointment_idx ON appointment_status_changes (company_id, appointment_id, created_at)');
  }

  private async checkout(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE appointments
        ADD COLUMN payment_method text CHECK (payment_method IN ('cash', 'card', 'other')),
        ADD COLUMN discount_type text CHECK (discount_type IN ('amount', 'percent')),
        ADD COLUMN discount_value numeric(10, 2) CHECK (discount_value >= 0),
        ADD COLUMN discount_amount numeric(10, 2) CHECK (discount_amount >= 0),
        ADD COLUMN discount_reason text CHECK (length(discount_reason) <= 500)
    `);
    await queryRunner.query('ALTER TABLE groomers ADD CONSTRAINT groomers_company_id_id_key UNIQUE (company_id, id)');
    await createTenantTable(queryRunner, 'appointment_tips', [
      'appointment_id uuid NOT NULL',
      'groomer_id uuid NOT NULL',
      money('amount'),
      'CONSTRAINT appointment_tips_appointment_fkey FOREIGN KEY (company_id, appointment_id) REFERENCES appointments (company_id, id) ON DELETE CASCADE',
      'CONSTRAINT appointment_tips_groomer_fkey FOREIGN KEY (company_id, groomer_id) REFERENCES groomers (company_id, id) ON DELETE RESTRICT',
      'CONSTRAINT appointment_tips_one_per_groomer UNIQUE (appointment_id, groomer_id)',
    ]);
    await queryRunner.query('CREATE INDEX appointment_tips_groomer_idx ON appointment_tips (company_id, groomer_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE appointment_tips, appointment_status_changes, appointment_lines, services');
    await queryRunner.query('ALTER TABLE groomers DROP CONSTRAINT groomers_company_id_id_key');
    await queryRunner.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_company_id_id_key,
      DROP COLUMN price_overridden, DROP COLUMN status, DROP COLUMN status_changed_at, DROP COLUMN status_changed_by,
      DROP COLUMN cancel_reason, DROP COLUMN cancelled_late, DROP COLUMN payment_method, DROP COLUMN discount_type,
      DROP COLUMN discount_value, DROP COLUMN discount_amount, DROP COLUMN discount_reason`);
    await queryRunner.query('ALTER TABLE pets DROP COLUMN size');
    await queryRunner.query('ALTER TABLE companies DROP COLUMN tax_rate_percent');
  }
}
