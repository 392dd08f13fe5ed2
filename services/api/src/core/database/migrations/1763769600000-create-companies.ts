import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Companies are the tenants: every tenant table references one. */
export class CreateCompanies1763769600000 implements MigrationInterface {
  name = 'CreateCompanies1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE companies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(btrim(name)) > 0),
        status text NOT NULL DEFAULT 'active',
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE companies');
  }
}
