import { ROUTES } from '@groombook/routes';
import { useHref, useNavigate } from '@groombook/ui/router';
import { CreateCompanyDialog } from './create-company-dialog';

/** /super-admin/companies/new. After a company is created the whole page loads again, on the list. */
export function CreateCompanyRoute() {
  const navigate = useNavigate();
  const listHref = useHref(ROUTES.companies.path);
  return (
    <CreateCompanyDialog
      onClose={() => void navigate(ROUTES.companies.path)}
      // replace: Back should not reopen the dialog of a company that now exists.
      onCreated={() => window.location.replace(listHref)}
    />
  );
}
