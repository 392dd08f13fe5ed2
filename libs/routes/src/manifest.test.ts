import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { REMOTE_NAMES } from '@groombook/contracts/light';
import { NAV_GROUPS, ROUTE_LIST, ROUTES, routesOwnedBy, type NavGroupKey } from './manifest';
import {
  addAppointmentForCustomerPath,
  addAppointmentFromTextPath,
  auditLogPath,
  buildPath,
  checkoutAppointmentPath,
  companyUsersPath,
  customerConversationPath,
  customerPath,
  editAppointmentPath,
} from './paths';

describe('the route manifest', () => {
  it('gives every route an owner: the shell, one of the remotes, or the standalone public pages bundle', () => {
    const owners = ['shell', 'opt-in', ...REMOTE_NAMES];
    for (const route of ROUTE_LIST) expect(owners, route.key).toContain(route.owner);
    // Every remote renders something, or the shell would load it for nothing.
    for (const remote of REMOTE_NAMES) expect(routesOwnedBy(remote).length, remote).toBeGreaterThan(0);
  });

  it('gives the sign-in page and the customers\' pages to the standalone bundle, not to the shell', () => {
    expect(routesOwnedBy('opt-in').map((route) => route.path)).toEqual(['/login', '/sms-opt-in', '/sms-privacy-policy', '/book', '/my-appointment']);
  });

  it('writes each pattern once, absolute, with a splat only at the end', () => {
    const paths = ROUTE_LIST.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path).toMatch(/^\/(?:[a-z-]+|:[A-Za-z]+)?(?:\/(?:[a-z-]+|:[A-Za-z]+))*(?:\/\*)?$/);
    }
  });

  it('opens exactly these pages to everyone', () => {
    expect(ROUTE_LIST.filter((route) => route.minRole === null).map((route) => route.path)).toEqual([
      '/forgot-password',
      '/reset-password',
      '/confirm-email',
      '/login',
      '/sms-opt-in',
      '/sms-privacy-policy',
      '/book',
      '/my-appointment',
    ]);
  });
});

describe('the pages of one company', () => {
  it('are marked tenant: every page that shows a company\'s data, and no page that does not', () => {
    expect(ROUTE_LIST.filter((route) => route.tenant).map((route) => route.key)).toEqual([
      'home',
      'services',
      'customers',
      'newCustomer',
      'customer',
      'addAppointment',
      'editAppointment',
      'appointments',
      'calendar',
      'groomers',
      'reports',
      'bookingRequests',
      'messages',
      'customerConversation',
      'marketing',
      'campaign',
      'users',
    ]);
  });

  it('are never public', () => {
    for (const route of ROUTE_LIST.filter((entry) => entry.tenant)) expect(route.minRole, route.key).not.toBeNull();
  });
});

describe('the header links of the manifest', () => {
  const links = ROUTE_LIST.filter((route) => route.nav);
  const inGroup = (group: NavGroupKey) =>
    links
      .filter((route) => route.nav?.group === group)
      .sort((a, b) => (a.nav?.order ?? 0) - (b.nav?.order ?? 0))
      .map((route) => [route.nav?.label, route.path, route.minRole, route.nav?.pinned === true]);

  it('groups the page links, in this order, each with the lowest role that sees it and whether it is pinned', () => {
    expect((Object.keys(NAV_GROUPS) as NavGroupKey[]).map((group) => [group, inGroup(group)])).toEqual([
      [
        'schedule',
        [
          ['Home', '/', 'user', true],
          ['Calendar', '/calendar', 'user', true],
          ['Appointments', '/appointments', 'user', true],
          ['Add Appointment', '/add-appointment', 'user', true],
          ['Booking Requests', '/booking-requests', 'staff', false],
        ],
      ],
      ['customers', [['Customers', '/customers', 'user', false]]],
      ['messages', [['Messages', '/messages', 'staff', false]]],
      ['marketing', [['Marketing', '/marketing', 'admin', false]]],
      ['reports', [['Reports', '/reports', 'admin', false]]],
      [
        'admin',
        [
          ['Service Prices', '/services', 'user', false],
          ['Groomers', '/groomers', 'admin', false],
          ['Users', '/users', 'admin', false],
          ['Super Admin', '/super-admin/companies', 'superadmin', false],
          ['Audit Log', '/super-admin/audit-log', 'superadmin', false],
          ['Queues', '/super-admin/queues', 'superadmin', false],
        ],
      ],
      ['account', [['Settings', '/settings', 'user', false]]],
    ]);
  });

  it('gives each link its own place in its group, a page without parameters, and never a public page', () => {
    for (const group of Object.keys(NAV_GROUPS) as NavGroupKey[]) {
      const orders = links.filter((route) => route.nav?.group === group).map((route) => route.nav?.order);
      expect(new Set(orders).size, group).toBe(orders.length);
    }
    for (const route of links) {
      expect(route.path, route.key).not.toMatch(/[:*]/);
      expect(route.minRole, route.key).not.toBeNull();
    }
    const groupOrders = Object.values(NAV_GROUPS).map((group) => group.order);
    expect(new Set(groupOrders).size).toBe(groupOrders.length);
  });
});

