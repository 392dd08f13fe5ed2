import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CUSTOMER_MESSAGES, type Customer } from '@groombook/contracts';
import { ApiError, ERROR_CODES } from '@groombook/contracts/light';
import { createCustomerMutationOptions, updateCustomerMutationOptions } from '@groombook/api-client';
import { NAME_MISSING, NOTES_AREA_HEIGHT_PX } from '@groombook/domain';
import { Alert, Button, FailureAlert, Group, showFeedback, Stack, successFeedback, Text, TextInput } from '@groombook/ui';
import { Textarea } from '@groombook/ui/controls';
import { customerSavedMessage } from '../customer-feedback';
import { hasName } from '../customer-name';
import { customerToSave, EMPTY_FIELDS, initialFields, type CustomerFields, type CustomerToSave } from './customer-fields';

/** How a refused save is shown: a duplicate number warns with 'Save anyway', an invalid one sits on the field. */
function refusalOf(error: unknown): 'duplicate' | 'phone' | 'other' {
  if (error instanceof ApiError && error.code === ERROR_CODES.duplicatePhone) return 'duplicate';
  if (error instanceof ApiError && error.message.endsWith(CUSTOMER_MESSAGES.phoneInvalid)) return 'phone';
  return 'other';
}

export interface CustomerFormProps {
  /** The customer being edited, or null for a new one. */
  customer: Customer | null;
  initialName?: string;
  /** Put the focus in Name as the form appears (it replaced the customer's details in an open dialog). */
  focusName?: boolean;
  /** The customer was saved (the toast has said so): the dialog closes. */
  onSaved: (customer: Customer) => void;
  /** 'Close' without saving. */
  onClose: () => void;
}

/**
 * Name, phone and notes with 'Save Customer' and 'Close'. After a save the toast names the
 * customer, the fields clear and the dialog closes. A number another customer has is saved only after 'Save anyway' (one request
 * per press); changing a field drops the last refusal.
 */
export function CustomerForm({ customer, initialName = '', focusName = false, onSaved, onClose }: CustomerFormProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusName) nameRef.current?.focus();
  }, [focusName]);
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
      if (save.isError) save.reset();
    },
  });
  const refusal = save.isError ? refusalOf(save.error) : null;

  function send(body: CustomerToSave) {
    if (save.isPending) return;
    const saved = (customerSaved: Customer) => {
      showFeedback(successFeedback(customerSavedMessage(customerSaved)));
      setFields(EMPTY_FIELDS);
      onSaved(customerSaved);
    };
    if (customer) update.mutate({ id: customer.id, ...body }, { onSuccess: saved });
    else create.mutate(body, { onSuccess: saved });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (toSave) send(toSave);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Name"
          ref={nameRef}
          data-autofocus
          placeholder={customer && !hasName(customer) ? NAME_MISSING : undefined}
          {...field('name')}
        />
        <TextInput label="Phone" type="tel" error={refusal === 'phone' ? CUSTOMER_MESSAGES.phoneInvalid : undefined} {...field('phone')} />
        <Textarea label="Notes" styles={{ input: { height: NOTES_AREA_HEIGHT_PX } }} {...field('notes')} />
        {refusal === 'duplicate' && toSave && (
          <Alert color="yellow" role="alert" title="This number is another customer's">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{save.error?.message}</Text>
              <Button size="xs" variant="light" onClick={() => send({ ...toSave, confirm_duplicate_phone: true })}>
                Save anyway
              </Button>
            </Stack>
          </Alert>
        )}
        {refusal === 'other' && (
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
