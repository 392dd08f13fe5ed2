import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { deleteAppointmentMutationOptions } from '@groombook/api-client';
import { ROUTES } from '@groombook/routes';
import { Button, ConfirmDialog, failureFeedback, type Feedback } from '@groombook/ui';
import { useNavigate } from '@groombook/ui/router';
import { pageNotice } from '../../shared/page-notice';

export const APPOINTMENT_DELETED_MESSAGE = 'Appointment successfully deleted!';

export interface DeleteAppointmentButtonProps {
  appointmentId: string;
  disabled?: boolean;
  onFeedback: (feedback: Feedback) => void;
}

/**
 * Delete, confirm, then to /appointments of this application (a path, never an address
 * elsewhere), which shows the success message it is handed (`usePageNotice`).
 */
export function DeleteAppointmentButton({ appointmentId, disabled, onFeedback }: DeleteAppointmentButtonProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation(deleteAppointmentMutationOptions());

  function confirm() {
    remove.mutate(appointmentId, {
      onSuccess: () => navigate(ROUTES.appointments.path, { state: pageNotice(APPOINTMENT_DELETED_MESSAGE) }),
      onError: (error) => {
        setConfirming(false);
        onFeedback(failureFeedback('Failed to delete appointment', error));
      },
    });
  }

  return (
    <>
      <Button color="red" variant="light" onClick={() => setConfirming(true)} disabled={disabled || remove.isPending}>
        Delete
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="Delete this appointment?"
        message="The appointment is removed from the schedule. This cannot be undone."
        confirmLabel="Delete appointment"
        danger
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
