import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { createCompanyMutationOptions } from '@groombook/api-client';
import { Button, FailureAlert, Group, Stack, TextInput, useRequiredText } from '@groombook/ui';
import { ResponsiveModal } from '@groombook/ui/dialogs';
import { companyNameError } from './company-name';

export interface CreateCompanyDialogProps {
  onClose: () => void;
  onCreated: () => void;
}

export function CreateCompanyDialog({ onClose, onCreated }: CreateCompanyDialogProps) {
  const name = useRequiredText('', companyNameError);
  const create = useMutation(createCompanyMutationOptions());

  function submit(event: FormEvent) {
    event.preventDefault();
    name.touch();
    if (name.error) return;
    create.mutate({ name: name.value.trim() }, { onSuccess: onCreated });
  }

  return (
    <ResponsiveModal opened onClose={onClose} title="Create New Company">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Company Name" data-autofocus {...name.inputProps} />
          {create.isError && <FailureAlert title="Failed to create company" error={create.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={name.error !== null} loading={create.isPending || create.isSuccess}>
              Create Company
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
