import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { ROLES, type Role } from '@groombook/domain';
import { selectRow, selectRows, writeReturning } from '../../core/database/rows';

/** A row of `users` as sign-in, sessions and account links read it. */
const userRowSchema = z.object({
  id: z.string(),
  company_id: z.string().nullable(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(ROLES),
  password_hash: z.string().nullable(),
  google_subject: z.string().nullable(),
  /** Null for a self sign-up whose emailed link has not been opened yet. */
  email_confirmed_at: z.date().nullable(),
  created_at: z.date(),
});
export type UserRow = z.infer<typeof userRowSchema>;
const USER_COLUMNS = 'id, company_id, email, name, role, password_hash, google_subject, email_confirmed_at, created_at';

/**
 * A user as a company's user list shows it: nothing secret (no password hash, no Google
 * subject). The parsed row keeps the keys in the order picked here, which is the order of
 * the API's answer.
 */
const memberRowSchema = userRowSchema
  .pick({ id: true, email: true, name: true, role: true, company_id: true, created_at: true })
  .extend({ disabled: z.boolean() });
export type MemberRow = z.infer<typeof memberRowSchema>;
const MEMBER_COLUMNS = 'id, email, name, role, company_id, created_at, disabled_at IS NOT NULL AS disabled';

const profileRowSchema = memberRowSchema.omit({ disabled: true }).extend({ company_name: z.string().nullable() });
export type ProfileRow = z.infer<typeof profileRowSchema>;

const idRowSchema = z.object({ id: z.string() });
const countRowSchema = z.object({ count: z.number() });

/**
 * Every query of `users`. Emails are stored lower-cased (a check constraint refuses
 * anything else), so callers pass them lower-cased.
 */
@Injectable()
export class UsersRepository {
  findById(m: EntityManager, id: string): Promise<UserRow | undefined> {
    return selectRow(m, userRowSchema, `SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  }

  /** With `lock`, the row stays locked until the transaction ends (two sign-ups of one email wait for each other). */
  findByEmail(m: EntityManager, email: string, options: { lock?: boolean } = {}): Promise<UserRow | undefined> {
    return selectRow(m, userRowSchema, `SELECT ${USER_COLUMNS} FROM users WHERE email = $1${options.lock ? ' FOR UPDATE' : ''}`, [email]);
  }

  findByGoogleSubject(m: EntityManager, subject: string): Promise<UserRow | undefined> {
    return selectRow(m, userRowSchema, `SELECT ${USER_COLUMNS} FROM users WHERE google_subject = $1`, [subject]);
  }

  /** The user with their company's name (null without a company). */
  findProfile(m: EntityManager, id: string): Promise<ProfileRow | undefined> {
    return selectRow(
      m,
      profileRowSchema,
      `SELECT u.id, u.email, u.name, u.role, u.company_id, u.created_at, c.name AS company_name
       FROM users u LEFT JOIN companies c ON c.id = u.company_id WHERE u.id = $1`,
      [id],
    );
  }

  async count(m: EntityManager, filter: { role?: Role } = {}): Promise<number> {
    const [row] = filter.role
      ? await selectRows(m, countRowSchema, 'SELECT count(*)::int AS count FROM users WHERE role = $1', [filter.role])
      : await selectRows(m, countRowSchema, 'SELECT count(*)::int AS count FROM users');
    return row?.count ?? 0;
  }

  /** A self sign-up: no password and unconfirmed until the emailed link is opened; undefined when the email is taken. */
  async insertUnconfirmed(m: EntityManager, email: string, name: string | null): Promise<UserRow | undefined> {
    const [row] = await writeReturning(
      m,
      userRowSchema,
      `INSERT INTO users (email, name, password_hash, email_confirmed_at) VALUES ($1, $2, NULL, NULL)
       ON CONFLICT (email) DO NOTHING RETURNING ${USER_COLUMNS}`,
      [email, name],
    );
    return row;
  }

  /** A new user of a Google identity; undefined when its email or subject is already taken. */
  async insertFromGoogle(m: EntityManager, user: { email: string; name: string | null; googleSubject: string }): Promise<UserRow | undefined> {
    const [row] = await writeReturning(
      m,
      userRowSchema,
      `INSERT INTO users (email, name, google_subject) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING ${USER_COLUMNS}`,
      [user.email, user.name, user.googleSubject],
    );
    return row;
  }

  /** A user added by an admin, who chooses a password through an emailed link; undefined when the email is taken. */
  async insertMember(
    m: EntityManager,
    user: { email: string; name: string | null; role: Role; companyId: string | null },
  ): Promise<MemberRow | undefined> {
    const [row] = await writeReturning(
      m,
      memberRowSchema,
      `INSERT INTO users (email, name, role, company_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (email) DO NOTHING RETURNING ${MEMBER_COLUMNS}`,
      [user.email, user.name, user.role, user.companyId],
    );
    return row;
  }

  /** A user with a known password (the demo sign-ins); a taken email fails the transaction. */
  async insertWithPassword(
    m: EntityManager,
    user: { email: string; name: string; role: Role; companyId: string | null; passwordHash: string },
  ): Promise<void> {
    await m.query('INSERT INTO users (email, name, role, company_id, password_hash) VALUES ($1, $2, $3, $4, $5)', [
      user.email,
      user.name,
      user.role,
      user.companyId,
      user.passwordHash,
    ]);
  }

  /** Makes `email` a super admin, creating it without a password when it does not exist yet. */
  async upsertSuperadmin(m: EntityManager, email: string, name: string): Promise<UserRow | undefined> {
    const [row] = await writeReturning(
      m,
      userRowSchema,
      `INSERT INTO users (email, name, role) VALUES ($1, $2, 'superadmin')
       ON CONFLICT (email) DO UPDATE SET role = 'superadmin', updated_at = now() RETURNING ${USER_COLUMNS}`,
      [email, name],
    );
    return row;
  }

  findMember(m: EntityManager, id: string): Promise<MemberRow | undefined> {
    return selectRow(m, memberRowSchema, `SELECT ${MEMBER_COLUMNS} FROM users WHERE id = $1`, [id]);
  }

  /** Every user (companyId undefined) or a company's, by email. */
  listMembers(m: EntityManager, companyId?: string): Promise<MemberRow[]> {
    return companyId === undefined
      ? selectRows(m, memberRowSchema, `SELECT ${MEMBER_COLUMNS} FROM users ORDER BY email`)
      : selectRows(m, memberRowSchema, `SELECT ${MEMBER_COLUMNS} FROM users WHERE company_id = $1 ORDER BY email`, [companyId]);
  }

  /**
   * A new role and/or disabled (undefined: kept). A change of either raises the user's token
   * version, so that their access tokens stop granting the old access at once.
   */
  async updateAccess(m: EntityManager, id: string, changes: { role?: Role; disabled?: boolean }): Promise<MemberRow | undefined> {
    const [row] = await writeReturning(
      m,
      memberRowSchema,
      `UPDATE users SET
         role = coalesce($2, role),
         disabled_at = CASE WHEN $3::boolean IS NULL THEN disabled_at WHEN $3 THEN coalesce(disabled_at, now()) END,
         token_version = token_version + CASE
           WHEN coalesce($2, role) <> role OR coalesce($3::boolean, disabled_at IS NOT NULL) <> (disabled_at IS NOT NULL) THEN 1 ELSE 0 END,
         updated_at = now()
       WHERE id = $1 RETURNING ${MEMBER_COLUMNS}`,
      [id, changes.role ?? null, changes.disabled ?? null],
    );
    return row;
  }

  /** Raises the token version of every user of the company but its super admins (a suspension). */
  async raiseTokenVersionsOfCompany(m: EntityManager, companyId: string): Promise<void> {
    await m.query("UPDATE users SET token_version = token_version + 1 WHERE company_id = $1 AND role <> 'superadmin'", [companyId]);
  }

  /** A new password; the token version rises, so that access tokens issued before it stop at once. */
  async setPassword(m: EntityManager, id: string, passwordHash: string): Promise<void> {
    await m.query('UPDATE users SET password_hash = $1, token_version = token_version + 1, updated_at = now() WHERE id = $2', [passwordHash, id]);
  }

  /**
   * A new password through an emailed link: the link reached the mailbox, so the address
   * counts as confirmed too. The token version rises, as with `setPassword`.
   */
  async setPasswordFromEmailedLink(m: EntityManager, id: string, passwordHash: string): Promise<void> {
    await m.query(
      `UPDATE users SET password_hash = $1, email_confirmed_at = coalesce(email_confirmed_at, now()),
         token_version = token_version + 1, updated_at = now() WHERE id = $2`,
      [passwordHash, id],
    );
  }

  /** Confirms a pending sign-up with the password chosen for it; false when the user is gone or already confirmed. */
  async confirmEmail(m: EntityManager, id: string, passwordHash: string): Promise<boolean> {
    const updated = await writeReturning(
      m,
      idRowSchema,
      `UPDATE users SET email_confirmed_at = now(), password_hash = $1, updated_at = now()
       WHERE id = $2 AND email_confirmed_at IS NULL RETURNING id`,
      [passwordHash, id],
    );
    return updated.length > 0;
  }

  /**
   * Links a Google identity to the user of that (verified) email, unless the user already
   * has one; a verified Google email confirms the address too.
   */
  async linkGoogleSubject(m: EntityManager, email: string, subject: string): Promise<UserRow | undefined> {
    const [row] = await writeReturning(
      m,
      userRowSchema,
      `UPDATE users SET google_subject = $1, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
       WHERE email = $2 AND google_subject IS NULL RETURNING ${USER_COLUMNS}`,
      [subject, email],
    );
    return row;
  }
}
