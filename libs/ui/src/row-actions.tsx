import { Button, Group } from '@mantine/core';

export interface RowActionsProps {
  /** What the row is, for screen readers: the buttons read 'Edit {label}' and 'Delete {label}'. */
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A table row's Edit and Delete buttons, at the row's end. */
export function RowActions({ label, onEdit, onDelete }: RowActionsProps) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button variant="light" size="xs" onClick={onEdit} aria-label={`Edit ${label}`}>
        Edit
      </Button>
      <Button variant="light" color="red" size="xs" onClick={onDelete} aria-label={`Delete ${label}`}>
        Delete
      </Button>
    </Group>
  );
}
