import { useState, type ReactNode } from 'react';
import { AppShell, Burger, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { MEDIA } from './theme';
import { FeedbackToast } from './toast';

export interface NavItem {
  label: string;
  to: string;
}

export interface AppLayoutProps {
  brand: ReactNode;
  links: NavItem[];
  /** Shown at the end of the header (account, sign-out), and at the bottom of the drawer unless drawerSection is given. */
  accountSection?: ReactNode;
  /** Shown at the bottom of the drawer instead of accountSection, where a menu of the header reads better laid out flat. */
  drawerSection?: ReactNode;
  children: ReactNode;
}

function NavLinks({ links, onNavigate }: { links: NavItem[]; onNavigate?: () => void }) {
  return (
    <>
      {links.map((link) => (
        <UnstyledButton
          key={link.to}
          component={RouterNavLink}
          to={link.to}
          end={link.to === '/'}
          onClick={onNavigate}
          className="gb-nav-link"
        >
          {link.label}
        </UnstyledButton>
      ))}
    </>
  );
}

/** Header with the navigation links; at 768px or narrower the links move into a drawer. */
export function AppLayout({ brand, links, accountSection, drawerSection = accountSection, children }: AppLayoutProps) {
  const isMobile = useMediaQuery(MEDIA.mobile) ?? false;
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on: any navigation (a link, Settings, Logout) closes it.
  const [drawerOpenedOn, setDrawerOpenedOn] = useState<string | null>(null);
  const drawerOpen = drawerOpenedOn === pathname;
  const drawer = {
    toggle: () => setDrawerOpenedOn(drawerOpen ? null : pathname),
    close: () => setDrawerOpenedOn(null),
  };

  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
            <Text fw={700} size="lg" component="span" style={{ flexShrink: 0 }}>
              {brand}
            </Text>
            {!isMobile && (
              // Between the mobile breakpoint and 1280px the super admin's links may not all fit:
              // they scroll sideways rather than push the account section off the header.
              // A super admin's links, switcher and account menu fit from 1280px (shell/e2e/header-fit.e2e.test.ts).
              <Group gap={0} component="nav" aria-label="Main navigation" wrap="nowrap" className="gb-nav-bar">
                <NavLinks links={links} />
              </Group>
            )}
          </Group>
          {isMobile ? (
            <Burger opened={drawerOpen} onClick={drawer.toggle} aria-label="Open navigation" />
          ) : (
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              {accountSection}
            </Group>
          )}
        </Group>
      </AppShell.Header>
      <Drawer
        opened={drawerOpen && isMobile}
        onClose={drawer.close}
        title={brand}
        position="right"
        size="xs"
        closeButtonProps={{ 'aria-label': 'Close navigation' }}
      >
        <Stack gap="xs" component="nav" aria-label="Main navigation">
          <NavLinks links={links} onNavigate={drawer.close} />
          {drawerSection}
        </Stack>
      </Drawer>
      <AppShell.Main>{children}</AppShell.Main>
      <FeedbackToast />
    </AppShell>
  );
}
