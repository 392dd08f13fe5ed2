import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { createCompanyMutationOptions } from '@groombook/api-client';
import { FailureAlert, ResponsiveModal } from '@groombook/ui';
import { companyNameError } from './company-name';

export interface CreateCompanyDialogProps {
  onClose: () => void;
  onCreated: () => void;
}

export function CreateCompanyDialog({ onClose, onCreated }: CreateCompanyDialogProps) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const create = useMutation(createCompanyMutationOptions());
  const nameError = companyNameError(name);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (nameError) return;
    create.mutate({ name: name.trim() }, { onSuccess: onCreated });
  }

  return (
    <ResponsiveModal opened onClose={onClose} title="Create New Company">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Company Name"
            required
            data-autofocus
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setTouched(true);
            }}
            onBlur={() => setTouched(true)}
            error={touched ? nameError : null}
          />
          {create.isError && <FailureAlert title="Failed to create company" error={create.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={nameError !== null} loading={create.isPending || create.isSuccess}>
              Create Company
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
