import type { MigrationInterface, QueryRunner } from 'typeorm';
import { COMPANY_ID_OPTIONAL, createTable, oneTimeSecret, USER_ID } from './table-definitions';

/**
 * What closing the account-takeover paths needs in the database:
 * - `users.email_confirmed_at`: a self sign-up stays unconfirmed (and without a password)
 *   until its emailed link is opened; everyone else (added by an admin, Google, the seed)
 *   counts as confirmed, hence the default.
 * - `email_confirmations`: one row per sign-up link, carrying the password chosen with it,
 *   so only whoever reads the mailbox decides which password the account gets.
 * - `google_sign_in_codes`: the one-time codes that hand a Google sign-in to the browser
 *   that started it (bound to its state cookie), instead of tokens in a URL.
 * - `outbox_emails`: mail bodies (which may hold a link) wait here, not in Redis job
 *   payloads; a job carries only the row's id and the row is deleted once sent.
 */
export class AccountSecurity1763770000000 implements MigrationInterface {
  name = 'AccountSecurity1763770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz DEFAULT now()');

    await createTable(queryRunner, 'email_confirmations', [USER_ID, ...oneTimeSecret('token_hash'), 'password_hash text NOT NULL']);
    await queryRunner.query('CREATE INDEX email_confirmations_user_idx ON email_confirmations (user_id)');

    await createTable(queryRunner, 'google_sign_in_codes', [
      USER_ID,
      ...oneTimeSecret('code_hash'),
      'binding_hash text NOT NULL',
      'redirect_to text NOT NULL',
    ]);

    // No company for platform mail (a super admin's link).
    await createTable(queryRunner, 'outbox_emails', [
      COMPANY_ID_OPTIONAL,
      'to_address text NOT NULL',
      'subject text NOT NULL',
      'body text NOT NULL',
      'delivered_at timestamptz',
    ]);
    await queryRunner.query('CREATE INDEX outbox_emails_created_idx ON outbox_emails (created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE outbox_emails');
    await queryRunner.query('DROP TABLE google_sign_in_codes');
    await queryRunner.query('DROP TABLE email_confirmations');
    await queryRunner.query('ALTER TABLE users DROP COLUMN email_confirmed_at');
  }
}
