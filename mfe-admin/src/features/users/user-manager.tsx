import { useSession } from '@groombook/auth';
import { Divider, showFeedback, Stack, Title } from '@groombook/ui';
import { AddUserForm } from './add-user-form';
import { roleChoices } from './role-choices';
import { UsersTable } from './users-table';

/**
 * A company's users, their roles and access, and the form that adds one: the super admin's
 * dialog and the admins' page. What each change did is said in the toast at the top.
 */
export function UserManager({ companyId }: { companyId: string }) {
  const choices = roleChoices(useSession((state) => state.role));

  return (
    <Stack>
      <UsersTable companyId={companyId} choices={choices} onFeedback={showFeedback} />
      <Divider />
      <Title order={2} size="h5">
        Add User
      </Title>
      <AddUserForm companyId={companyId} choices={choices} />
    </Stack>
  );
}
