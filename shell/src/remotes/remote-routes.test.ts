import { describe, expect, it } from 'vitest';
import { findRemoteArea } from './remote-routes';
import { navigationFor } from '../layout/navigation';

describe('which remote owns a route', () => {
  it.each([
    ['/add-appointment', 'scheduling', 'user'],
    ['/edit-appointment/17', 'scheduling', 'user'],
    ['/appointments', 'scheduling', 'user'],
    ['/groomers', 'scheduling', 'admin'],
    ['/reports', 'scheduling', 'admin'],
    ['/customers', 'customers', 'user'],
    ['/customers/new', 'customers', 'user'],
    ['/customers/42', 'customers', 'user'],
    ['/marketing', 'marketing', 'admin'],
    ['/marketing/campaigns/9', 'marketing', 'admin'],
    ['/messages', 'marketing', 'staff'],
    ['/customer-conversation/3', 'marketing', 'staff'],
    ['/super-admin/companies', 'admin', 'superadmin'],
    ['/super-admin/companies/abc/users', 'admin', 'superadmin'],
  ])('%s belongs to %s and needs %s', (path, remote, role) => {
    expect(findRemoteArea(path)).toMatchObject({ area: { remote }, minRole: role });
  });

  it('leaves unknown paths to the fallback page', () => {
    expect(findRemoteArea('/nope')).toBeNull();
    expect(findRemoteArea('/customers/42/extra')).toBeNull();
  });
});

describe('navigation links by role', () => {
  const labels = (role: Parameters<typeof navigationFor>[0]) =>
    navigationFor(role)
      .flatMap((group) => group.links.map((link) => link.label))
      .sort();

  it("shows staff the base links, Booking Requests and Messages, and no page link to a signed-out visitor", () => {
    expect(labels('staff')).toEqual(['Add Appointment', 'Appointments', 'Booking Requests', 'Calendar', 'Customers', 'Home', 'Messages', 'Service Prices']);
    expect(labels('user')).toEqual(['Add Appointment', 'Appointments', 'Calendar', 'Customers', 'Home', 'Service Prices']);
    expect(labels(undefined)).toEqual([]);
  });

  it('counts the unread conversations on the Messages link only, and only when there are some', () => {
    const links = (unreadMessages: number) => navigationFor('staff', { unreadMessages }).flatMap((group) => group.links);
    expect(links(4).filter((link) => link.badge)).toEqual([{ label: 'Messages', to: '/messages', badge: { count: 4, of: 'unread' } }]);
    expect(links(0).filter((link) => link.badge)).toEqual([]);
  });

  it('adds Groomers, Marketing, Reports and Users for admins, and the super-admin pages for super admins only', () => {
    expect(labels('admin')).toEqual([...labels('staff'), 'Groomers', 'Marketing', 'Reports', 'Users'].sort());
    expect(labels('superadmin')).toEqual([...labels('admin'), 'Audit Log', 'Queues', 'Super Admin'].sort());
  });
});
