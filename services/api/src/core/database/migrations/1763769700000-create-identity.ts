import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Users, their refresh-token families and password-reset tokens; and the second wall of
 * tenancy: requests run as the role `groombook_app`, which row-level security binds to
 * the company named in the transaction's `app.company_id` setting.
 */
export class CreateIdentity1763769700000 implements MigrationInterface {
  name = 'CreateIdentity1763769700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid REFERENCES companies(id) ON DELETE CASCADE,
        email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
        name text,
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'staff', 'admin', 'superadmin')),
        password_hash text,
        google_subject text UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query('CREATE UNIQUE INDEX users_email_key ON users (email)');
    await queryRunner.query('CREATE INDEX users_company_idx ON users (company_id)');

    await queryRunner.query(`
      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        family_id uuid NOT NULL,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query('CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)');
    await queryRunner.query('CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id)');

    await queryRunner.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
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
    await queryRunner.query('GRANT SELECT, INSERT, UPDATE, DELETE ON companies, users TO groombook_app');

    await queryRunner.query('ALTER TABLE companies ENABLE ROW LEVEL SECURITY');
    await queryRunner.query(`
      CREATE POLICY company_isolation ON companies TO groombook_app
        USING (id = nullif(current_setting('app.company_id', true), '')::uuid)
    `);
    await queryRunner.query('ALTER TABLE users ENABLE ROW LEVEL SECURITY');
    await queryRunner.query(`
      CREATE POLICY company_isolation ON users TO groombook_app
        USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
        WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid)
    `);
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
