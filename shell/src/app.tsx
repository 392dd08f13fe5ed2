import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from '@groombook/ui';
import { onAuthChange } from '@groombook/auth';
import { ShellLayout } from './layout/shell-layout';
import { DashboardPage } from './pages/dashboard-page';
import { ServicesPage } from './pages/services-page';
import { SettingsPage } from './pages/settings-page';
import { LoginPage } from './pages/login-page';
import { ForgotPasswordPage } from './pages/forgot-password-page';
import { ResetPasswordPage } from './pages/reset-password/reset-password-page';
import { ConfirmEmailPage } from './pages/confirm-email-page';
import { FallbackPage } from './pages/fallback-page';
import { RemoteOutlet } from './remotes/remote-outlet';

const queryClient = createQueryClient();

// Cached answers belong to the user who fetched them: none may show to the next one.
// Queries only: the sign-in mutation that caused SIGNED_IN is still running.
onAuthChange((event) => {
  if (event === 'SIGNED_IN' || event === 'SIGNED_OUT') queryClient.removeQueries();
});

// Which pages need a sign-in or a role is decided by the guard in ShellLayout (auth/route-access.ts).
const router = createBrowserRouter([
  {
    path: '/',
    element: <ShellLayout />,
    errorElement: <FallbackPage />,
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'services', element: <ServicesPage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'confirm-email', element: <ConfirmEmailPage /> },
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
