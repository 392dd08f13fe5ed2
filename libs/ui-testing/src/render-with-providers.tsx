import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
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

/** Renders with the providers the shell gives a remote; Mantine in test mode (no transitions, no portals). */
export function renderWithProviders(ui: ReactElement, { route = '/' } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const location: CurrentLocation = { href: route };
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe into={location} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, queryClient, location };
}
