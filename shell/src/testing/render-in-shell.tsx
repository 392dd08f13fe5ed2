import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { RuntimeConfig } from '@groombook/contracts/light';
import { AppProviders, createQueryClient } from '@groombook/ui';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router-dom';
import { RuntimeConfigContext } from '../runtime-config';

/** The runtime config of the tests: the API's defaults, Google sign-in off. */
export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: '',
  remotes: {
    scheduling: '/remotes/scheduling/remoteEntry.js',
    customers: '/remotes/customers/remoteEntry.js',
    marketing: '/remotes/marketing/remoteEntry.js',
    admin: '/remotes/admin/remoteEntry.js',
  },
  googleSignIn: false,
};

/**
 * Renders routes with the shell's providers at `path`, for component tests. Every route
 * not given shows its own path, so a test can see where a redirect went. `config` changes
 * the runtime config the shell started with.
 */
export function renderInShell(routes: RouteObject[], path: string, config: Partial<RuntimeConfig> = {}) {
  const router = createMemoryRouter(
    [...routes, { path: '*', element: <WhereAmI /> }],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <RuntimeConfigContext value={{ ...TEST_RUNTIME_CONFIG, ...config }}>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </RuntimeConfigContext>,
  );
  return { ...view, router, queryClient };
}

function WhereAmI(): ReactElement {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}
