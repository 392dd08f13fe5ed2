import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { createGroomerMutationOptions, updateGroomerMutationOptions } from '@groombook/api-client';
import type { Groomer } from '@groombook/contracts';
import { Button, FailureAlert, Group, showFeedback, Stack, successFeedback, TextInput, useRequiredText } from '@groombook/ui';
import { groomerNameError } from './groomer-name';

export interface GroomerFormProps {
  /** The groomer being edited; null adds a new one. */
  groomer: Groomer | null;
  onSaved: () => void;
  onCancel: () => void;
  /** Edit only: asks to delete the groomer (the dialog then asks to confirm). */
  onDelete?: () => void;
}

/** Name, Save and Cancel (and Delete when editing). A save closes the dialog and the toast names the groomer. */
export function GroomerForm({ groomer, onSaved, onCancel, onDelete }: GroomerFormProps) {
  const name = useRequiredText(groomer?.name ?? '', groomerNameError);
  const create = useMutation(createGroomerMutationOptions());
  const update = useMutation(updateGroomerMutationOptions());
  const save = groomer ? update : create;

  function submit(event: FormEvent) {
    event.preventDefault();
    name.touch();
    if (name.error || save.isPending) return;
    const trimmed = name.value.trim();
    const saved = (message: string) => () => {
      showFeedback(successFeedback(message));
      onSaved();
    };
    if (groomer) update.mutate({ id: groomer.id, name: trimmed }, { onSuccess: saved(`Groomer ${trimmed} saved`) });
    else create.mutate({ name: trimmed }, { onSuccess: saved(`Groomer ${trimmed} added`) });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Name" data-autofocus {...name.inputProps} />
        {save.isError && <FailureAlert title="Failed to save groomer. Please try again." error={save.error} />}
        <Group justify="space-between">
          {onDelete ? (
            <Button color="red" variant="light" onClick={onDelete} disabled={save.isPending}>
              Delete
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={name.error !== null} loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
