import { useMutation } from '@tanstack/react-query';
import { deleteGroomerMutationOptions } from '@groombook/api-client';
import type { Groomer } from '@groombook/contracts';
import { Button, FailureAlert, Group, showFeedback, Stack, successFeedback, Text } from '@groombook/ui';

export interface DeleteGroomerConfirmationProps {
  groomer: Groomer;
  onDeleted: () => void;
  onCancel: () => void;
}

/**
 * The second step of a delete. A groomer who has appointments is kept: the server's reason
 * ('This groomer has appointments. ...') shows under the failure message, in the dialog; a
 * delete that went through closes it and the toast says so.
 */
export function DeleteGroomerConfirmation({ groomer, onDeleted, onCancel }: DeleteGroomerConfirmationProps) {
  const remove = useMutation(deleteGroomerMutationOptions());

  return (
    <Stack>
      <Text>{`Are you sure you want to delete ${groomer.name}?`}</Text>
      {remove.isError && <FailureAlert title="Failed to delete groomer. Please try again." error={remove.error} />}
      <Group justify="flex-end">
        <Button variant="default" data-autofocus onClick={onCancel} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(groomer.id, {
              onSuccess: () => {
                showFeedback(successFeedback(`Groomer ${groomer.name} deleted`));
                onDeleted();
              },
            })
          }
        >
          Confirm Delete
        </Button>
      </Group>
    </Stack>
  );
}
