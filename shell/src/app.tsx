import type { ReactElement } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from '@groombook/ui';
import { onAuthChange } from '@groombook/auth';
import { routesOwnedBy, type RouteKeyOf } from '@groombook/routes';
import { ShellLayout } from './layout/shell-layout';
import { DashboardPage } from './pages/dashboard-page';
import { ServicesPage } from './pages/services-page';
import { SettingsPage } from './pages/settings-page';
import { LoginPage } from './pages/login-page';
import { ForgotPasswordPage } from './pages/forgot-password-page';
import { ResetPasswordPage } from './pages/reset-password/reset-password-page';
import { ConfirmEmailPage } from './pages/confirm-email-page';
import { FallbackPage } from './pages/fallback-page';
import { ServerPage } from './pages/server-page';
import { RemoteOutlet } from './remotes/remote-outlet';

const queryClient = createQueryClient();

// Cached answers belong to the user who fetched them: none may show to the next one.
// Queries only: the sign-in mutation that caused SIGNED_IN is still running.
onAuthChange((event) => {
  if (event === 'SIGNED_IN' || event === 'SIGNED_OUT') queryClient.removeQueries();
});

/** The page of each route the manifest gives the shell (a route missing here fails the type check). */
const SHELL_PAGES: Record<RouteKeyOf<'shell'>, ReactElement> = {
  home: <DashboardPage />,
  services: <ServicesPage />,
  settings: <SettingsPage />,
  login: <LoginPage />,
  forgotPassword: <ForgotPasswordPage />,
  resetPassword: <ResetPasswordPage />,
  confirmEmail: <ConfirmEmailPage />,
};

// Which pages need a sign-in or a role is decided by the guard in ShellLayout (auth/route-access.ts).
const router = createBrowserRouter([
  {
    element: <ShellLayout />,
    errorElement: <FallbackPage />,
    children: [
      ...routesOwnedBy('shell').map((route) => ({ path: route.path, element: SHELL_PAGES[route.key] })),
      // The customers' opt-in pages are the server's own documents: a link to one loads it from there.
      ...routesOwnedBy('opt-in').map((route) => ({ path: route.path, element: <ServerPage /> })),
      // Everything else belongs to a remote (or is unknown: the remote outlet shows the fallback).
      { path: '*', element: <RemoteOutlet /> },
    ],
  },
]);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
