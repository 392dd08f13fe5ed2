import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTenantTable, NAME_REQUIRED } from './table-definitions';

/** Customers, groomers (the API calls them assignees) and appointments, each scoped by company. */
export class CreateSchedulingTables1763769800000 implements MigrationInterface {
  name = 'CreateSchedulingTables1763769800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTenantTable(queryRunner, 'customers', ['name text', 'phone_number text', 'phone_e164 text', 'notes text']);
    await queryRunner.query('CREATE INDEX customers_company_name_idx ON customers (company_id, name)');

    await createTenantTable(queryRunner, 'groomers', [NAME_REQUIRED]);
    await queryRunner.query('CREATE INDEX groomers_company_name_idx ON groomers (company_id, name)');

    await createTenantTable(
      queryRunner,
      'appointments',
      [
        'date date NOT NULL',
        'time time',
        'customer_id uuid REFERENCES customers(id) ON DELETE CASCADE',
        'groomer_id uuid REFERENCES groomers(id) ON DELETE RESTRICT',
        'dog_name text',
        'charged_amount numeric(10, 2) CHECK (charged_amount >= 0)',
        'amount_given numeric(10, 2) CHECK (amount_given >= 0)',
        'tip numeric(10, 2)',
        'total_with_tax numeric(10, 2)',
        'notes text',
        'duration_minutes integer NOT NULL DEFAULT 90 CHECK (duration_minutes BETWEEN 15 AND 480 AND duration_minutes % 15 = 0)',
        'is_recurring boolean NOT NULL DEFAULT false',
        'recurring_sequence integer',
        'recurring_total integer',
        'recurring_config jsonb',
        'recurring_group_id uuid',
      ],
      { updatedAt: true },
    );
    // The month list, a customer's future/past lists and a groomer's day.
    await queryRunner.query('CREATE INDEX appointments_company_date_idx ON appointments (company_id, date, time)');
    await queryRunner.query('CREATE INDEX appointments_customer_date_idx ON appointments (company_id, customer_id, date)');
    await queryRunner.query('CREATE INDEX appointments_groomer_date_idx ON appointments (company_id, groomer_id, date)');
    await queryRunner.query('CREATE INDEX appointments_series_idx ON appointments (recurring_group_id) WHERE recurring_group_id IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE appointments');
    await queryRunner.query('DROP TABLE groomers');
    await queryRunner.query('DROP TABLE customers');
  }
}
