import { Route, Routes } from 'react-router-dom';
import { CompaniesPage } from './pages/companies-page';

/** The admin remote's route tree, exposed to the shell as 'admin/App'. */
export default function AdminApp() {
  return (
    <div data-remote="admin">
      <Routes>
      <Route path="/super-admin/companies/*" element={<CompaniesPage />} />
      </Routes>
    </div>
  );
}
