import { lazy, Suspense } from 'react';
import { AppLayout } from '@groombook/ui';
import { useSession, workingCompanyId } from '@groombook/auth';
import { Outlet } from '@groombook/ui/router';
import { RouteGuard } from '../auth/route-guard';
import { navigationFor } from './navigation';
import { AccountSection, DrawerAccountSection } from './account-section';

// Super admins only: nobody else downloads the switcher.
const CompanySwitcher = lazy(() => import('../acting/company-switcher').then((m) => ({ default: m.CompanySwitcher })));

export function ShellLayout() {
  const status = useSession((s) => s.status);
  const role = useSession((s) => s.role);
  const companyId = useSession(workingCompanyId);
  const signedIn = status === 'signedIn';
  return (
    <AppLayout
      brand="GroomBook"
      groups={signedIn ? navigationFor(role) : []}
      accountSection={<AccountSection />}
      drawerSection={<DrawerAccountSection />}
      // The company a super admin acts in, under the header at every width: what they change belongs to it.
      subheader={
        signedIn && role === 'superadmin' ? (
          <Suspense fallback={null}>
            <CompanySwitcher />
          </Suspense>
        ) : undefined
      }
    >
      {/* The guard sits around every page, the remotes' too, so nothing loads before it allows. */}
      <RouteGuard>
        {/* A super admin's change of company starts the page afresh: nothing of the other company stays on screen. */}
        <Outlet key={companyId ?? 'no-company'} />
      </RouteGuard>
    </AppLayout>
  );
}
