import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { ROLES } from '@groombook/domain';
import { selectRow } from '../database/rows';

/** What decides, on each request, whether a user's access token still grants anything. */
const accessStateRowSchema = z.object({
  role: z.enum(ROLES),
  company_id: z.string().nullable(),
  token_version: z.number().int(),
  disabled: z.boolean(),
  company_suspended: z.boolean(),
});
export type AccessStateRow = z.infer<typeof accessStateRowSchema>;

const companyRowSchema = z.object({ id: z.string(), name: z.string() });
export type ActingCompanyRow = z.infer<typeof companyRowSchema>;

const sessionRowSchema = z.object({ user_id: z.string(), live: z.boolean() });
export type SessionStateRow = z.infer<typeof sessionRowSchema>;
/** The reads behind AccessStates: each one indexed look-up by primary key. */
@Injectable()
export class AccessStatesRepository {
  findUser(m: EntityManager, userId: string): Promise<AccessStateRow | undefined> {
    return selectRow(
      m,
      accessStateRowSchema,
      `SELECT u.role, u.company_id, u.token_version, u.disabled_at IS NOT NULL AS disabled,
              coalesce(c.status = 'suspended', false) AS company_suspended
       FROM users u LEFT JOIN companies c ON c.id = u.company_id WHERE u.id = $1`,
      [userId],
    );
  }

  /**
   * A session (refresh-token family) stands while one of its tokens is neither revoked nor
   * expired: a refresh revokes nothing (it marks the old token used and adds the next), while
   * sign-out, a reused token, a password change and disabling revoke the whole family.
   */
  findSession(m: EntityManager, familyId: string): Promise<SessionStateRow | undefined> {
    return selectRow(
      m,
      sessionRowSchema,
      `SELECT min(user_id::text) AS user_id, bool_or(revoked_at IS NULL AND expires_at > now()) AS live
       FROM refresh_tokens WHERE family_id = $1 HAVING count(*) > 0`,
      [familyId],
    );
  }

  findCompany(m: EntityManager, companyId: string): Promise<ActingCompanyRow | undefined> {
    return selectRow(m, companyRowSchema, 'SELECT id, name FROM companies WHERE id = $1', [companyId]);
  }
}
