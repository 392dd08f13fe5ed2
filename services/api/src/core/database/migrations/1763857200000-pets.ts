import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTenantTable, NAME_REQUIRED } from './table-definitions';

/**
 * Pets: the dogs of a customer, with what a groomer needs to know before the visit and their
 * vaccinations (a list of `{ name, expires_on }`, read and written whole with the pet).
 *
 * A pet names its company, and its customer is referenced by (company_id, id), so the database
 * refuses a pet of one company's customer in another company. Deleting the customer deletes
 * their pets. A pet's past appointments are recognised by their customer and dog name (see the
 * pets repository), so appointments gain no column.
 */
export class Pets1763857200000 implements MigrationInterface {
  name = 'Pets1763857200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTenantTable(
      queryRunner,
      'pets',
      [
        'customer_id uuid NOT NULL',
        NAME_REQUIRED,
        'breed text',
        'weight_kg numeric(6, 2) CHECK (weight_kg > 0)',
        'coat text',
        'temperament text',
        'notes text',
        "vaccinations jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(vaccinations) = 'array')",
        'CONSTRAINT pets_name_length CHECK (length(name) <= 100)',
      ],
      { updatedAt: true },
    );
    await queryRunner.query(`
      ALTER TABLE pets ADD CONSTRAINT pets_customer_fkey
        FOREIGN KEY (company_id, customer_id) REFERENCES customers (company_id, id) ON DELETE CASCADE
    `);
    // A customer's pets (the dialog, the appointment form) and the customer delete's cascade.
    await queryRunner.query('CREATE INDEX pets_company_customer_idx ON pets (company_id, customer_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE pets');
  }
}
