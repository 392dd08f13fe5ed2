import { ROLES, type Role } from './constants';

const RANK: Record<Role, number> = { user: 0, staff: 1, admin: 2, superadmin: 3 };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Admin routes are open to admins and super admins. */
export function isAdminRole(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'superadmin';
}

/** Whether `role` reaches at least `required`. */
export function hasRoleAtLeast(role: Role | null | undefined, required: Role): boolean {
  if (!role) return false;
  return RANK[role] >= RANK[required];
}
