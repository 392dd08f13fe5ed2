import { describe, expect, it } from 'vitest';
import { firstFrameFile, FRAMED_ROUTES, pageHeadAt } from './first-frame';
import { ROUTE_LIST } from './manifest';

describe('the first frames', () => {
  it('are the signed-in pages at fixed addresses with a title', () => {
    expect(FRAMED_ROUTES.map((route) => route.path)).toEqual(expect.arrayContaining(['/', '/appointments', '/calendar', '/customers', '/reports']));
    for (const route of FRAMED_ROUTES) {
      expect(route.minRole, route.path).not.toBeNull();
      expect(route.path, route.path).not.toMatch(/[:*]/);
      expect(route.title, route.path).toMatch(/\S/);
    }
    // A page with a parameter has no frame even with a title, and no public page has one.
    expect(FRAMED_ROUTES.some((route) => route.owner === 'opt-in' || route.minRole === null)).toBe(false);
  });

  it('gives every header link a title, so each page a link opens is drawn before its code runs', () => {
    const untitled = ROUTE_LIST.filter((route) => route.nav && route.title === undefined).map((route) => route.key);
    expect(untitled).toEqual([]);
  });

  it('lives in the shell build at a file of its own address, the home page at first-frame/index.html', () => {
    expect(firstFrameFile('/')).toBe('first-frame/index.html');
    expect(firstFrameFile('/appointments')).toBe('first-frame/appointments.html');
    expect(firstFrameFile('/super-admin/audit-log')).toBe('first-frame/super-admin/audit-log.html');
    const files = FRAMED_ROUTES.map((route) => firstFrameFile(route.path));
    expect(new Set(files).size).toBe(files.length);
  });

  it("links each page's main action to a page of the manifest without parameters", () => {
    const fixed = new Set(ROUTE_LIST.filter((route) => !/[:*]/.test(route.path)).map((route) => route.path));
    const actions = ROUTE_LIST.flatMap((route) => (route.action ? [route.action] : []));
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) expect(fixed.has(action.to), action.to).toBe(true);
    expect(pageHeadAt('/')).toEqual({ title: 'Dashboard', action: { label: 'Add New Appointment', to: '/add-appointment', size: 'xl' } });
    expect(pageHeadAt('/calendar')).toEqual({ title: 'Calendar' });
  });

  it.each([
    ['/', 'Dashboard'],
    ['/appointments', 'Appointments'],
    ['/appointments/', 'Appointments'],
    ['/reports//', 'Revenue Reports'],
    ['/customers/new', 'Customers'],
    ['/customers/42', null],
    ['/edit-appointment/a1', null],
    ['/login', null],
    ['/forgot-password', null],
    ['/no-such-page', null],
    ['', null],
  ])('names the page at %j %j', (pathname, title) => {
    expect(pageHeadAt(pathname)?.title ?? null).toBe(title);
  });
});
