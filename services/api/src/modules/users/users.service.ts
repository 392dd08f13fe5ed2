import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CompanyUser, CreateUserRequest } from '@groombook/contracts';
import type { Role } from '@groombook/domain';
import { AccessStates } from '../../core/auth/access-states';
import type { AuthUser } from '../../core/auth/auth-user';
import { MailService } from '../../core/mail/mail.service';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { CompaniesRepository } from '../companies/companies.repository';
import { PasswordResetService } from '../identity/password-reset.service';
import { SessionService } from '../identity/session.service';
import { UsersRepository, type MemberRow } from '../identity/users.repository';
import { ConflictError, ForbiddenError, NotFoundError, RuleRefusedError } from '../../core/errors/domain-errors';

const toDto = (row: MemberRow): CompanyUser => ({ ...row, created_at: row.created_at.toISOString() });
const companyNotFound = () => new NotFoundError('Company not found');
/** The company a super admin acts in (X-Company-Id), when they act in one. */
const actingCompany = (caller: AuthUser): string | undefined => (caller.acting && caller.companyId ? caller.companyId : undefined);
const userNotFound = () => new NotFoundError('User not found');
const alreadyExists = () => new ConflictError('A user with this email already exists');

/**
 * An admin who invites an email that already has an account elsewhere (another salon, or none)
 * gets the answer a new address gets, with a row that was never saved: whether the address
 * has an account is not theirs to learn. Its owner gets this note, which names no salon.
 */
function unsavedMember(request: CreateUserRequest, companyId: string): MemberRow {
  return { id: randomUUID(), email: request.email, name: request.name || null, role: request.role, company_id: companyId, created_at: new Date(), disabled: false };
}
const ALREADY_HAS_ACCOUNT_NOTE = {
  subject: 'Someone tried to add you to GroomBook',
  text: 'Someone at a salon that uses GroomBook tried to add this email address to their team. It already has a GroomBook account, so nothing was changed and nothing was shared with them. If you expected this, ask them to contact GroomBook. Otherwise, ignore this email.',
};

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
    private readonly sessions: SessionService,
    private readonly states: AccessStates,
    private readonly mail: MailService,
  ) {}

  /** A super admin names the company, or gets the one they act in, or else every user. */
  async list(caller: AuthUser, requested: string | undefined): Promise<CompanyUser[]> {
    const companyId = requested ?? actingCompany(caller);
    if (caller.role === 'superadmin') {
      return this.db.platform(async (m) => {
        if (companyId) await this.assertCompany(m, companyId);
        return (await this.users.listMembers(m, companyId || undefined)).map(toDto);
      });
    }
    const own = this.ownCompany(caller, companyId);
    return (await this.db.forCompany(own, (m) => this.users.listMembers(m, own))).map(toDto);
  }

  /** A super admin's new user joins the company named, else the one they act in (a new super admin: only the one named). */
  async create(caller: AuthUser, given: CreateUserRequest, origin: string | undefined): Promise<CompanyUser> {
    const request = { ...given, company_id: given.company_id ?? (given.role === 'superadmin' ? undefined : actingCompany(caller)) };
    if (request.role === 'superadmin' && caller.role !== 'superadmin') {
      throw new ForbiddenError('Only a super admin can grant the superadmin role');
    }
    const insert = (m: EntityManager, companyId: string | null) =>
      this.users.insertMember(m, { email: request.email, name: request.name || null, role: request.role, companyId });

    if (caller.role === 'superadmin') {
      if (!request.company_id && request.role !== 'superadmin') throw new RuleRefusedError('company_id: Company is required');
      const created = await this.db.platform(async (m) => {
        if (request.company_id) await this.assertCompany(m, request.company_id);
        const row = await insert(m, request.company_id ?? null);
        // A super admin sees every user anyway: saying so hides nothing.
        if (!row) throw alreadyExists();
        return row;
      });
      await this.resets.sendLink(created, origin, 'invite');
      return toDto(created);
    }
    const own = this.ownCompany(caller, request.company_id);
    const outcome = await this.db.forCompany(own, async (m): Promise<{ created: MemberRow } | { elsewhere: MemberRow }> => {
      const created = await insert(m, own);
      if (created) return { created };
      // A user of the admin's own company is on their list already; anyone else's account is not theirs to learn of.
      if ((await this.users.findByEmail(m, request.email))?.company_id === own) throw alreadyExists();
      return { elsewhere: unsavedMember(request, own) };
    });
    if ('elsewhere' in outcome) {
      await this.mail.send({ companyId: null, to: request.email, ...ALREADY_HAS_ACCOUNT_NOTE });
      return toDto(outcome.elsewhere);
    }
    await this.resets.sendLink(outcome.created, origin, 'invite');
    return toDto(outcome.created);
  }

  /**
   * A new role and/or disabled. Nobody changes their own; only a super admin grants the
   * superadmin role or changes a super admin. Either change applies on the user's next
   * request (their token version rises); disabling also ends their sessions at once.
   */
  async update(caller: AuthUser, id: string, changes: { role?: Role; disabled?: boolean }): Promise<CompanyUser> {
    if (id === caller.id) {
      throw new RuleRefusedError(changes.role !== undefined ? 'You cannot change your own role' : 'You cannot disable your own account');
    }
    if (changes.role === 'superadmin' && caller.role !== 'superadmin') {
      throw new ForbiddenError('Only a super admin can grant the superadmin role');
    }
    const { updated, wasDisabled } = await this.withTarget(caller, id, async (m, target) => {
      if (target.role === 'superadmin' && caller.role !== 'superadmin') {
        throw new ForbiddenError('Only a super admin can change or disable a super admin');
      }
      return { updated: (await this.users.updateAccess(m, id, changes)) ?? target, wasDisabled: target.disabled };
    });
    // Disabling ends every session; so does enabling again, in case one outlived the disabling.
    if (updated.disabled || wasDisabled !== updated.disabled) await this.db.platform((m) => this.sessions.endAll(m, id));
    await this.states.changed({ userId: id });
    return toDto(updated);
  }

  /** Emails the user a reset link; answers the user it went to. */
  async sendPasswordReset(caller: AuthUser, id: string, origin: string | undefined): Promise<MemberRow> {
    const target = await this.withTarget(caller, id, async (_m, row) => row);
    await this.resets.sendLink(target, origin, 'reset');
    return target;
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
