import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@groombook/ui';
import { ResponsiveModal } from '@groombook/ui/dialogs';
import { Checkbox } from '@groombook/ui/controls';

export interface CancelAppointmentDialogProps {
  opened: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: string, late: boolean) => void;
}

/** Cancelling asks why, and whether the cancellation came late. */
export function CancelAppointmentDialog({ opened, pending, onClose, onConfirm }: CancelAppointmentDialogProps) {
  const [reason, setReason] = useState('');
  const [late, setLate] = useState(false);
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';

  const confirm = () => {
    setTried(true);
    if (!missing) onConfirm(reason.trim(), late);
  };

  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Cancel appointment" size="md">
      <Stack>
        <TextInput
          label="Reason"
          required
          maxLength={500}
          value={reason}
          error={tried && missing ? 'A cancellation needs a reason' : undefined}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <Checkbox label="Late cancellation" checked={late} onChange={(event) => setLate(event.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep appointment
          </Button>
          <Button color="red" loading={pending} onClick={confirm}>
            Cancel appointment
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
