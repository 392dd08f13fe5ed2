import { AppLayout } from '@groombook/ui';
import { useSession } from '@groombook/auth';
import { Outlet } from '@groombook/ui/router';
import { RouteGuard } from '../auth/route-guard';
import { navigationFor } from './navigation';
import { AccountSection } from './account-section';

export function ShellLayout() {
  const role = useSession((s) => s.role);
  return (
    <AppLayout brand="GroomBook" links={navigationFor(role)} accountSection={<AccountSection />}>
      {/* The guard sits around every page, the remotes' too, so nothing loads before it allows. */}
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    </AppLayout>
  );
}
