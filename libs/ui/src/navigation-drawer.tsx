import { useState, type ReactNode } from 'react';
import { Burger, Drawer, Stack, Title } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { NavLinkItem, type NavGroup } from './nav-links';
// Only a narrow screen shows these: their style sheets come with this chunk, not the first page's.
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Drawer.css';

export interface NavigationDrawerProps {
  brand: ReactNode;
  groups: NavGroup[];
  /** At the bottom of the drawer (the account, laid out flat). */
  children?: ReactNode;
}

/**
 * Under 768px: the header's button that opens the navigation in a drawer, its groups laid out
 * flat, a larger group under its name. A link to another page closes the drawer by the page
 * change; one to the page shown closes it itself.
 */
export function NavigationDrawer({ brand, groups, children }: NavigationDrawerProps) {
  const { key: visit, pathname } = useLocation();
  // The drawer belongs to the visit of the page it was opened on: any navigation (a link, Settings, Logout) closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === visit;
  const close = () => setOpenedOn(null);

  return (
    <>
      <Burger opened={open} onClick={() => setOpenedOn(open ? null : visit)} aria-label="Open navigation" />
      <Drawer
        opened={open}
        onClose={close}
        title={brand}
        position="right"
        size="xs"
        // Closed by a page change, it leaves the focus to the new page (useFocusOnPageChange);
        // closed by its button, Escape or a click beside it, it gives the focus back to its button.
        returnFocus={openedOn === null}
        closeButtonProps={{ 'aria-label': 'Close navigation' }}
      >
        <Stack gap="xs" component="nav" aria-label="Main navigation">
          {groups.map((group) => (
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
          ))}
          {children}
        </Stack>
      </Drawer>
    </>
  );
}

export default NavigationDrawer;
