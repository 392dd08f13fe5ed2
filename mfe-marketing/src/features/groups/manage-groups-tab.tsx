import { useState } from 'react';
import type { CustomerGroup } from '@groombook/contracts';
import { Button, Group, Stack } from '@groombook/ui';
import { DeleteGroupDialog } from './delete-group-dialog';
import { GroupDialog } from './group-dialog';
import { GroupList } from './group-list';

/** What is open over the list: the create/edit dialog, or a delete's confirmation. */
type OpenDialog = { kind: 'create' } | { kind: 'edit'; group: CustomerGroup } | { kind: 'delete'; group: CustomerGroup };

/** Marketing's Manage Groups tab: the company's customer groups, to create, edit and delete. */
export function ManageGroupsTab() {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);

  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setDialog({ kind: 'create' })}>Create Group</Button>
      </Group>
      <GroupList onEdit={(group) => setDialog({ kind: 'edit', group })} onDelete={(group) => setDialog({ kind: 'delete', group })} />
      {dialog?.kind === 'create' && <GroupDialog group={null} onClose={close} />}
      {dialog?.kind === 'edit' && <GroupDialog group={dialog.group} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteGroupDialog group={dialog.group} onClose={close} />}
    </Stack>
  );
}
