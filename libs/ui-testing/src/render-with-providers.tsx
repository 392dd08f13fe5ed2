import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useRealtimeEvents } from '@groombook/api-client';
import { theme } from '@groombook/ui';

/** Where the router is, for asserting navigation (path and query). */
export interface CurrentLocation {
  href: string;
}

function LocationProbe({ into }: { into: CurrentLocation }) {
  const location = useLocation();
  into.href = `${location.pathname}${location.search}`;
  return null;
}

/** What the shell mounts for staff and admins in a company: the page's live updates (GET /api/events), which keep a remote's screens current. */
function ShellLiveUpdates() {
  useRealtimeEvents();
  return null;
}

/**
 * Renders with the providers the shell gives a remote; Mantine in test mode (no transitions, no
 * portals). With `liveUpdates`, also the shell's live updates, for a test of a screen that follows
 * changes made elsewhere.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', liveUpdates = false } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const location: CurrentLocation = { href: route };
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          {liveUpdates && <ShellLiveUpdates />}
          <LocationProbe into={location} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, queryClient, location };
}
