import { describe, expect, it } from 'vitest';
import type { Role } from '@groombook/domain';
import { decideRouteAccess, type RouteRequest } from './route-access';
import { loginAddressFor, safeRedirectTarget } from '@groombook/routes';

const signedIn = (role: Role, hasCompany = true) => ({ status: 'signedIn', role, hasCompany }) as const;
const decide = (who: Pick<RouteRequest, 'status' | 'role' | 'hasCompany'>, pathname: string, search = '') =>
  decideRouteAccess({ ...who, pathname, search });
const signedOut = { status: 'signedOut', role: null, hasCompany: false } as const;
const loading = { status: 'loading', role: null, hasCompany: false } as const;

describe('route guard decisions', () => {
  it.each(['/login', '/forgot-password', '/reset-password', '/confirm-email', '/sms-opt-in', '/sms-privacy-policy'])(
    'opens the public page %s to everyone, even while the session is checked',
    (path) => {
      expect(decide(signedOut, path)).toEqual({ type: 'allow' });
      expect(decide(loading, path)).toEqual({ type: 'allow' });
    },
  );

  it("waits ('Verifying authentication...') while the session is checked", () => {
    expect(decide(loading, '/')).toEqual({ type: 'loading' });
    expect(decide(loading, '/groomers')).toEqual({ type: 'loading' });
  });

  it('sends a signed-out visitor to /login, remembering the page with its query', () => {
    expect(decide(signedOut, '/')).toEqual({ type: 'redirect', to: '/login' });
    expect(decide(signedOut, '/appointments', '?year=2026&month=3')).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fappointments%3Fyear%3D2026%26month%3D3',
    });
    // Unknown pages are guarded too: only a signed-in user learns they do not exist.
    expect(decide(signedOut, '/nope')).toEqual({ type: 'redirect', to: '/login?redirect=%2Fnope' });
  });

  it.each(['/', '/services', '/settings', '/customers', '/customers/42', '/add-appointment', '/edit-appointment/1', '/appointments'])(
    'lets every signed-in user open %s',
    (path) => {
      for (const role of ['user', 'staff', 'admin', 'superadmin'] as const) expect(decide(signedIn(role), path)).toEqual({ type: 'allow' });
    },
  );

  it.each([
    ['/groomers', 'Groomers'],
    ['/marketing', 'Marketing'],
    ['/marketing/campaigns/9', 'Marketing'],
    ['/reports', 'Reports'],
    ['/users', 'Users'],
  ])('opens the admin page %s to admins and super admins only; others are told it is for admins, in words', (path, page) => {
    expect(decide(signedIn('admin'), path)).toEqual({ type: 'allow' });
    expect(decide(signedIn('superadmin'), path)).toEqual({ type: 'allow' });
    expect(decide(signedIn('staff'), path)).toEqual({ type: 'notAllowed', page, minRole: 'admin' });
    expect(decide(signedIn('user'), path)).toEqual({ type: 'notAllowed', page, minRole: 'admin' });
  });

  it.each([
    ['/messages', 'Messages'],
    ['/customer-conversation/3', 'This page'],
    ['/booking-requests', 'Booking Requests'],
  ])('opens %s to staff and admins; a user without a role is told who may', (path, page) => {
    for (const role of ['staff', 'admin', 'superadmin'] as const) expect(decide(signedIn(role), path)).toEqual({ type: 'allow' });
    expect(decide(signedIn('user'), path)).toEqual({ type: 'notAllowed', page, minRole: 'staff' });
  });

  it.each([
    ['/super-admin/companies', 'Super Admin'],
    ['/super-admin/companies/new', 'Super Admin'],
    ['/super-admin/companies/abc/users', 'Super Admin'],
    ['/super-admin/audit-log', 'Audit Log'],
    ['/super-admin/queues', 'Queues'],
  ])('opens %s to super admins only', (path, page) => {
    expect(decide(signedIn('superadmin'), path)).toEqual({ type: 'allow' });
    expect(decide(signedIn('admin'), path)).toEqual({ type: 'notAllowed', page, minRole: 'superadmin' });
  });

  it('treats a signed-in user whose role is unknown as a regular user', () => {
    expect(decide({ status: 'signedIn', role: null, hasCompany: true }, '/')).toEqual({ type: 'allow' });
    expect(decide({ status: 'signedIn', role: null, hasCompany: true }, '/reports')).toEqual({ type: 'notAllowed', page: 'Reports', minRole: 'admin' });
  });

  it('sends any page opened from a recovery link to /reset-password with the same query', () => {
    const search = '?access_token=a&refresh_token=r&type=recovery';
    expect(decide(signedOut, '/', search)).toEqual({ type: 'redirect', to: `/reset-password${search}` });
    expect(decide(signedIn('admin'), '/login', search)).toEqual({ type: 'redirect', to: `/reset-password${search}` });
    expect(decide(loading, '/reset-password', search)).toEqual({ type: 'allow' });
  });
});

