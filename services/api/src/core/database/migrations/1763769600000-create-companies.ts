import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTable, NAME_REQUIRED } from './table-definitions';

/** Companies are the tenants: every tenant table references one. */
export class CreateCompanies1763769600000 implements MigrationInterface {
  name = 'CreateCompanies1763769600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTable(queryRunner, 'companies', [NAME_REQUIRED, "status text NOT NULL DEFAULT 'active'"]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE companies');
  }
}
