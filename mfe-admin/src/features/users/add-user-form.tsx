import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { createUserMutationOptions, type AssignableRole } from '@groombook/api-client';
import { createUserRequestSchema } from '@groombook/contracts';
import { DEFAULT_NEW_USER_ROLE } from '@groombook/domain';
import { Button, FailureAlert, Group, showFeedback, SimpleGrid, Stack, successFeedback, TextInput } from '@groombook/ui';
import { Select } from '@groombook/ui/controls';
import { isAssignable, roleOptions } from './role-choices';

export interface AddUserFormProps {
  companyId: string;
  choices: AssignableRole[];
}

const defaultRole = (choices: AssignableRole[]): AssignableRole =>
  isAssignable(choices, DEFAULT_NEW_USER_ROLE) ? DEFAULT_NEW_USER_ROLE : 'staff';

/**
 * Adds a user to the company; the name typed is saved with the user, not dropped. The toast says
 * who was invited; a refusal stays under the form. One field a row on a phone, three on wider screens.
 */
export function AddUserForm({ companyId, choices }: AddUserFormProps) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<AssignableRole>(() => defaultRole(choices));
  const [emailError, setEmailError] = useState<string | null>(null);
  const create = useMutation(createUserMutationOptions());

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = createUserRequestSchema.safeParse({
      email,
      role,
      company_id: companyId,
      name: name.trim() === '' ? undefined : name,
    });
    if (!request.success) {
      setEmailError(request.error.issues.find((issue) => issue.path[0] === 'email')?.message ?? null);
      return;
    }
    setEmailError(null);
    create.mutate(request.data, {
      onSuccess: (user) => {
        showFeedback(successFeedback(`User ${user.email} invited. They will receive an email to set their password.`));
        setEmail('');
        setName('');
        setRole(defaultRole(choices));
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Email"
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={emailError}
          />
          <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
          <Select
            label="Role"
            data={roleOptions(choices)}
            value={role}
            onChange={(value) => isAssignable(choices, value) && setRole(value)}
            allowDeselect={false}
          />
        </SimpleGrid>
        {create.isError && <FailureAlert title="Failed to create user" error={create.error} />}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Add User
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
