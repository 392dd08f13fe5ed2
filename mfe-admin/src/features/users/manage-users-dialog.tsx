import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { companiesQueryOptions } from '@groombook/api-client';
import { useSession } from '@groombook/auth';
import { ROUTES } from '@groombook/routes';
import { Divider, type Feedback, FeedbackAlert, ResponsiveModal, Stack, Title } from '@groombook/ui';
import { useNavigate, useParams } from '@groombook/ui/router';
import { AddUserForm } from './add-user-form';
import { roleChoices } from './role-choices';
import { UsersTable } from './users-table';

/** /super-admin/companies/{companyId}/users: the company's users, their roles, and new users. */
export function ManageUsersDialog() {
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const companies = useQuery(companiesQueryOptions());
  const company = companies.data?.find((candidate) => candidate.id === companyId);
  const choices = roleChoices(useSession((state) => state.role));
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  return (
    <ResponsiveModal
      opened
      size="xl"
      onClose={() => navigate(ROUTES.companies.path)}
      title={company ? `Manage Users: ${company.name}` : 'Manage Users'}
    >
      <Stack>
        {feedback && <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />}
        <UsersTable companyId={companyId} choices={choices} onFeedback={setFeedback} />
        <Divider />
        <Title order={3} size="h5">
          Add User
        </Title>
        <AddUserForm companyId={companyId} choices={choices} />
      </Stack>
    </ResponsiveModal>
  );
}
