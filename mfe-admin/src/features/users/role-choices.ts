import type { AssignableRole } from '@groombook/api-client';
import type { Role } from '@groombook/domain';

export const ROLE_LABELS: Record<Role, string> = {
  user: 'User',
  staff: 'Staff',
  admin: 'Admin',
  superadmin: 'Super Admin',
};

/** Roles offered when adding or editing users: admin and staff; superadmin only to a super admin. */
export function roleChoices(currentUserRole: Role | null): AssignableRole[] {
  return currentUserRole === 'superadmin' ? ['admin', 'staff', 'superadmin'] : ['admin', 'staff'];
}

export interface RoleOption {
  value: Role;
  label: string;
  disabled?: boolean;
}

/**
 * The options of a user's role select: the offered roles, plus the user's own role shown
 * but not selectable when it is not one of them (a 'user', or a super admin seen by an admin).
 */
export function roleOptions(choices: readonly AssignableRole[], userRole?: Role): RoleOption[] {
  const options: RoleOption[] = choices.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
  if (userRole && !(choices as readonly Role[]).includes(userRole)) {
    options.push({ value: userRole, label: ROLE_LABELS[userRole], disabled: true });
  }
  return options;
}

export function isAssignable(choices: readonly AssignableRole[], role: string | null): role is AssignableRole {
  return role !== null && (choices as readonly string[]).includes(role);
}
