import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import type { CustomerGroup, CustomerGroupMember } from '@groombook/contracts';
import { selectRow, selectRows, writeReturning } from '../../core/database/rows';
import { affectedRows } from '../../core/database/sql';

const groupRowSchema = z.object({ id: z.string(), name: z.string(), member_count: z.number() });
const memberRowSchema = z.object({ id: z.string(), name: z.string().nullable(), phone_number: z.string().nullable() });
const idRowSchema = z.object({ id: z.string() });
const countRowSchema = z.object({ n: z.number() });
const recipientRowSchema = z
  .object({ customer_id: z.string(), phone_e164: z.string() })
  .transform((row): Recipient => ({ customerId: row.customer_id, phoneE164: row.phone_e164 }));

/** A group's columns with its member count, for `FROM customer_groups g` ($1 the company). */
const GROUP_COLUMNS = `g.id, g.name,
  (SELECT count(*) FROM customer_group_members mb WHERE mb.company_id = $1 AND mb.group_id = g.id)::int AS member_count`;

/** The foreign key that ties a membership to a customer of the same company. */
const MEMBER_CUSTOMER_FKEY = 'customer_group_members_customer_fkey';

/**
 * Whether `error` is a membership refused because its customer is not (or no longer) one of
 * the company's: the database's own check, behind the service's.
 */
export function isUnknownMemberError(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23503' && constraint === MEMBER_CUSTOMER_FKEY;
}

/**
 * Who a bulk message goes to: every customer, the members of some groups, or the members of
 * the included groups who are in none of the excluded ones. No included group means no one:
 * only `all` reaches every customer.
 */
export type RecipientSelection =
  | { mode: 'all' }
  | { mode: 'group'; groupIds: readonly string[] }
  | { mode: 'advanced'; includeGroupIds: readonly string[]; excludeGroupIds: readonly string[] };

/** A customer a message can reach, with the number in E.164. */
export interface Recipient {
  customerId: string;
  phoneE164: string;
}

/** Membership of customer `c` in any of the groups in the array parameter `param` (through the (company, customer, group) index). */
const inAnyGroup = (param: string) =>
  `EXISTS (SELECT 1 FROM customer_group_members mb
           WHERE mb.company_id = $1 AND mb.customer_id = c.id AND mb.group_id = ANY(${param}::uuid[]))`;

/** The WHERE of a selection over `customers c`, $1 being the company; each customer once, and only those with a number. */
function recipientsWhere(selection: RecipientSelection): { where: string; params: unknown[] } {
  const base = 'c.company_id = $1 AND c.phone_e164 IS NOT NULL';
  switch (selection.mode) {
    case 'all':
      return { where: base, params: [] };
    case 'group':
      return { where: `${base} AND ${inAnyGroup('$2')}`, params: [selection.groupIds] };
    case 'advanced':
      return {
        where: `${base} AND ${inAnyGroup('$2')} AND NOT ${inAnyGroup('$3')}`,
        params: [selection.includeGroupIds, selection.excludeGroupIds],
      };
  }
}

/** Those of `ids` that are no row of `table` in the company, in the order given. */
async function idsNotIn(m: EntityManager, table: 'customers' | 'customer_groups', companyId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows(
    m,
    idRowSchema,
    `SELECT given.id::text AS id FROM unnest($2::uuid[]) WITH ORDINALITY AS given(id, n)
     WHERE NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.company_id = $1 AND t.id = given.id)
     ORDER BY given.n`,
    [companyId, ids],
  );
  return rows.map((row) => row.id);
}

/**
 * Every query of `customer_groups` and `customer_group_members`. Each method runs in the
 * caller's transaction (a `TenantDb.forCompany` manager, so row-level security holds) and
 * names the company too.
 */
@Injectable()
export class CustomerGroupsRepository {
  /** By name, then by when they were made. */
  list(m: EntityManager, companyId: string): Promise<CustomerGroup[]> {
    return selectRows(
      m,
      groupRowSchema,
      `SELECT ${GROUP_COLUMNS} FROM customer_groups g WHERE g.company_id = $1 ORDER BY g.name, g.created_at`,
      [companyId],
    );
  }

