import { AppLayout } from '@groombook/ui';
import { useSession, workingCompanyId } from '@groombook/auth';
import { Outlet } from '@groombook/ui/router';
import { RouteGuard } from '../auth/route-guard';
import { navigationFor } from './navigation';
import { AccountSection, DrawerAccountSection } from './account-section';

export function ShellLayout() {
  const role = useSession((s) => s.role);
  const companyId = useSession(workingCompanyId);
  return (
    <AppLayout brand="GroomBook" links={navigationFor(role)} accountSection={<AccountSection />} drawerSection={<DrawerAccountSection />}>
      {/* The guard sits around every page, the remotes' too, so nothing loads before it allows. */}
      <RouteGuard>
        {/* A super admin's change of company starts the page afresh: nothing of the other company stays on screen. */}
        <Outlet key={companyId ?? 'no-company'} />
      </RouteGuard>
    </AppLayout>
  );
}
