import { lazy, Suspense, useRef, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLocation } from 'react-router-dom';
import { HeaderDisclosure } from './header-disclosure';
import { NavLinkItem, type NavGroup } from './nav-links';
import { MEDIA } from './theme';
import { FeedbackToast } from './toast';
import { useFocusOnPageChange } from './page-change-focus';

export type { NavGroup, NavItem } from './nav-links';

// Narrow screens only: a wide one never downloads the drawer, its button or their styles.
const NavigationDrawer = lazy(() => import('./navigation-drawer'));

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
const MAIN_CONTENT_ID = 'main-content';
/**
 * The class react-remove-scroll moves by the scroll bar's width while a dialog or the drawer
 * locks the page's scrolling, so the fixed header does not shift under it. Written out rather
 * than imported, so the first page does not load react-remove-scroll for one string.
 */
const SCROLL_LOCK_STEADY = 'right-scroll-bar-position';

const isCurrent = (to: string, pathname: string) => pathname === to || (to !== '/' && pathname.startsWith(`${to}/`));

/**
 * The header's row of links: a group of one page is its link; a larger group is a menu, and its
 * pinned pages are also links of their own from 1200px (each copy shows at its width only).
 */
function NavBar({ groups }: { groups: NavGroup[] }) {
  const { pathname } = useLocation();
  return groups.map((group) => {
    const [only] = group.links;
    if (group.links.length === 1 && only) return <NavLinkItem key={group.label} link={only} className="gb-nav-link" />;
    return [
      ...group.links.filter((link) => link.pinned).map((link) => <NavLinkItem key={link.to} link={link} className="gb-nav-link" visibleFrom="lg" />),
      <HeaderDisclosure
        key={group.label}
        align="start"
        panelWidth={220}
        className={group.links.some((link) => isCurrent(link.to, pathname)) ? 'gb-nav-group active' : 'gb-nav-group'}
        trigger={group.label}
      >
        {(close) =>
          group.links.map((link) => (
            <NavLinkItem key={link.to} link={link} className="gb-header-panel-item" hiddenFrom={link.pinned ? 'lg' : undefined} onNavigate={close} />
          ))
        }
      </HeaderDisclosure>,
    ];
  });
}

/**
 * The page frame: a "Skip to content" link, the header (its links grouped from 768px up; under
 * 768px they move into a drawer), an optional row under it, and the page. Plain elements drawn by
 * styles.css (".gb-app-header", ".gb-main"), as Mantine's AppShell draws a fixed header: the
 * AppShell's navbar, aside, footer and resize handles, which the product does not use, would be
 * about 5 KB gzip of every first page.
 */
export function AppLayout({ brand, groups, accountSection, drawerSection = accountSection, subheader, children }: AppLayoutProps) {
  const narrow = useMediaQuery(MEDIA.navigationDrawer, undefined, { getInitialValueInEffect: false }) ?? false;
  const withDrawer = narrow && groups.length > 0;
  const main = useRef<HTMLElement>(null);
  useFocusOnPageChange(main);
  const skipToContent = (event: MouseEvent) => {
    event.preventDefault();
    main.current?.focus();
  };

  return (
    <div className="gb-app" style={{ '--gb-header-height': `${HEADER_ROW_HEIGHT + (subheader ? SUBHEADER_HEIGHT : 0)}px` } as CSSProperties}>
      <a href={`#${MAIN_CONTENT_ID}`} className="gb-skip-link mantine-focus-auto" onClick={skipToContent}>
        Skip to content
      </a>
      <header className={`gb-app-header ${SCROLL_LOCK_STEADY}`}>
        <Group h={HEADER_ROW_HEIGHT} px="md" gap="sm" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Text fw={700} size="lg" component="span" style={{ flexShrink: 0 }}>
              {brand}
            </Text>
            {!narrow && groups.length > 0 && (
              <Group gap={2} component="nav" aria-label="Main navigation" wrap="nowrap">
                <NavBar groups={groups} />
              </Group>
            )}
          </Group>
          {withDrawer ? (
            <Suspense fallback={null}>
              <NavigationDrawer brand={brand} groups={groups}>
                {drawerSection}
              </NavigationDrawer>
            </Suspense>
          ) : (
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              {accountSection}
            </Group>
          )}
        </Group>
        {subheader && (
          <Group h={SUBHEADER_HEIGHT} px="md" wrap="nowrap" bg="gray.0" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            {subheader}
          </Group>
        )}
      </header>
      <main id={MAIN_CONTENT_ID} ref={main} tabIndex={-1} className="gb-main">
        {children}
      </main>
      <FeedbackToast />
    </div>
  );
}
