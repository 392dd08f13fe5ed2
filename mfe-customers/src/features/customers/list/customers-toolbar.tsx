import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { deleteCustomersMutationOptions } from '@groombook/api-client';
import type { Customer } from '@groombook/contracts';
import { Button, FailureAlert, Group, SearchField, showFeedback, Stack, successFeedback, Text } from '@groombook/ui';
import { ConfirmDialog } from '@groombook/ui/dialogs';
import { customersDeletedMessage } from '../customer-feedback';

export interface CustomersToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  selected: readonly Customer[];
  /** Every selected customer was deleted. */
  onDeleted: () => void;
}

const customersWord = (count: number) => (count === 1 ? '1 customer' : `${count} customers`);

/**
 * Above the list: the search box, and 'Delete Selected' behind a confirmation (one DELETE per
 * selected customer, each taking their appointments along). The toast names who was deleted; a
 * failure stays above the list, beside the selection it concerns.
 */
export function CustomersToolbar({ query, onQueryChange, selected, onDeleted }: CustomersToolbarProps) {
  const selectedIds = selected.map((customer) => customer.id);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation(deleteCustomersMutationOptions());

  function confirm() {
    const deleting = [...selected];
    remove.mutate(selectedIds, {
      onSuccess: () => {
        showFeedback(successFeedback(customersDeletedMessage(deleting)));
        onDeleted();
      },
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <SearchField label="Search customers" value={query} onChange={onQueryChange} inToolbar />
        <Group gap="sm" wrap="nowrap">
          {selectedIds.length > 0 && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {selectedIds.length} selected
            </Text>
          )}
          <Button color="red" variant="light" disabled={selectedIds.length === 0} onClick={() => setConfirming(true)}>
            Delete Selected
          </Button>
        </Group>
      </Group>
      {remove.isError && <FailureAlert title="Failed to delete customer" error={remove.error} />}
      <ConfirmDialog
        opened={confirming}
        title="Delete Selected Customers"
        message={`Delete ${customersWord(selectedIds.length)}? It will remove ALL of their appointments.`}
        confirmLabel="Yes, Delete"
        danger
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
