import type { MigrationInterface, QueryRunner } from 'typeorm';
import { COMPANY_ID_OPTIONAL, createTable, oneTimeSecret, USER_ID } from './table-definitions';
import { isolateByCompany } from './tenant-isolation';

/**
 * Users, their refresh-token families and password-reset tokens; and the second wall of
 * tenancy: requests run as the role `groombook_app`, which row-level security binds to
 * the company named in the transaction's `app.company_id` setting.
 */
export class CreateIdentity1763769700000 implements MigrationInterface {
  name = 'CreateIdentity1763769700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTable(
      queryRunner,
      'users',
      [
        // No company for a super admin, who runs the platform rather than a salon.
        COMPANY_ID_OPTIONAL,
        'email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254)',
        'name text',
        "role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'staff', 'admin', 'superadmin'))",
        'password_hash text',
        'google_subject text UNIQUE',
      ],
      { updatedAt: true },
    );
    await queryRunner.query('CREATE UNIQUE INDEX users_email_key ON users (email)');
    await queryRunner.query('CREATE INDEX users_company_idx ON users (company_id)');

    // One row per refresh token; a sign-in starts a family, and every refresh adds its successor.
    await createTable(queryRunner, 'refresh_tokens', [
      USER_ID,
      'family_id uuid NOT NULL',
      ...oneTimeSecret('token_hash'),
      'revoked_at timestamptz',
    ]);
    await queryRunner.query('CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)');
    await queryRunner.query('CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id)');

    await createTable(queryRunner, 'password_reset_tokens', [USER_ID, ...oneTimeSecret('token_hash')]);
    await queryRunner.query('CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id)');

    // Roles are cluster-wide: several databases (and parallel test runs) may create it at once.
    await queryRunner.query(`
      DO $$ BEGIN
        CREATE ROLE groombook_app NOLOGIN;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$
    `);
    // The connecting role must be a member to switch to it (a superuser already may).
    await queryRunner.query(`
      DO $$ BEGIN
        IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
          EXECUTE format('GRANT groombook_app TO %I', current_user);
        END IF;
      END $$
    `);
    await queryRunner.query('GRANT USAGE ON SCHEMA public TO groombook_app');
    await queryRunner.query('GRANT SELECT, INSERT, UPDATE, DELETE ON companies TO groombook_app');

    await queryRunner.query('ALTER TABLE companies ENABLE ROW LEVEL SECURITY');
    await queryRunner.query(`
      CREATE POLICY company_isolation ON companies TO groombook_app
        USING (id = nullif(current_setting('app.company_id', true), '')::uuid)
    `);
    // Users carry the company_id policy of every tenant table.
    await isolateByCompany(queryRunner, 'users');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP POLICY IF EXISTS company_isolation ON users');
    await queryRunner.query('DROP POLICY IF EXISTS company_isolation ON companies');
    await queryRunner.query('ALTER TABLE companies DISABLE ROW LEVEL SECURITY');
    await queryRunner.query('DROP TABLE password_reset_tokens');
    await queryRunner.query('DROP TABLE refresh_tokens');
    await queryRunner.query('DROP TABLE users');
  }
}
