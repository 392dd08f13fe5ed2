import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTenantTable, NAME_REQUIRED } from './table-definitions';

/**
 * Customer groups (the Marketing screen's recipient lists) and their members.
 *
 * A membership names its company, and its group and customer are referenced by
 * (company_id, id): the database itself refuses a membership that joins one company's group
 * to another company's customer, whatever the code above it does. Deleting a group or a
 * customer deletes their memberships.
 */
export class CustomerGroups1763770100000 implements MigrationInterface {
  name = 'CustomerGroups1763770100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The targets of the composite foreign keys below (id alone is already unique).
    await queryRunner.query('ALTER TABLE customers ADD CONSTRAINT customers_company_id_id_key UNIQUE (company_id, id)');

    await createTenantTable(queryRunner, 'customer_groups', [NAME_REQUIRED, 'CONSTRAINT customer_groups_name_length CHECK (length(name) <= 100)'], {
      updatedAt: true,
    });
    await queryRunner.query('ALTER TABLE customer_groups ADD CONSTRAINT customer_groups_company_id_id_key UNIQUE (company_id, id)');
    // The list, by name.
    await queryRunner.query('CREATE INDEX customer_groups_company_name_idx ON customer_groups (company_id, name)');

    await createTenantTable(queryRunner, 'customer_group_members', ['group_id uuid NOT NULL', 'customer_id uuid NOT NULL']);
    await queryRunner.query(`
      ALTER TABLE customer_group_members
        ADD CONSTRAINT customer_group_members_group_fkey
          FOREIGN KEY (company_id, group_id) REFERENCES customer_groups (company_id, id) ON DELETE CASCADE,
        ADD CONSTRAINT customer_group_members_customer_fkey
          FOREIGN KEY (company_id, customer_id) REFERENCES customers (company_id, id) ON DELETE CASCADE,
        -- One membership per group and customer (a group is in one company only). Also the
        -- index of a group's members.
        ADD CONSTRAINT customer_group_members_pair_key UNIQUE (company_id, group_id, customer_id)
    `);
    // The groups of a customer (and a customer delete's cascade).
    await queryRunner.query('CREATE INDEX customer_group_members_customer_idx ON customer_group_members (company_id, customer_id, group_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE customer_group_members');
    await queryRunner.query('DROP TABLE customer_groups');
    await queryRunner.query('ALTER TABLE customers DROP CONSTRAINT customers_company_id_id_key');
  }
}
