import { describe, expect, it } from 'vitest';
import type { Role } from '@groombook/domain';
import { decideRouteAccess, type RouteRequest } from './route-access';
import { loginAddressFor, safeRedirectTarget } from './redirect-target';

const signedIn = (role: Role) => ({ status: 'signedIn', role }) as const;
const decide = (who: Pick<RouteRequest, 'status' | 'role'>, pathname: string, search = '') =>
  decideRouteAccess({ ...who, pathname, search });
const signedOut = { status: 'signedOut', role: null } as const;
const loading = { status: 'loading', role: null } as const;

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

  it.each(['/groomers', '/marketing', '/marketing/campaigns/9', '/customer-conversation/3', '/reports'])(
    'opens the admin page %s to admins and super admins only; others go home',
    (path) => {
      expect(decide(signedIn('admin'), path)).toEqual({ type: 'allow' });
      expect(decide(signedIn('superadmin'), path)).toEqual({ type: 'allow' });
      expect(decide(signedIn('staff'), path)).toEqual({ type: 'redirect', to: '/' });
      expect(decide(signedIn('user'), path)).toEqual({ type: 'redirect', to: '/' });
    },
  );

  it.each(['/super-admin/companies', '/super-admin/companies/new', '/super-admin/companies/abc/users'])(
    'opens %s to super admins only',
    (path) => {
      expect(decide(signedIn('superadmin'), path)).toEqual({ type: 'allow' });
      expect(decide(signedIn('admin'), path)).toEqual({ type: 'redirect', to: '/' });
    },
  );

  it('treats a signed-in user whose role is unknown as a regular user', () => {
    expect(decide({ status: 'signedIn', role: null }, '/')).toEqual({ type: 'allow' });
    expect(decide({ status: 'signedIn', role: null }, '/reports')).toEqual({ type: 'redirect', to: '/' });
  });

  it('sends any page opened from a recovery link to /reset-password with the same query', () => {
    const search = '?access_token=a&refresh_token=r&type=recovery';
    expect(decide(signedOut, '/', search)).toEqual({ type: 'redirect', to: `/reset-password${search}` });
    expect(decide(signedIn('admin'), '/login', search)).toEqual({ type: 'redirect', to: `/reset-password${search}` });
    expect(decide(loading, '/reset-password', search)).toEqual({ type: 'allow' });
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
