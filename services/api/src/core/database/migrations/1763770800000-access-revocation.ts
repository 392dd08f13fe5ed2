import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTable } from './table-definitions';

/**
 * Access that follows the database on the next request. `users.token_version` is written
 * into each access token and raised whenever the user's access changes (a new role,
 * disabled, the company suspended): a token of an older version is refused. `disabled_at`
 * keeps a user from signing in; a company's `status` 'suspended' keeps its users out.
 *
 * `audit_log`: each request a super admin makes while acting in a company. A platform
 * table: the request role `groombook_app` has no grant on it.
 */
export class AccessRevocation1763770800000 implements MigrationInterface {
  name = 'AccessRevocation1763770800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users ADD COLUMN disabled_at timestamptz, ADD COLUMN token_version integer NOT NULL DEFAULT 0');
    await queryRunner.query("ALTER TABLE companies ADD CONSTRAINT companies_status_check CHECK (status IN ('active', 'suspended'))");
    await createTable(queryRunner, 'audit_log', [
      'actor_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE',
      'company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE',
      'method text NOT NULL',
      'path text NOT NULL',
      'status integer NOT NULL',
    ]);
    await queryRunner.query('CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC)');
    await queryRunner.query('CREATE INDEX audit_log_company_created_idx ON audit_log (company_id, created_at DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE audit_log');
    await queryRunner.query('ALTER TABLE companies DROP CONSTRAINT companies_status_check');
    await queryRunner.query('ALTER TABLE users DROP COLUMN token_version, DROP COLUMN disabled_at');
  }
}