  find(m: EntityManager, companyId: string, id: string): Promise<CustomerGroup | undefined> {
    return selectRow(m, groupRowSchema, `SELECT ${GROUP_COLUMNS} FROM customer_groups g WHERE g.company_id = $1 AND g.id = $2`, [
      companyId,
      id,
    ]);
  }

  /** The group's customers by name (the unnamed last). */
  members(m: EntityManager, companyId: string, groupId: string): Promise<CustomerGroupMember[]> {
    return selectRows(
      m,
      memberRowSchema,
      `SELECT c.id, c.name, c.phone_number
       FROM customer_group_members mb JOIN customers c ON c.company_id = mb.company_id AND c.id = mb.customer_id
       WHERE mb.company_id = $1 AND mb.group_id = $2
       ORDER BY c.name NULLS LAST, c.created_at`,
      [companyId, groupId],
    );
  }

  /** The new group's id. */
  async insert(m: EntityManager, companyId: string, name: string): Promise<string> {
    const [row] = await writeReturning(m, idRowSchema, 'INSERT INTO customer_groups (company_id, name) VALUES ($1, $2) RETURNING id', [
      companyId,
      name,
    ]);
    if (!row) throw new Error('Insert returned no row');
    return row.id;
  }

  /** False when there was no such group. */
  async rename(m: EntityManager, companyId: string, id: string, name: string): Promise<boolean> {
    const rows = await writeReturning(
      m,
      idRowSchema,
      'UPDATE customer_groups SET name = $3, updated_at = now() WHERE company_id = $1 AND id = $2 RETURNING id',
      [companyId, id, name],
    );
    return rows.length > 0;
  }

  /** False when there was no such group. Its memberships go with it. */
  async delete(m: EntityManager, companyId: string, id: string): Promise<boolean> {
    return affectedRows(await m.query('DELETE FROM customer_groups WHERE company_id = $1 AND id = $2', [companyId, id])) > 0;
  }

  /** Those of `ids` that are not groups of the company, in the order given. */
  unknownGroups(m: EntityManager, companyId: string, ids: readonly string[]): Promise<string[]> {
    return idsNotIn(m, 'customer_groups', companyId, ids);
  }

  /** Those of `ids` that are not customers of the company, in the order given. */
  notCustomers(m: EntityManager, companyId: string, ids: readonly string[]): Promise<string[]> {
    return idsNotIn(m, 'customers', companyId, ids);
  }

  /** Makes the group's members exactly `customerIds`: others leave, the new ones join, those staying keep their row. */
  async replaceMembers(m: EntityManager, companyId: string, groupId: string, customerIds: readonly string[]): Promise<void> {
    await m.query(
      `DELETE FROM customer_group_members
       WHERE company_id = $1 AND group_id = $2 AND customer_id NOT IN (SELECT unnest($3::uuid[]))`,
      [companyId, groupId, customerIds],
    );
    if (customerIds.length === 0) return;
    await m.query(
      `INSERT INTO customer_group_members (company_id, group_id, customer_id)
       SELECT $1, $2, unnest($3::uuid[])
       ON CONFLICT (company_id, group_id, customer_id) DO NOTHING`,
      [companyId, groupId, customerIds],
    );
  }

  /** The customers `selection` reaches that have a number, each once (by id). */
  recipientsFor(m: EntityManager, companyId: string, selection: RecipientSelection): Promise<Recipient[]> {
    const { where, params } = recipientsWhere(selection);
    return selectRows(m, recipientRowSchema, `SELECT c.id AS customer_id, c.phone_e164 FROM customers c WHERE ${where} ORDER BY c.id`, [
      companyId,
      ...params,
    ]);
  }

  /** How many customers `recipientsFor` would give, without reading them. */
  async countRecipients(m: EntityManager, companyId: string, selection: RecipientSelection): Promise<number> {
    const { where, params } = recipientsWhere(selection);
    const row = await selectRow(m, countRowSchema, `SELECT count(*)::int AS n FROM customers c WHERE ${where}`, [companyId, ...params]);
    return row?.n ?? 0;
  }
}
