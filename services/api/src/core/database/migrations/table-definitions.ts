import type { QueryRunner } from 'typeorm';
import { isolateByCompany } from './tenant-isolation';

/** Columns that many tables share, written once so that every table spells them alike. */
export const COMPANY_ID = 'company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE';
export const USER_ID = 'user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE';
export const NAME_REQUIRED = 'name text NOT NULL CHECK (length(btrim(name)) > 0)';
/** The company of a row that may belong to none (the platform's: a super admin, platform mail). */
export const COMPANY_ID_OPTIONAL = 'company_id uuid REFERENCES companies(id) ON DELETE CASCADE';
/** The number a text went to or came from, as E.164. */
export const PHONE_E164 = 'phone_e164 text NOT NULL';
/** The customer a record is about; the record stays when the customer is deleted, without them. */
export const CUSTOMER_ID_SET_NULL = 'customer_id uuid REFERENCES customers(id) ON DELETE SET NULL';
/** The text message a record names; the record stays when the message is deleted, without it. */
export const SMS_MESSAGE_ID_SET_NULL = 'message_id uuid REFERENCES sms_messages(id) ON DELETE SET NULL';

/** A single-use secret (a link's token, a sign-in code): only its hash is kept, with its expiry and use. */
export const oneTimeSecret = (hashColumn: string): string[] => [
  `${hashColumn} text NOT NULL UNIQUE`,
  'expires_at timestamptz NOT NULL',
  'used_at timestamptz',
];

export interface TableOptions {
  /** Adds `updated_at` after `created_at`, for rows that are edited. */
  updatedAt?: boolean;
}

/**
 * CREATE TABLE with the columns every table has: `id` (a random uuid) first, then the
 * table's own columns, then `created_at` (and `updated_at` when asked).
 */
export async function createTable(
  queryRunner: QueryRunner,
  table: string,
  columns: readonly string[],
  options: TableOptions = {},
): Promise<void> {
  const all = [
    'id uuid PRIMARY KEY DEFAULT gen_random_uuid()',
    ...columns,
    'created_at timestamptz NOT NULL DEFAULT now()',
    ...(options.updatedAt ? ['updated_at timestamptz NOT NULL DEFAULT now()'] : []),
  ];
  await queryRunner.query(`CREATE TABLE ${table} (\n  ${all.join(',\n  ')}\n)`);
}

/**
 * A tenant table: `company_id` right after `id`, and row-level security that shows the
 * request role only its own company's rows (see `isolateByCompany`).
 */
export async function createTenantTable(
  queryRunner: QueryRunner,
  table: string,
  columns: readonly string[],
  options: TableOptions = {},
): Promise<void> {
  await createTable(queryRunner, table, [COMPANY_ID, ...columns], options);
  await isolateByCompany(queryRunner, table);
}
