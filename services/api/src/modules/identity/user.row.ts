import type { Role } from '@groombook/domain';
import type { AuthUser } from '../../core/auth/auth-user';

/** A row of `users` as the identity code reads it. */
export interface UserRow {
  id: string;
  company_id: string | null;
  email: string;
  name: string | null;
  role: Role;
  password_hash: string | null;
  google_subject: string | null;
  /** Null for a self sign-up whose emailed link has not been opened yet. */
  email_confirmed_at: Date | null;
  created_at: Date;
}

export const USER_COLUMNS = 'id, company_id, email, name, role, password_hash, google_subject, email_confirmed_at, created_at';

export function toAuthUser(row: UserRow, sessionId: string): AuthUser {
  return { id: row.id, email: row.email, role: row.role, companyId: row.company_id, sessionId };
}
