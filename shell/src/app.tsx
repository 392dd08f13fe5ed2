import { lazy, Suspense, type ReactElement } from 'react';
import { AppProviders, Center, createQueryClient, Loader, PageHeads, PagePlaceholder } from '@groombook/ui';
// The router of the shell, its pages and the remotes. Not a data router (createBrowserRouter):
// the product uses no loaders or actions, and the data router would add about 15 KB gzip.
import { BrowserRouter, useRoutes, type RouteObject } from '@groombook/ui/router';
import type { RuntimeConfig } from '@groombook/contracts/light';
import { pageHeadAt, routesOwnedBy, type RouteKeyOf } from '@groombook/routes';
import { clearCacheOnSessionChange } from './auth/cache-follows-session';
import { ShellLayout } from './layout/shell-layout';
import { PageErrorBoundary } from './pages/page-error-boundary';
import { RemoteOutlet } from './remotes/remote-outlet';
import { loadShellPage } from './pages/shell-page-loads';
// Not lazy: it must read the path the document was loaded at when the shell starts, not later.
import { ServerPage } from './pages/server-page';
import { RuntimeConfigContext } from './runtime-config';

/**
 * A page loaded with its route: a signed-in user opening a remote's page does not download the
 * sign-in pages or the dashboard, and someone signing in does not download the signed-in pages.
 */
function lazyPage(key: RouteKeyOf<'shell'>): ReactElement {
  const Page = lazy(() => loadShellPage(key).then((component) => ({ default: component })));
  return (
    <Suspense
      fallback={
        <PagePlaceholder>
          <Center py="xl">
            <Loader aria-label="Loading the page" />
          </Center>
        </PagePlaceholder>
      }
    >
      <Page />
    </Suspense>
  );
}

const queryClient = createQueryClient();

// Runs for the life of the page, so its stop function is not kept.
clearCacheOnSessionChange(queryClient);

/** The page of each route the manifest gives the shell (a route missing here fails the type check). */
const SHELL_PAGES: Record<RouteKeyOf<'shell'>, ReactElement> = {
  home: lazyPage('home'),
  services: lazyPage('services'),
  settings: lazyPage('settings'),
  forgotPassword: lazyPage('forgotPassword'),
  resetPassword: lazyPage('resetPassword'),
  confirmEmail: lazyPage('confirmEmail'),
};

// Which pages need a sign-in or a role is decided by the guard in ShellLayout (auth/route-access.ts).
// Route objects built from the manifest, so that no path is written here.
const ROUTE_TREE: RouteObject[] = [
  {
    element: <ShellLayout />,
    children: [
      ...routesOwnedBy('shell').map((route) => ({ path: route.path, element: SHELL_PAGES[route.key] })),
      // The sign-in page and the customers' pages are the server's own documents: a link to one loads it from there.
      ...routesOwnedBy('opt-in').map((route) => ({ path: route.path, element: <ServerPage /> })),
      // Everything else belongs to a remote (or is unknown: the remote outlet shows the fallback).
      { path: '*', element: <RemoteOutlet /> },
    ],
  },
];

function ShellRoutes() {
  return useRoutes(ROUTE_TREE);
}

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <RuntimeConfigContext value={config}>
      <AppProviders queryClient={queryClient}>
        {/* The pages' heads, for the placeholders the shell and the remotes show while a page loads. */}
        <PageHeads value={pageHeadAt}>
          <BrowserRouter>
            <PageErrorBoundary>
              <ShellRoutes />
            </PageErrorBoundary>
          </BrowserRouter>
        </PageHeads>
      </AppProviders>
    </RuntimeConfigContext>
  );
}
