import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CompanyUser, CreateUserRequest } from '@groombook/contracts';
import type { Role } from '@groombook/domain';
import type { AuthUser } from '../../core/auth/auth-user';
import { ApiException } from '../../core/http/api.exception';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { CompaniesRepository } from '../companies/companies.repository';
import { PasswordResetService } from '../identity/password-reset.service';
import { UsersRepository, type MemberRow } from '../identity/users.repository';

const toDto = (row: MemberRow): CompanyUser => ({ ...row, created_at: row.created_at.toISOString() });
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
    private readonly users: UsersRepository,
    private readonly companies: CompaniesRepository,
  ) {}

  async list(caller: AuthUser, companyId: string | undefined): Promise<CompanyUser[]> {
    if (caller.role === 'superadmin') {
      return this.db.platform(async (m) => {
        if (companyId) await this.assertCompany(m, companyId);
        return (await this.users.listMembers(m, companyId || undefined)).map(toDto);
      });
    }
    const own = this.ownCompany(caller, companyId);
    return (await this.db.forCompany(own, (m) => this.users.listMembers(m, own))).map(toDto);
  }

  async create(caller: AuthUser, request: CreateUserRequest, origin: string | undefined): Promise<CompanyUser> {
    if (request.role === 'superadmin' && caller.role !== 'superadmin') {
      throw new ApiException(403, 'FORBIDDEN', 'Only a super admin can grant the superadmin role');
    }
    const insert = async (m: EntityManager, companyId: string | null) => {
      const row = await this.users.insertMember(m, { email: request.email, name: request.name || null, role: request.role, companyId });
      if (!row) throw new ApiException(409, 'CONFLICT', 'A user with this email already exists');
      return row;
    };

    let created: MemberRow;
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
      return toDto((await this.users.updateRole(m, id, role)) ?? target);
    });
  }

  async sendPasswordReset(caller: AuthUser, id: string, origin: string | undefined): Promise<string> {
    const target = await this.withTarget(caller, id, async (_m, row) => row);
    await this.resets.sendLink(target, origin, 'reset');
    return target.email;
  }

  /** Finds the target user where the caller may reach it; anywhere else it does not exist (404). */
  private withTarget<T>(caller: AuthUser, id: string, work: (m: EntityManager, target: MemberRow) => Promise<T>): Promise<T> {
    const run = async (m: EntityManager) => {
      const target = await this.users.findMember(m, id);
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
    if (!(await this.companies.exists(m, companyId))) throw companyNotFound();
  }
}
