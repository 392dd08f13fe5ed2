import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from '@groombook/ui';
import { ShellLayout } from './layout/shell-layout';
import { DashboardPage } from './pages/dashboard-page';
import { ServicesPage } from './pages/services-page';
import { FallbackPage } from './pages/fallback-page';
import { RemoteOutlet } from './remotes/remote-outlet';

const queryClient = createQueryClient();

const router = createBrowserRouter([
  {
    path: '/',
    element: <ShellLayout />,
    errorElement: <FallbackPage />,
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'services', element: <ServicesPage /> },
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
