import { useState, type FormEvent } from 'react';
import { Button, FailureAlert, Group, Stack, TextInput } from '@groombook/ui';
import { companyNameError } from '../company-name';

export interface CompanyNameFormProps {
  currentName: string;
  saving: boolean;
  disabled: boolean;
  error: Error | null;
  onEdit: () => void;
  onSave: (name: string) => void;
}

export function CompanyNameForm({ currentName, saving, disabled, error, onEdit, onSave }: CompanyNameFormProps) {
  const [name, setName] = useState(currentName);
  const nameError = companyNameError(name);
  const unchanged = name.trim() === currentName;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (nameError || unchanged) return;
    onSave(name.trim());
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Company Name"
            required
            style={{ flex: 1, minWidth: 200 }}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              onEdit();
            }}
            error={nameError}
          />
          <Button type="submit" loading={saving} disabled={disabled || nameError !== null || unchanged}>
            Update Name
          </Button>
        </Group>
        {error && <FailureAlert title="Failed to update company name" error={error} />}
      </Stack>
    </form>
  );
}
