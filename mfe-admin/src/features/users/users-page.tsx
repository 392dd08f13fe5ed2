import { useSession, workingCompanyId } from '@groombook/auth';
import { Page } from '@groombook/ui';
import { UserManager } from './user-manager';
import { ROUTES } from '@groombook/routes';

/**
 * /users: the admins' own company's users (a super admin's: the company they act in). The
 * shell shows this page only to someone with a company to work in.
 */
export function UsersPage() {
  const companyId = useSession(workingCompanyId);
  return <Page title={ROUTES.users.title}>{companyId && <UserManager companyId={companyId} />}</Page>;
}
