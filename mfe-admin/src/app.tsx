import { Navigate, Route, Routes } from 'react-router-dom';
import { CompaniesPage } from './features/companies/companies-page';
import { CreateCompanyRoute } from './features/companies/create-company-route';
import { ManageUsersDialog } from './features/users/manage-users-dialog';
import { COMPANIES_PATH, COMPANY_USERS_PATH, NEW_COMPANY_PATH } from './paths';

/** The admin remote's route tree, exposed to the shell as 'admin/App'. */
export default function AdminApp() {
  return (
    <div data-remote="admin">
      <Routes>
        <Route path={COMPANIES_PATH} element={<CompaniesPage />}>
          <Route path={NEW_COMPANY_PATH} element={<CreateCompanyRoute />} />
          <Route path={COMPANY_USERS_PATH} element={<ManageUsersDialog />} />
          <Route path={`${COMPANIES_PATH}/*`} element={<Navigate to={COMPANIES_PATH} replace />} />
        </Route>
      </Routes>
    </div>
  );
}
