import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { deleteCustomersMutationOptions } from '@groombook/api-client';
import type { Customer } from '@groombook/contracts';
import { Anchor, Button, FailureAlert, Group, Paper, showFeedback, Stack, successFeedback, Text } from '@groombook/ui';
import { customersDeletedMessage } from '../customer-feedback';

export interface DeleteCustomerProps {
  customer: Customer;
  onDeleted: () => void;
}

/**
 * 'Delete Customer', then a confirmation panel, then the delete call (the customer's appointments
 * go too). The toast says who was deleted; a failure stays in the panel.
 */
export function DeleteCustomer({ customer, onDeleted }: DeleteCustomerProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation(deleteCustomersMutationOptions());

  if (!confirming) {
    return (
      <Anchor component="button" type="button" c="red" size="sm" onClick={() => setConfirming(true)} style={{ alignSelf: 'flex-start' }}>
        Delete Customer
      </Anchor>
    );
  }

  function confirm() {
    remove.mutate([customer.id], {
      onSuccess: () => {
        showFeedback(successFeedback(customersDeletedMessage([customer])));
        onDeleted();
      },
    });
  }

  function cancel() {
    remove.reset();
    setConfirming(false);
  }

  return (
    <Paper withBorder p="md" role="group" aria-label="Confirm customer deletion" bg="var(--mantine-color-red-light)">
      <Stack gap="xs">
        <Text fw={600}>Are you REALLY SURE you want to delete this customer?</Text>
        <Text size="sm">It will remove ALL of their appointments.</Text>
        {remove.isError && <FailureAlert title="Failed to delete customer" error={remove.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            Yes, Delete
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
