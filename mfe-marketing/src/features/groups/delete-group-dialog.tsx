import { useMutation } from '@tanstack/react-query';
import { deleteCustomerGroupMutationOptions } from '@groombook/api-client';
import type { CustomerGroup } from '@groombook/contracts';
import { Button, FailureAlert, Group, showFeedback, Stack, successFeedback, Text } from '@groombook/ui';
import { ResponsiveModal } from '@groombook/ui/dialogs';

export interface DeleteGroupDialogProps {
  group: CustomerGroup;
  onClose: () => void;
}

/** Asks before deleting a group; its customers stay. A failure shows in the dialog, which stays open; a delete closes it with a toast. */
export function DeleteGroupDialog({ group, onClose }: DeleteGroupDialogProps) {
  const remove = useMutation(deleteCustomerGroupMutationOptions());

  return (
    <ResponsiveModal opened onClose={onClose} title="Delete Group" size="md">
      <Stack>
        <Text>{`Are you sure you want to delete the group "${group.name}"? Its customers are kept.`}</Text>
        {remove.isError && <FailureAlert title="Failed to delete group" error={remove.error} />}
        <Group justify="flex-end">
          <Button variant="default" data-autofocus onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() =>
              remove.mutate(group.id, {
                onSuccess: () => {
                  showFeedback(successFeedback(`Group ${group.name} deleted`));
                  onClose();
                },
              })
            }>
            Delete
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