describe('the path builders', () => {
  it('encode an id so it stays one segment', () => {
    expect(customerPath('42')).toBe('/customers/42');
    expect(customerPath('a/b?c#d')).toBe('/customers/a%2Fb%3Fc%23d');
    expect(editAppointmentPath('a 1')).toBe('/edit-appointment/a%201');
    expect(checkoutAppointmentPath('a 1')).toBe('/edit-appointment/a%201?checkout=1');
    expect(companyUsersPath('c/1')).toBe('/super-admin/companies/c%2F1/users');
    expect(auditLogPath('c&1')).toBe('/super-admin/audit-log?company_id=c%261');
    expect(auditLogPath()).toBe('/super-admin/audit-log');
    expect(addAppointmentForCustomerPath('x y&z=1')).toBe('/add-appointment?customerId=x%20y%26z%3D1');
  });

  it('build addresses their own pattern matches, giving the id back', () => {
    const id = 'a/b c';
    const param = (pattern: string, address: string, name: string) =>
      decodeURIComponent(matchPath(pattern, address)?.params[name] ?? '');
    expect(param(ROUTES.customer.path, customerPath(id), 'customerId')).toBe(id);
    expect(param(ROUTES.editAppointment.path, editAppointmentPath(id), 'appointmentId')).toBe(id);
    expect(param(ROUTES.companyUsers.path, companyUsersPath(id), 'companyId')).toBe(id);
    const [page, query] = addAppointmentForCustomerPath(id).split('?');
    expect(page).toBe(ROUTES.addAppointment.path);
    expect(new URLSearchParams(query).get('customerId')).toBe(id);
  });

  it("fill the appointment form from a customer's texts, leaving out what the texts did not give", () => {
    const [page, query] = addAppointmentFromTextPath({ customerId: 'c 1', dogName: 'Max & Co', date: '2026-05-07', time: '14:00', groomerId: null, serviceIds: ['s1', 's2'] }).split('?');
    expect(page).toBe(ROUTES.addAppointment.path);
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ customerId: 'c 1', fromText: '1', dog: 'Max & Co', date: '2026-05-07', time: '14:00', serviceIds: 's1,s2' });
    expect(addAppointmentFromTextPath({ customerId: 'c1' })).toBe('/add-appointment?customerId=c1&fromText=1');
  });

  it('refuse a pattern of many pages and a missing value', () => {
    expect(() => buildPath(ROUTES.otherCompanyPage.path, {})).toThrow(/many pages/);
    expect(() => buildPath(ROUTES.customer.path, {} as { customerId: string })).toThrow(/:customerId/);
    expect(buildPath(ROUTES.campaign.path, { campaignId: '9' })).toBe('/marketing/campaigns/9');
  });

  it("give staff the conversations: the Messages page and a customer's conversation open from the staff role up", () => {
    expect(ROUTES.messages).toMatchObject({ path: '/messages', owner: 'marketing', minRole: 'staff', tenant: true });
    expect(ROUTES.customerConversation.minRole).toBe('staff');
    expect(customerConversationPath('a/b')).toBe('/customer-conversation/a%2Fb');
    // Campaigns and groups stay the admins'.
    expect([ROUTES.marketing.minRole, ROUTES.campaign.minRole]).toEqual(['admin', 'admin']);
  });
});
