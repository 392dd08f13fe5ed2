import { UnstyledButton } from '@mantine/core';
import { NavLink as RouterNavLink } from 'react-router-dom';

export interface NavItem {
  label: string;
  to: string;
  /** A link of its own beside its group's menu where the header is wide enough (1200px and up). */
  pinned?: boolean;
}

/** A group of the header: one link shows as that link; more, as a menu named `label`. */
export interface NavGroup {
  label: string;
  links: NavItem[];
}

/** A header link; the current page's carries the class `active` and aria-current="page". */
export function NavLinkItem({ link, onNavigate, ...props }: { link: NavItem; className: string; onNavigate?: () => void; visibleFrom?: 'lg'; hiddenFrom?: 'lg' }) {
  return (
    <UnstyledButton component={RouterNavLink} to={link.to} end={link.to === '/'} onClick={onNavigate} {...props}>
      {link.label}
    </UnstyledButton>
  );
}
