import { Fragment, lazy, Suspense, useEffect, useState } from 'react';
import { AppLayout } from '@groombook/ui';
import { useSession, workingCompanyId } from '@groombook/auth';
import { hasRoleAtLeast } from '@groombook/domain';
import { ROUTES } from '@groombook/routes';
import { Outlet } from '@groombook/ui/router';
import { RouteGuard } from '../auth/route-guard';
import { navigationFor } from './navigation';
import { AccountSection, DrawerAccountSection } from './account-section';

// Super admins only: nobody else downloads the switcher.
const CompanySwitcher = lazy(() => import('../acting/company-switcher').then((m) => ({ default: m.CompanySwitcher })));
// Whoever sees the Messages link: its live count of unread conversations, fetched after the first paint.
const LiveUnreadMessages = lazy(() => import('./live-unread-messages'));

/** The Messages link's count: 0 until the live count has loaded, and for whoever does not see the link. */
function useUnreadMessages(watch: boolean) {
  const [unread, setUnread] = useState(0);
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  const watcher =
    watch && painted ? (
      <Suspense fallback={null}>
        <LiveUnreadMessages onCount={setUnread} />
      </Suspense>
    ) : null;
  return { unread: watch ? unread : 0, watcher };
}

export function ShellLayout() {
  const status = useSession((s) => s.status);
  const role = useSession((s) => s.role);
  const companyId = useSession(workingCompanyId);
  const signedIn = status === 'signedIn';
  const { unread, watcher } = useUnreadMessages(signedIn && companyId !== null && hasRoleAtLeast(role ?? 'user', ROUTES.messages.minRole));
  return (
    <AppLayout
      brand="GroomBook"
      groups={signedIn ? navigationFor(role, { unreadMessages: unread }) : []}
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
      {/* Keyed by company, as the page: a super admin's change of company counts the other company's texts. */}
      <Fragment key={companyId ?? 'no-company'}>{watcher}</Fragment>
      {/* The guard sits around every page, the remotes' too, so nothing loads before it allows. */}
      <RouteGuard>
        {/* A super admin's change of company starts the page afresh: nothing of the other company stays on screen. */}
        <Outlet key={companyId ?? 'no-company'} />
      </RouteGuard>
    </AppLayout>
  );
}
