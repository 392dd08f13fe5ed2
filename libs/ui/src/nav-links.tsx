import { UnstyledButton } from '@mantine/core';
import { NavLink as RouterNavLink } from 'react-router-dom';

export interface NavItem {
  label: string;
  to: string;
  /** A link of its own beside its group's menu where the header is wide enough (1200px and up). */
  pinned?: boolean;
  /** A count beside the label (Messages' unread conversations), with what it counts ('unread'); none when 0. */
  badge?: { count: number; of: string };
}

/** A group of the header: one link shows as that link; more, as a menu named `label`. */
export interface NavGroup {
  label: string;
  links: NavItem[];
}

/** A header link; the current page's carries the class `active` and aria-current="page". */
export function NavLinkItem({ link, onNavigate, ...props }: { link: NavItem; className: string; onNavigate?: () => void; visibleFrom?: 'lg'; hiddenFrom?: 'lg' }) {
  const count = link.badge?.count ?? 0;
  return (
    <UnstyledButton
      component={RouterNavLink}
      to={link.to}
      end={link.to === '/'}
      onClick={onNavigate}
      // Named as read: "Messages, 3 unread".
      aria-label={count > 0 ? `${link.label}, ${count} ${link.badge?.of}` : undefined}
      {...props}
    >
      {link.label}
      {count > 0 && (
        <span className="gb-nav-badge" aria-hidden="true">
          {count}
        </span>
      )}
    </UnstyledButton>
  );
}
