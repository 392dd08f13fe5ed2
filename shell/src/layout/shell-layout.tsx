import { Fragment, lazy, Suspense, useEffect, useState } from 'react';
import { AppLayout } from '@groombook/ui';
import { useSession, workingCompanyId } from '@groombook/auth';
import { hasRoleAtLeast } from '@groombook/domain';
import { ROUTES } from '@groombook/routes';
import { Outlet } from '@groombook/ui/router';
import { RouteGuard } from '../auth/route-guard';
import { BRAND } from './brand';
import { navigationFor } from './navigation';
import { AccountSection, DrawerAccountSection } from './account-section';

// Super admins only: nobody else downloads the switcher.
const CompanySwitcher = lazy(() => import('../acting/company-switcher').then((m) => ({ default: m.CompanySwitcher })));
/**
 * Staff's and admins' live updates (and the Messages link's count), a chunk of their own, which the
 * boot starts loading beside the page's code (bootstrap.tsx): the stream then opens before the
 * page's data arrives, so no event in between is missed.
 */
export const loadLiveUpdates = () => import('./live-updates');
type LiveUpdatesModule = Awaited<ReturnType<typeof loadLiveUpdates>>;

/**
 * The live updates for `live` (staff or an admin in a company), from the moment the session says
 * so; with `watchUnread` (whoever sees the Messages link) the count of unread conversations too: 0
 * until it has loaded. Rendered as soon as the chunk is there (not React.lazy, whose Suspense
 * boundary holds its content back for 300 ms, during which an event could be missed).
 */
function useLiveUpdates(live: boolean, watchUnread: boolean) {
  const [unread, setUnread] = useState(0);
  const [loaded, setLoaded] = useState<LiveUpdatesModule | null>(null);
  useEffect(() => {
    if (!live || loaded) return;
    let wanted = true;
    void loadLiveUpdates().then((module) => wanted && setLoaded(module));
    return () => {
      wanted = false;
    };
  }, [live, loaded]);
  const watcher = live && loaded ? <loaded.default onUnreadCount={watchUnread ? setUnread : undefined} /> : null;
  return { unread: live && watchUnread ? unread : 0, watcher };
}

export function ShellLayout() {
  const status = useSession((s) => s.status);
  const role = useSession((s) => s.role);
  const companyId = useSession(workingCompanyId);
  const signedIn = status === 'signedIn';
  // The event stream (GET /api/events) is staff's and admins', in a company.
  const live = signedIn && companyId !== null && hasRoleAtLeast(role ?? 'user', 'staff');
  const { unread, watcher } = useLiveUpdates(live, live && hasRoleAtLeast(role ?? 'user', ROUTES.messages.minRole));
  return (
    <AppLayout
      brand={BRAND}
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
      {/* Keyed by company, as the page: a super admin's change of company follows the other company's events. */}
      <Fragment key={companyId ?? 'no-company'}>{watcher}</Fragment>
      {/* The guard sits around every page, the remotes' too, so nothing loads before it allows. */}
      <RouteGuard>
        {/* A super admin's change of company starts the page afresh: nothing of the other company stays on screen. */}
        <Outlet key={companyId ?? 'no-company'} />
      </RouteGuard>
    </AppLayout>
  );
}
