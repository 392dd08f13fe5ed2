import type { Groomer } from '@groombook/contracts';
import { Divider, Stack } from '@groombook/ui';
import { ResponsiveModal } from '@groombook/ui/dialogs';
import { GroomerHoursForm } from './groomer-hours-form';
import { GroomerTimeOff } from './groomer-time-off';

export interface GroomerHoursDialogProps {
  groomer: Groomer;
  onClose: () => void;
}

/**
 * 'Hours for {name}': the groomer's working hours and breaks (saved together, which closes the
 * dialog) and their time off (each entry saved as it is added or deleted). Closing returns the
 * focus to the row's Hours button.
 */
export function GroomerHoursDialog({ groomer, onClose }: GroomerHoursDialogProps) {
  return (
    <ResponsiveModal opened onClose={onClose} title={`Hours for ${groomer.name}`} size="lg">
      <Stack gap="lg">
        <GroomerHoursForm groomer={groomer} onSaved={onClose} onCancel={onClose} />
        <Divider />
        <GroomerTimeOff groomer={groomer} />
      </Stack>
    </ResponsiveModal>
  );
}
