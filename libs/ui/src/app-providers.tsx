import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from './theme';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** The attribute Mantine looks for to find the one element its menus, lists and dialogs are drawn into. */
const SHARED_PORTAL_ATTRIBUTE = 'data-mantine-shared-portal-node';

/**
 * Makes the element Mantine draws its pop-ups into (the lists of a select, menus, dialogs) a
 * named region, so that what they show sits in a landmark like the rest of the page. Mantine reuses
 * an element that carries its attribute and creates a plain one only when none is there.
 */
export function ensurePopupLayer(): void {
  if (typeof document === 'undefined' || document.querySelector(`[${SHARED_PORTAL_ATTRIBUTE}]`)) return;
  const layer = document.createElement('div');
  layer.setAttribute(SHARED_PORTAL_ATTRIBUTE, 'true');
  layer.setAttribute('data-portal', 'true');
  layer.setAttribute('role', 'region');
  layer.setAttribute('aria-label', 'Menus and dialogs');
  document.body.appendChild(layer);
}

/**
 * Theme and data providers. The shell mounts them once for the whole application;
 * a remote started alone mounts them in its own bootstrap.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Before the first pop-up opens: Mantine looks for the layer when a pop-up mounts.
  useState(ensurePopupLayer);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
