import { useState } from 'react';
import { useSession } from '@groombook/auth';
import { Divider, type Feedback, FeedbackAlert, Stack, Title } from '@groombook/ui';
import { AddUserForm } from './add-user-form';
import { roleChoices } from './role-choices';
import { UsersTable } from './users-table';

/** A company's users, their roles and access, and the form that adds one: the super admin's dialog and the admins' page. */
export function UserManager({ companyId }: { companyId: string }) {
  const choices = roleChoices(useSession((state) => state.role));
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  return (
    <Stack>
      {feedback && <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />}
      <UsersTable companyId={companyId} choices={choices} onFeedback={setFeedback} />
      <Divider />
      <Title order={3} size="h5">
        Add User
      </Title>
      <AddUserForm companyId={companyId} choices={choices} />
    </Stack>
  );
}
