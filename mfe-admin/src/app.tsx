import { ROUTES } from '@groombook/routes';
import { Navigate, Route, Routes } from '@groombook/ui/router';
import { AuditLogPage } from './features/audit-log/audit-log-page';
import { CompaniesPage } from './features/companies/companies-page';
import { CreateCompanyRoute } from './features/companies/create-company-route';
import { QueuesPage } from './features/queues/queues-page';
import { ManageUsersDialog } from './features/users/manage-users-dialog';
import { UsersPage } from './features/users/users-page';
import { REMOTE_VERSION } from './remote-version';

/** The admin remote's route tree, exposed to the shell as 'admin/App'. The dialogs open over the list. */
export default function AdminApp() {
  return (
    <div data-remote="admin" data-remote-version={REMOTE_VERSION}>
      <Routes>
        <Route path={ROUTES.companies.path} element={<CompaniesPage />}>
          <Route path={ROUTES.newCompany.path} element={<CreateCompanyRoute />} />
          <Route path={ROUTES.companyUsers.path} element={<ManageUsersDialog />} />
          <Route path={ROUTES.otherCompanyPage.path} element={<Navigate to={ROUTES.companies.path} replace />} />
        </Route>
        <Route path={ROUTES.auditLog.path} element={<AuditLogPage />} />
        <Route path={ROUTES.queues.path} element={<QueuesPage />} />
        <Route path={ROUTES.users.path} element={<UsersPage />} />
      </Routes>
    </div>
  );
}
