import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AppProviders, createQueryClient } from '@groombook/ui';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router-dom';

/**
 * Renders routes with the shell's providers at `path`, for component tests. Every route
 * not given shows its own path, so a test can see where a redirect went.
 */
export function renderInShell(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(
    [...routes, { path: '*', element: <WhereAmI /> }],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

function WhereAmI(): ReactElement {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}
