import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { AppShell, Burger, Drawer, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { HeaderDisclosure } from './header-disclosure';
import { MEDIA } from './theme';
import { FeedbackToast } from './toast';
import { useFocusOnPageChange } from './page-change-focus';

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

export interface AppLayoutProps {
  brand: ReactNode;
  /** The page links, grouped; none (signed out) shows no navigation, only the account section. */
  groups: NavGroup[];
  /** Shown at the end of the header (account, sign-out), and at the bottom of the drawer unless drawerSection is given. */
  accountSection?: ReactNode;
  /** Shown at the bottom of the drawer instead of accountSection, where a menu of the header reads better laid out flat. */
  drawerSection?: ReactNode;
  /** A row under the header's, at every width (a super admin's company). */
  subheader?: ReactNode;
  children: ReactNode;
}

const HEADER_ROW_HEIGHT = 60;
const SUBHEADER_HEIGHT = 44;
export const MAIN_CONTENT_ID = 'main-content';

const isCurrent = (to: string, pathname: string) => pathname === to || (to !== '/' && pathname.startsWith(`${to}/`));

function NavLinkItem({ link, className, onNavigate }: { link: NavItem; className: string; onNavigate?: () => void }) {
  return (
    <UnstyledButton component={RouterNavLink} to={link.to} end={link.to === '/'} onClick={onNavigate} className={className}>
      {link.label}
    </UnstyledButton>
  );
}

/**
 * The header's row of links: a group of one page is its link; a larger group is a menu, and its
 * pinned pages are also links of their own from 1200px (styles.css shows each copy at its width).
 */
function NavBar({ groups }: { groups: NavGroup[] }) {
  const { pathname } = useLocation();
  return groups.map((group) => {
    const [only] = group.links;
    if (group.links.length === 1 && only) return <NavLinkItem key={group.label} link={only} className="gb-nav-link" />;
    const pinned = group.links.filter((link) => link.pinned);
    const current = group.links.some((link) => isCurrent(link.to, pathname));
    return [
      ...pinned.map((link) => <NavLinkItem key={link.to} link={link} className="gb-nav-link gb-nav-pinned" />),
      <HeaderDisclosure
        key={group.label}
        align="start"
        panelWidth={220}
        className={`gb-nav-group${current ? ' active' : ''}${pinned.length === group.links.length ? ' gb-nav-pinned-copy' : ''}`}
        trigger={group.label}
      >
        {(close) =>
          group.links.map((link) => (
            <NavLinkItem
              key={link.to}
              link={link}
              className={`gb-header-panel-item${link.pinned ? ' gb-nav-pinned-copy' : ''}`}
              onNavigate={close}
            />
          ))
        }
      </HeaderDisclosure>,
    ];
  });
}

/**
 * The drawer's links: the groups laid out flat, a larger group under its name. A link to another
 * page closes the drawer by the page change; one to the page shown closes it itself.
 */
function DrawerNav({ groups, close }: { groups: NavGroup[]; close: () => void }) {
  const { pathname } = useLocation();
  return groups.map((group) => (
    <Stack key={group.label} gap={2}>
      {group.links.length > 1 && (
        <Title order={3} size="xs" c="dimmed" tt="uppercase" mt="xs">
          {group.label}
        </Title>
      )}
      {group.links.map((link) => (
        <NavLinkItem key={link.to} link={link} className="gb-nav-link" onNavigate={link.to === pathname ? close : undefined} />
      ))}
    </Stack>
  ));
}

/**
 * The page frame: a "Skip to content" link, the header (its links grouped from 768px up; under
 * 768px they move into a drawer), an optional row under it, and the page.
 */
export function AppLayout({ brand, groups, accountSection, drawerSection = accountSection, subheader, children }: AppLayoutProps) {
  const narrow = useMediaQuery(MEDIA.navigationDrawer, undefined, { getInitialValueInEffect: false }) ?? false;
  const withDrawer = narrow && groups.length > 0;
  const { key: visit } = useLocation();
  const main = useRef<HTMLElement>(null);
  useFocusOnPageChange(main);
  // The drawer belongs to the visit of the page it was opened on: any navigation (a link, Settings, Logout) closes it.
  const [drawerOpenedOn, setDrawerOpenedOn] = useState<string | null>(null);
  const drawerOpen = drawerOpenedOn === visit;
  // Closed by a page change, the drawer leaves the focus to the new page (useFocusOnPageChange);
  // closed by its button, Escape or a click beside it, it gives the focus back to its button.
  const returnFocus = drawerOpenedOn === null;
  const drawer = {
    toggle: () => setDrawerOpenedOn(drawerOpen ? null : visit),
    close: () => setDrawerOpenedOn(null),
  };
  const skipToContent = (event: MouseEvent) => {
    event.preventDefault();
    main.current?.focus();
  };

  return (
    <AppShell header={{ height: HEADER_ROW_HEIGHT + (subheader ? SUBHEADER_HEIGHT : 0) }} padding="md">
      <a href={`#${MAIN_CONTENT_ID}`} className="gb-skip-link" onClick={skipToContent}>
        Skip to content
      </a>
      <AppShell.Header>
        <Group h={HEADER_ROW_HEIGHT} px="md" gap="sm" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
            <Text fw={700} size="lg" component="span" style={{ flexShrink: 0 }}>
              {brand}
            </Text>
            {!narrow && groups.length > 0 && (
              <Group gap={2} component="nav" aria-label="Main navigation" wrap="nowrap" className="gb-nav-bar">
                <NavBar groups={groups} />
              </Group>
            )}
          </Group>
          {withDrawer ? (
            <Burger opened={drawerOpen} onClick={drawer.toggle} aria-label="Open navigation" />
          ) : (
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              {accountSection}
            </Group>
          )}
        </Group>
        {subheader && (
          <Group h={SUBHEADER_HEIGHT} px="md" wrap="nowrap" className="gb-subheader">
            {subheader}
          </Group>
        )}
      </AppShell.Header>
      <Drawer
        opened={drawerOpen && withDrawer}
        onClose={drawer.close}
        title={brand}
        position="right"
        size="xs"
        returnFocus={returnFocus}
        closeButtonProps={{ 'aria-label': 'Close navigation' }}
      >
        <Stack gap="xs" component="nav" aria-label="Main navigation">
          <DrawerNav groups={groups} close={drawer.close} />
          {drawerSection}
        </Stack>
      </Drawer>
      <AppShell.Main id={MAIN_CONTENT_ID} ref={main} tabIndex={-1} className="gb-main">
        {children}
      </AppShell.Main>
      <FeedbackToast />
    </AppShell>
  );
}
