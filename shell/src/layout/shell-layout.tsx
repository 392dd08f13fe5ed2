import { Outlet } from 'react-router-dom';
import { AppLayout } from '@groombook/ui';
import { useSession } from '@groombook/auth';
import { navigationFor } from './navigation';

export function ShellLayout() {
  const role = useSession((s) => s.role);
  return (
    <AppLayout brand="GroomBook" links={navigationFor(role)}>
      <Outlet />
    </AppLayout>
  );
}
