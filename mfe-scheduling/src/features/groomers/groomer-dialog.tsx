import { useState } from 'react';
import type { Groomer } from '@groombook/contracts';
import { ResponsiveModal } from '@groombook/ui/dialogs';
import { DeleteGroomerConfirmation } from './delete-groomer-confirmation';
import { GroomerForm } from './groomer-form';

/** What the dialog opens for: a new groomer, or a groomer to edit or to delete (straight at the confirmation). */
export type GroomerDialogTarget =
  | { kind: 'add' }
  | { kind: 'edit'; groomer: Groomer }
  | { kind: 'delete'; groomer: Groomer };

export interface GroomerDialogProps {
  target: GroomerDialogTarget;
  onClose: () => void;
}

/** Adds or edits a groomer; delete is two steps: Delete, then Confirm Delete. Mounted per opening, so its state starts fresh. */
export function GroomerDialog({ target, onClose }: GroomerDialogProps) {
  const groomer = target.kind === 'add' ? null : target.groomer;
  const [confirmingDelete, setConfirmingDelete] = useState(target.kind === 'delete');
  const title = confirmingDelete ? 'Delete Groomer' : groomer ? 'Edit Groomer' : 'Add Groomer';

  return (
    <ResponsiveModal opened onClose={onClose} title={title} size="md">
      {groomer && confirmingDelete ? (
        <DeleteGroomerConfirmation
          groomer={groomer}
          onDeleted={onClose}
          onCancel={target.kind === 'delete' ? onClose : () => setConfirmingDelete(false)}
        />
      ) : (
        <GroomerForm
          groomer={groomer}
          onSaved={onClose}
          onCancel={onClose}
          onDelete={groomer ? () => setConfirmingDelete(true) : undefined}
        />
      )}
    </ResponsiveModal>
  );
}
