import { z } from 'zod';
import { uuidSchema } from './companies';
import { plainText } from './fields';

/** The longest group name. */
export const GROUP_NAME_MAX_LENGTH = 100;
/** The most customers one save may put in a group. */
export const GROUP_MEMBERS_MAX = 10_000;

/** A customer group as lists show it: its members counted, not listed. */
export const customerGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  member_count: z.number().int(),
});
export type CustomerGroup = z.infer<typeof customerGroupSchema>;

/** A member of a group: the customer, as the group's dialog shows them. */
export const customerGroupMemberSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  phone_number: z.string().nullable(),
});
export type CustomerGroupMember = z.infer<typeof customerGroupMemberSchema>;

/** A group's name: trimmed, never blank, at most GROUP_NAME_MAX_LENGTH characters. */
export const groupNameSchema = plainText('Group name', { error: 'Group name is required' })
  .trim()
  .min(1, 'Group name is required')
  .max(GROUP_NAME_MAX_LENGTH, `Group name is too long (at most ${GROUP_NAME_MAX_LENGTH} characters)`);

/** The customers of a group, each once; the server checks that every one is a customer of the caller's company. */
export const groupMemberIdsSchema = z
  .array(uuidSchema, { error: 'member_ids must be a list of customer ids' })
  .max(GROUP_MEMBERS_MAX, `A group can have at most ${GROUP_MEMBERS_MAX} members`)
  .refine((ids) => new Set(ids).size === ids.length, 'member_ids names a customer more than once');

/** GET /api/customer-groups, or with ?id= one group and its members. */
export const customerGroupsQuerySchema = z.object({ id: uuidSchema.optional() });
export type CustomerGroupsQuery = z.infer<typeof customerGroupsQuerySchema>;

/** GET /api/customer-groups: the company's groups by name. */
export const customerGroupsListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ groups: z.array(customerGroupSchema) }),
});

/** GET /api/customer-groups?id=: the group and its members by name. */
export const customerGroupDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ group: customerGroupSchema, members: z.array(customerGroupMemberSchema) }),
});
export type CustomerGroupDetail = z.infer<typeof customerGroupDetailResponseSchema>['data'];

/** POST /api/customer-groups */
export const createCustomerGroupRequestSchema = z.object({ name: groupNameSchema, member_ids: groupMemberIdsSchema });
export type CreateCustomerGroupRequest = z.infer<typeof createCustomerGroupRequestSchema>;

/** PUT /api/customer-groups: renames the group and replaces its members with `member_ids`. */
export const updateCustomerGroupRequestSchema = createCustomerGroupRequestSchema.extend({ id: uuidSchema });
export type UpdateCustomerGroupRequest = z.infer<typeof updateCustomerGroupRequestSchema>;

/** POST and PUT answer with the group as saved. */
export const customerGroupResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ group: customerGroupSchema }),
});
