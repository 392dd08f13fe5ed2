import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CompanyUser, CreateUserRequest } from '@groombook/contracts';
import type { Role } from '@groombook/domain';
import type { AuthUser } from '../../core/auth/auth-user';
import { ApiException } from '../../core/http/api.exception';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { PasswordResetService } from '../identity/password-reset.service';

interface UserListRow {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  company_id: string | null;
  created_at: Date;
}

const COLUMNS = 'id, email, name, role, company_id, created_at';
const toDto = (row: UserListRow): CompanyUser => ({ ...row, created_at: row.created_at.toISOString() });
const companyNotFound = () => ApiException.notFound('Company not found');
const userNotFound = () => ApiException.notFound('User not found');

/**
 * The users of a company. An admin reaches only their own company (the query runs under
 * row-level security for it); a super admin names the company.
 */
@Injectable()
export class UsersService {
  constructor(
    private readonly db: TenantDb,
    private readonly resets: PasswordResetService,
  ) {}

  async list(caller: AuthUser, companyId: string | undefined): Promise<CompanyUser[]> {
    if (caller.role === 'superadmin') {
      return this.db.platform(async (m) => {
        if (!companyId) return ((await m.query(`SELECT ${COLUMNS} FROM users ORDER BY email`)) as UserListRow[]).map(toDto);
        await this.assertCompany(m, companyId);
        const rows = (await m.query(`SELECT ${COLUMNS} FROM users WHERE company_id = $1 ORDER BY email`, [companyId])) as UserListRow[];
        return rows.map(toDto);
      });
    }
    const own = this.ownCompany(caller, companyId);
    const rows = (await this.db.forCompany(own, (m) =>
      m.query(`SELECT ${COLUMNS} FROM users WHERE company_id = $1 ORDER BY email`, [own]),
    )) as UserListRow[];
    return rows.map(toDto);
  }

  async create(caller: AuthUser, request: CreateUserRequest, origin: string | undefined): Promise<CompanyUser> {
    if (request.role === 'superadmin' && caller.role !== 'superadmin') {
      throw new ApiException(403, 'FORBIDDEN', 'Only a super admin can grant the superadmin role');
    }
    const insert = async (m: EntityManager, companyId: string | null) => {
      const [row] = (await m.query(
        `INSERT INTO users (email, name, role, company_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`,
        [request.email, request.name || null, request.role, companyId],
      )) as UserListRow[];
      if (!row) throw new ApiException(409, 'CONFLICT', 'A user with this email already exists');
      return row;
    };

    let created: UserListRow;
    if (caller.role === 'superadmin') {
      if (!request.company_id && request.role !== 'superadmin') throw ApiException.badRequest('company_id: Company is required');
      created = await this.db.platform(async (m) => {
        if (request.company_id) await this.assertCompany(m, request.company_id);
        return insert(m, request.company_id ?? null);
      });
    } else {
      const own = this.ownCompany(caller, request.company_id);
      created = await this.db.forCompany(own, (m) => insert(m, own));
    }
    await this.resets.sendLink(created, origin, 'invite');
    return toDto(created);
  }

  async updateRole(caller: AuthUser, id: string, role: Role): Promise<CompanyUser> {
    if (id === caller.id) throw ApiException.badRequest('You cannot change your own role');
    if (role === 'superadmin' && caller.role !== 'superadmin') {
      throw new ApiException(403, 'FORBIDDEN', 'Only a super admin can grant the superadmin role');
    }
    return this.withTarget(caller, id, async (m, target) => {
      if (target.role === 'superadmin' && caller.role !== 'superadmin') {
        throw new ApiException(403, 'FORBIDDEN', "Only a super admin can change a super admin's role");
      }
      // TypeORM answers an UPDATE with [rows, affected].
      const [rows] = (await m.query(`UPDATE users SET role = $1, updated_at = now() WHERE id = $2 RETURNING ${COLUMNS}`, [
        role,
        id,
      ])) as [UserListRow[], number];
      return toDto(rows[0] ?? target);
    });
  }

  async sendPasswordReset(caller: AuthUser, id: string, origin: string | undefined): Promise<string> {
    const target = await this.withTarget(caller, id, async (_m, row) => row);
    await this.resets.sendLink(target, origin, 'reset');
    return target.email;
  }

  /** Finds the target user where the caller may reach it; anywhere else it does not exist (404). */
  private withTarget<T>(caller: AuthUser, id: string, work: (m: EntityManager, target: UserListRow) => Promise<T>): Promise<T> {
    const run = async (m: EntityManager) => {
      const [target] = (await m.query(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id])) as UserListRow[];
      if (!target) throw userNotFound();
      return work(m, target);
    };
    if (caller.role === 'superadmin') return this.db.platform(run);
    return this.db.forCompany(this.ownCompany(caller, undefined), run);
  }

  private ownCompany(caller: AuthUser, requested: string | undefined): string {
    if (!caller.companyId || (requested && requested !== caller.companyId)) throw companyNotFound();
    return caller.companyId;
  }

  private async assertCompany(m: EntityManager, companyId: string): Promise<void> {
    const [row] = (await m.query('SELECT 1 FROM companies WHERE id = $1', [companyId])) as unknown[];
    if (!row) throw companyNotFound();
  }
}
