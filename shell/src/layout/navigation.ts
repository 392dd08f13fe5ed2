import type { NavItem } from '@groombook/ui';
import { isAdminRole, type Role } from '@groombook/domain';

/** The header links a user with `role` sees (SPEC.md, navigation header). */
export function navigationFor(role: Role | null): NavItem[] {
  const links: NavItem[] = [
    { label: 'Home', to: '/' },
    { label: 'Service Prices', to: '/services' },
    { label: 'Customers', to: '/customers' },
    { label: 'Add Appointment', to: '/add-appointment' },
    { label: 'Appointments', to: '/appointments' },
  ];
  if (isAdminRole(role)) {
    links.push({ label: 'Groomers', to: '/groomers' }, { label: 'Marketing', to: '/marketing' }, { label: 'Reports', to: '/reports' });
  }
  if (role === 'superadmin') links.push({ label: 'Super Admin', to: '/super-admin/companies' });
  return links;
}
