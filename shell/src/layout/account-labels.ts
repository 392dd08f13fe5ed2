import type { Role } from '@groombook/domain';

/** The email shown in the header; admins (not super admins) see it prefixed with 'Admin:'. */
export function headerUserLabel(role: Role | null, email: string): string {
  return role === 'admin' ? `Admin: ${email}` : email;
}

/** The account-type badge of the settings page. */
export function accountTypeLabel(role: Role | null): string {
  if (role === 'admin') return 'Administrator';
  if (!role || role === 'user') return 'Regular User';
  return role.charAt(0).toUpperCase() + role.slice(1);
}
