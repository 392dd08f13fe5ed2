import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Customer } from '@groombook/contracts';
import { createCustomerMutationOptions, updateCustomerMutationOptions } from '@groombook/api-client';
import { NAME_MISSING, NOTES_AREA_HEIGHT_PX } from '@groombook/domain';
import { Button, FailureAlert, Group, Stack, TextInput } from '@groombook/ui';
import { Textarea } from '@groombook/ui/controls';
import { hasName } from '../customer-name';
import { customerToSave, EMPTY_FIELDS, initialFields, type CustomerFields } from './customer-fields';

export interface CustomerFormProps {
  /** The customer being edited, or null for a new one. */
  customer: Customer | null;
  initialName?: string;
  /** Close the dialog: after a save, or on 'Close'. */
  onClose: () => void;
}

/** Name, phone and notes with 'Save Customer' and 'Close'. After a save the fields clear and the dialog closes. */
export function CustomerForm({ customer, initialName = '', onClose }: CustomerFormProps) {
  const [fields, setFields] = useState<CustomerFields>(() => initialFields(customer, initialName));
  const create = useMutation(createCustomerMutationOptions());
  const update = useMutation(updateCustomerMutationOptions());
  const save = customer ? update : create;
  const toSave = customerToSave(fields, customer);

  const field = (key: keyof CustomerFields) => ({
    value: fields[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setFields((current) => ({ ...current, [key]: value }));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!toSave || save.isPending) return;
    const saved = () => {
      setFields(EMPTY_FIELDS);
      onClose();
    };
    if (customer) update.mutate({ id: customer.id, ...toSave }, { onSuccess: saved });
    else create.mutate(toSave, { onSuccess: saved });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          data-autofocus
          placeholder={customer && !hasName(customer) ? NAME_MISSING : undefined}
          {...field('name')}
        />
        <TextInput label="Phone" type="tel" {...field('phone')} />
        <Textarea label="Notes" styles={{ input: { height: NOTES_AREA_HEIGHT_PX } }} {...field('notes')} />
        {save.isError && (
          <FailureAlert title={customer ? 'Failed to update customer' : 'Failed to add customer'} error={save.error} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" disabled={toSave === null} loading={save.isPending}>
            Save Customer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
