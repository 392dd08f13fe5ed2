import { useQuery } from '@tanstack/react-query';
import { companiesQueryOptions } from '@groombook/api-client';
import { ROUTES } from '@groombook/routes';
import { ResponsiveModal } from '@groombook/ui/dialogs';
import { useNavigate, useParams } from '@groombook/ui/router';
import { UserManager } from './user-manager';

/** /super-admin/companies/{companyId}/users: the company's users, their roles, and new users. */
export function ManageUsersDialog() {
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const companies = useQuery(companiesQueryOptions());
  const company = companies.data?.find((candidate) => candidate.id === companyId);

  return (
    <ResponsiveModal
      opened
      size="xl"
      onClose={() => void navigate(ROUTES.companies.path)}
      title={company ? `Manage Users: ${company.name}` : 'Manage Users'}
    >
      <UserManager companyId={companyId} />
    </ResponsiveModal>
  );
}
