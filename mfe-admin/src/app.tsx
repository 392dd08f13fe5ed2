import { ROUTES } from '@groombook/routes';
import { Navigate, Route, Routes } from '@groombook/ui/router';
import { CompaniesPage } from './features/companies/companies-page';
import { CreateCompanyRoute } from './features/companies/create-company-route';
import { ManageUsersDialog } from './features/users/manage-users-dialog';

/** The admin remote's route tree, exposed to the shell as 'admin/App'. The dialogs open over the list. */
export default function AdminApp() {
  return (
    <div data-remote="admin">
      <Routes>
        <Route path={ROUTES.companies.path} element={<CompaniesPage />}>
          <Route path={ROUTES.newCompany.path} element={<CreateCompanyRoute />} />
          <Route path={ROUTES.companyUsers.path} element={<ManageUsersDialog />} />
          <Route path={ROUTES.otherCompanyPage.path} element={<Navigate to={ROUTES.companies.path} replace />} />
        </Route>
      </Routes>
    </div>
  );
}
