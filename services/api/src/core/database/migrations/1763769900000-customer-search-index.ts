import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Trigram indexes make "name or phone contains …" searches fast on large customer lists. */
export class CustomerSearchIndex1763769900000 implements MigrationInterface {
  name = 'CustomerSearchIndex1763769900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query('CREATE INDEX customers_name_trgm_idx ON customers USING gin (name gin_trgm_ops)');
    await queryRunner.query('CREATE INDEX customers_phone_trgm_idx ON customers USING gin (phone_number gin_trgm_ops)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX customers_phone_trgm_idx');
    await queryRunner.query('DROP INDEX customers_name_trgm_idx');
  }
}
