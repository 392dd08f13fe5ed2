import type { NavItem } from '@groombook/ui';
import { hasRoleAtLeast, type Role } from '@groombook/domain';
import { ROUTE_LIST } from '@groombook/routes';

/** The manifest's header links, in their order. */
const HEADER_LINKS = ROUTE_LIST.flatMap(({ path, minRole, nav }) => (nav ? [{ ...nav, to: path, minRole }] : [])).sort(
  (a, b) => a.order - b.order,
);

function linksFor(role: Role | null, place: 'bar' | 'account'): NavItem[] {
  return HEADER_LINKS.filter(
    ({ minRole, menu }) =>
      (menu === 'account') === (place === 'account') && (minRole === null || minRole === 'user' || hasRoleAtLeast(role, minRole)),
  ).map(({ label, to }) => ({ label, to }));
}

/**
 * The header's page links a user with `role` sees. Links to pages that need only a sign-in
 * show to everyone, signed out too (the guard sends a signed-out visitor to the login page);
 * the others show to users whose role reaches the page's.
 */
export function navigationFor(role: Role | null): NavItem[] {
  return linksFor(role, 'bar');
}

/** The account menu's links (Settings; Users for admins; the audit log for super admins), by the same rule. */
export function accountLinksFor(role: Role | null): NavItem[] {
  return linksFor(role, 'account');
}
