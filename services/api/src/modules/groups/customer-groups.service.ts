import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CustomerGroup, CustomerGroupDetail } from '@groombook/contracts';
import { TenantDb } from '../../core/tenancy/tenant-db';
import { CustomerGroupsRepository, isUnknownMemberError } from './customer-groups.repository';
import { DomainError, NotFoundError, RuleRefusedError } from '../../core/errors/domain-errors';

const groupNotFound = () => new NotFoundError('Customer group not found');

/** How many refused ids a message names before it only counts the rest. */
const NAMED_IDS = 5;

/** 400: the ids are not customers of the caller's company (unknown, or another company's). */
export function notCustomersError(ids: readonly string[]): DomainError {
  const named = ids.slice(0, NAMED_IDS).join(', ');
  const more = ids.length > NAMED_IDS ? ` and ${ids.length - NAMED_IDS} more` : '';
  const subject = ids.length === 1 ? 'is not a customer' : 'are not customers';
  return new RuleRefusedError(`member_ids: ${named}${more} ${subject} of your company`);
}

/** A company's customer groups. Every write is one transaction: a refused member leaves nothing written. */
@Injectable()
export class CustomerGroupsService {
  constructor(
    private readonly db: TenantDb,
    private readonly groups: CustomerGroupsRepository,
  ) {}

  list(companyId: string): Promise<CustomerGroup[]> {
    return this.db.forCompany(companyId, (m) => this.groups.list(m, companyId));
  }

  detail(companyId: string, id: string): Promise<CustomerGroupDetail> {
    return this.db.forCompany(companyId, async (m) => {
      const group = await this.groups.find(m, companyId, id);
      if (!group) throw groupNotFound();
      return { group, members: await this.groups.members(m, companyId, id) };
    });
  }

  create(companyId: string, name: string, memberIds: readonly string[]): Promise<CustomerGroup> {
    return this.write(companyId, async (m) => {
      await this.requireCustomers(m, companyId, memberIds);
      const id = await this.groups.insert(m, companyId, name);
      await this.groups.replaceMembers(m, companyId, id, memberIds);
      return id;
    });
  }

  /** Renames the group and makes its members exactly `memberIds`. */
  update(companyId: string, id: string, name: string, memberIds: readonly string[]): Promise<CustomerGroup> {
    return this.write(companyId, async (m) => {
      if (!(await this.groups.rename(m, companyId, id, name))) throw groupNotFound();
      await this.requireCustomers(m, companyId, memberIds);
      await this.groups.replaceMembers(m, companyId, id, memberIds);
      return id;
    });
  }

  async remove(companyId: string, id: string): Promise<void> {
    await this.db.forCompany(companyId, async (m) => {
      if (!(await this.groups.delete(m, companyId, id))) throw groupNotFound();
    });
  }

  /** 400 unless every id is a customer of the company. */
  private async requireCustomers(m: EntityManager, companyId: string, ids: readonly string[]): Promise<void> {
    const strangers = await this.groups.notCustomers(m, companyId, ids);
    if (strangers.length > 0) throw notCustomersError(strangers);
  }

  /**
   * A group write in one transaction, answered with the group as saved. A customer deleted
   * between the members' check and the write is caught by the database's foreign key and
   * refused the same way (the transaction, and so the write, is rolled back).
   */
  private async write(companyId: string, work: (m: EntityManager) => Promise<string>): Promise<CustomerGroup> {
    try {
      return await this.db.forCompany(companyId, async (m) => {
        const saved = await this.groups.find(m, companyId, await work(m));
        if (!saved) throw groupNotFound();
        return saved;
      });
    } catch (error) {
      if (isUnknownMemberError(error)) throw new RuleRefusedError('member_ids: a customer named is no longer a customer of your company');
      throw error;
    }
  }
}
