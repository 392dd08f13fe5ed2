import type { NavGroup, NavItem } from '@groombook/ui';
import { hasRoleAtLeast, type Role } from '@groombook/domain';
import { NAV_GROUPS, ROUTE_LIST, type NavGroupKey } from '@groombook/routes';

/** The manifest's header links, by group, then by their place in it. */
const HEADER_LINKS = ROUTE_LIST.flatMap(({ key, path, minRole, nav }) => (nav ? [{ ...nav, key, to: path, minRole }] : [])).sort(
  (a, b) => NAV_GROUPS[a.group].order - NAV_GROUPS[b.group].order || a.order - b.order,
);

/** What the header's links count: the Messages link's unread conversations. */
export interface HeaderCounts {
  unreadMessages?: number;
}

function linksFor(role: Role, group: NavGroupKey, { unreadMessages = 0 }: HeaderCounts = {}): NavItem[] {
  return HEADER_LINKS.filter((link) => link.group === group && hasRoleAtLeast(role, link.minRole ?? 'user')).map(({ key, label, to, pinned }) => ({
    label,
    to,
    ...(pinned && { pinned }),
    ...(key === 'messages' && unreadMessages > 0 && { badge: { count: unreadMessages, of: 'unread' } }),
  }));
}

/**
 * The header's groups of page links a signed-in user with `role` sees (a user whose role is not
 * known counts as a regular user): the links to pages their role reaches, in the manifest's
 * groups, leaving out a group with none, Messages with its count of unread conversations.
 * Signed out (`role` undefined) there are none: the header offers Login only.
 */
export function navigationFor(role: Role | null | undefined, counts: HeaderCounts = {}): NavGroup[] {
  if (role === undefined) return [];
  return (Object.keys(NAV_GROUPS) as NavGroupKey[])
    .filter((group) => group !== 'account')
    .map((group) => ({ label: NAV_GROUPS[group].label, links: linksFor(role ?? 'user', group, counts) }))
    .filter((group) => group.links.length > 0);
}

/** The account menu's links (Settings), by the same rule. */
export function accountLinksFor(role: Role | null): NavItem[] {
  return linksFor(role ?? 'user', 'account');
}
