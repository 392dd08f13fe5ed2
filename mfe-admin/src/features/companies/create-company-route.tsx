import { useHref, useNavigate } from 'react-router-dom';
import { COMPANIES_PATH } from '../../paths';
import { CreateCompanyDialog } from './create-company-dialog';

/** /super-admin/companies/new. After a company is created the page reloads on the list (SPEC 4). */
export function CreateCompanyRoute() {
  const navigate = useNavigate();
  const listHref = useHref(COMPANIES_PATH);
  return (
    <CreateCompanyDialog
      onClose={() => navigate(COMPANIES_PATH)}
      // replace: Back should not reopen the dialog of a company that now exists.
      onCreated={() => window.location.replace(listHref)}
    />
  );
}
