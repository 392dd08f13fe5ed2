import { useMutation } from '@tanstack/react-query';
import { deleteAppointmentMutationOptions } from '@groombook/api-client';
import type { AppointmentScope } from '@groombook/contracts';
import { ROUTES } from '@groombook/routes';
import { failureFeedback, type Feedback } from '@groombook/ui';
import { ConfirmButton } from '@groombook/ui/dialogs';
import { useNavigate } from '@groombook/ui/router';
import { pageNotice } from '../page-notice';

export const APPOINTMENT_DELETED_MESSAGE = 'Appointment successfully deleted!';

export interface DeleteAppointmentButtonProps {
  appointmentId: string;
  /** 'following': this appointment and every later one of its series. */
  scope?: AppointmentScope;
  disabled?: boolean;
  onFeedback: (feedback: Feedback) => void;
}

/**
 * Delete, confirm, then to /appointments of this application (a path, never an address
 * elsewhere), which shows the success message it is handed (`usePageNotice`).
 */
export function DeleteAppointmentButton({ appointmentId, scope = 'this', disabled, onFeedback }: DeleteAppointmentButtonProps) {
  const navigate = useNavigate();
  const remove = useMutation(deleteAppointmentMutationOptions());
  const following = scope === 'following';

  function confirm(close: () => void) {
    remove.mutate(
      following ? { id: appointmentId, scope } : { id: appointmentId },
      {
        // The API's message counts what a series delete removed.
        onSuccess: (message) =>
          void navigate(ROUTES.appointments.path, { state: pageNotice(following ? message : APPOINTMENT_DELETED_MESSAGE) }),
        onError: (error) => {
          close();
          onFeedback(failureFeedback('Failed to delete appointment', error));
        },
      },
    );
  }

  return (
    <ConfirmButton
      color="red"
      variant="light"
      disabled={disabled || remove.isPending}
      title={following ? 'Delete this and following appointments?' : 'Delete this appointment?'}
      message={
        following
          ? 'This appointment and every later one of its series are removed from the schedule. This cannot be undone.'
          : 'The appointment is removed from the schedule. This cannot be undone.'
      }
      confirmLabel="Delete appointment"
      danger
      busy={remove.isPending}
      onConfirm={confirm}
    >
      Delete
    </ConfirmButton>
  );
}