describe('pages of one company without a company to work in', () => {
  const tenantPages = [
    '/',
    '/customers',
    '/customers/new',
    '/customers/42',
    '/add-appointment',
    '/edit-appointment/1',
    '/appointments',
    '/groomers',
    '/reports',
    '/marketing',
    '/marketing/campaigns/9',
    '/customer-conversation/3',
    '/messages',
    '/users',
  ];

  it.each(tenantPages)('asks a super admin who has not chosen a company to choose one on %s', (path) => {
    expect(decide(signedIn('superadmin', false), path)).toEqual({ type: 'chooseCompany' });
    expect(decide(signedIn('superadmin', true), path)).toEqual({ type: 'allow' });
  });

  it.each(['/', '/customers', '/customers/42', '/add-appointment', '/appointments'])(
    'tells a signed-in user who belongs to no salon to ask its administrator on %s',
    (path) => {
      expect(decide(signedIn('user', false), path)).toEqual({ type: 'noCompany' });
      expect(decide(signedIn('staff', false), path)).toEqual({ type: 'noCompany' });
      expect(decide({ status: 'signedIn', role: null, hasCompany: false }, path)).toEqual({ type: 'noCompany' });
    },
  );

  it('tells a user without the role first that the page is not theirs', () => {
    expect(decide(signedIn('user', false), '/groomers')).toEqual({ type: 'notAllowed', page: 'Groomers', minRole: 'admin' });
    expect(decide(signedIn('admin', false), '/super-admin/companies')).toEqual({ type: 'notAllowed', page: 'Super Admin', minRole: 'superadmin' });
  });

  it.each(['/settings', '/super-admin/companies', '/super-admin/audit-log', '/super-admin/queues', '/super-admin/companies/abc/users'])(
    'opens %s, which shows no company\'s data, without a company',
    (path) => {
      expect(decide(signedIn('superadmin', false), path)).toEqual({ type: 'allow' });
    },
  );

  it('opens the account pages to a user without a company, and leaves unknown pages to the fallback', () => {
    expect(decide(signedIn('user', false), '/services')).toEqual({ type: 'noCompany' });
    expect(decide(signedIn('user', false), '/settings')).toEqual({ type: 'allow' });
    expect(decide(signedIn('user', false), '/no-such-page')).toEqual({ type: 'allow' });
  });

  it('waits for the session and sends signed-out visitors to sign in first', () => {
    expect(decide(loading, '/customers')).toEqual({ type: 'loading' });
    expect(decide(signedOut, '/customers')).toEqual({ type: 'redirect', to: '/login?redirect=%2Fcustomers' });
  });
});

describe('where to go after signing in', () => {
  it('accepts paths of this site', () => {
    expect(safeRedirectTarget('/customers/42?tab=past')).toBe('/customers/42?tab=past');
    expect(safeRedirectTarget(decodeURIComponent(loginAddressFor('/reports').split('=')[1] ?? ''))).toBe('/reports');
  });

  it.each([undefined, null, '', 'https://evil.test', '//evil.test', '/\\evil.test', 'javascript:alert(1)', '/login', '/login?redirect=/x'])(
    'goes home instead of %j',
    (value) => {
      expect(safeRedirectTarget(value)).toBe('/');
    },
  );
});
