import { useQuery } from '@tanstack/react-query';
import { customerGroupQueryOptions } from '@groombook/api-client';
import type { CustomerGroup } from '@groombook/contracts';
import { LoadingState, QueryFailureAlert } from '@groombook/ui';
import { ResponsiveModal } from '@groombook/ui/dialogs';
import { GroupForm } from './group-form';

export interface GroupDialogProps {
  /** The group to edit; null creates a new one. */
  group: CustomerGroup | null;
  onClose: () => void;
}

/** Creates or edits a group (full screen at 500px or narrower). Mounted per opening, so its form starts fresh. */
export function GroupDialog({ group, onClose }: GroupDialogProps) {
  return (
    <ResponsiveModal opened onClose={onClose} title={group ? 'Edit Group' : 'Create Group'} size="lg">
      {group ? <EditGroup id={group.id} onClose={onClose} /> : <GroupForm group={null} onSaved={onClose} onCancel={onClose} />}
    </ResponsiveModal>
  );
}

/**
 * The form once the group's current members are in: read afresh on every opening (not an
 * earlier opening's copy, which a save since may have outdated), since the form starts from them.
 */
function EditGroup({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useQuery({ ...customerGroupQueryOptions(id), refetchOnMount: 'always' });

  if (detail.isError) return <QueryFailureAlert title="Failed to load group" query={detail} />;
  if (!detail.isFetchedAfterMount || !detail.data) return <LoadingState label="Loading group..." />;
  return <GroupForm group={detail.data} onSaved={onClose} onCancel={onClose} />;
}
