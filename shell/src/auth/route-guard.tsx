import { lazy, Suspense, type ReactNode } from 'react';
import { useSession, workingCompanyId } from '@groombook/auth';
import { Navigate, useLocation } from '@groombook/ui/router';
import { decideRouteAccess } from './route-access';
import { Checking, SessionCheck } from './session-check';

// Loaded when first shown: most sessions never see either page.
const ChooseCompanyPage = lazy(() => import('../acting/choose-company-page').then((m) => ({ default: m.ChooseCompanyPage })));
const NoCompanyPage = lazy(() => import('../pages/no-company-page').then((m) => ({ default: m.NoCompanyPage })));
const NotAllowedPage = lazy(() => import('./not-allowed-page').then((m) => ({ default: m.NotAllowedPage })));

/**
 * Shows the page, 'Verifying authentication...', sends the user where the decision says, says in
 * the page's place that their role may not open it (and who may), or, on a page of one company's
 * data without a company, the page that says how to get one.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const role = useSession((s) => s.role);
  const hasCompany = useSession((s) => workingCompanyId(s) !== null);
  const { pathname, search } = useLocation();
  const decision = decideRouteAccess({ status, role, hasCompany, pathname, search });

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'loading') return <SessionCheck />;
  if (decision.type === 'allow') return children;
  return (
    <Suspense fallback={<Checking label="Loading the page..." />}>
      {decision.type === 'notAllowed' && <NotAllowedPage page={decision.page} minRole={decision.minRole} />}
      {decision.type === 'chooseCompany' && <ChooseCompanyPage />}
      {decision.type === 'noCompany' && <NoCompanyPage />}
    </Suspense>
  );
}
